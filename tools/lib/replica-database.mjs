/**
 * A replicated MariaDB for the production stack's replica variant
 * (`npm run test:production -- --replica`): two servers of Debian's
 * mariadb-server, each with its own data directory, port and socket in the
 * stack's folder, started as plain processes (no systemd, not the machine's
 * shared server):
 *
 *   primary  127.0.0.1:<primary>  binlog on (ROW), server_id 1
 *   replica  127.0.0.1:<replica>  read_only, server_id 2,
 *            CHANGE MASTER TO … MASTER_DELAY=2: every change shows there
 *            two seconds after it was committed on the primary.
 *
 * The replica follows the primary from its first binlog event, so the
 * database and the site's user created afterwards exist on both.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Seconds the replica stays behind the primary. */
export const REPLICA_DELAY = 2;

export const DB_USER = 'eventsmith';
export const DB_PASSWORD = 'eventsmith-local';
const REPL_USER = 'replicator';
const REPL_PASSWORD = 'replicator-local';

/**
 * Where a server of the pair keeps its files.
 *
 * @param {string} dir  The stack's folder.
 * @param {string} role 'primary' or 'replica'.
 */
export function serverFiles( dir, role ) {
	return {
		datadir: join( dir, `db-${ role }` ),
		tmpdir: join( dir, `db-${ role }-tmp` ),
		socket: join( dir, `db-${ role }.sock` ),
		log: join( dir, `db-${ role }.log` ),
	};
}

/**
 * Runs SQL as root over a server's socket.
 *
 * @param {string} dir       The stack's folder.
 * @param {string} role      'primary' or 'replica'.
 * @param {string} statement SQL.
 * @return {string} What the client printed (tab-separated, no headers).
 */
export function rootSql( dir, role, statement ) {
	return execFileSync(
		'mariadb',
		[
			'--no-defaults',
			`--socket=${ serverFiles( dir, role ).socket }`,
			'-uroot',
			'-N',
			'-B',
			'-e',
			statement,
		],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
}

/**
 * The arguments of one server's mariadbd.
 *
 * @param {string} dir  The stack's folder.
 * @param {string} role 'primary' or 'replica'.
 * @param {number} port Its port.
 */
function serverArgs( dir, role, port ) {
	const files = serverFiles( dir, role );
	const common = [
		'--no-defaults',
		`--datadir=${ files.datadir }`,
		`--tmpdir=${ files.tmpdir }`,
		`--socket=${ files.socket }`,
		`--pid-file=${ join( dir, `db-${ role }.pid` ) }`,
		`--log-error=${ files.log }`,
		`--port=${ port }`,
		'--bind-address=127.0.0.1',
		'--user=root',
		'--skip-name-resolve',
		// Small: the machine is shared, the test site holds a few thousand rows.
		'--innodb-buffer-pool-size=32M',
		'--innodb-log-file-size=16M',
		'--max-connections=200',
		'--character-set-server=utf8mb4',
	];
	if ( role === 'primary' ) {
		return [
			...common,
			'--server-id=1',
			`--log-bin=${ join( files.datadir, 'binlog' ) }`,
			'--binlog-format=ROW',
			'--sync-binlog=0',
		];
	}
	return [
		...common,
		'--server-id=2',
		`--relay-log=${ join( files.datadir, 'relay' ) }`,
		// Only replication writes here: a query the drop-in sent to the wrong server fails loudly.
		'--read-only=1',
	];
}

/**
 * Creates a server's empty data directory (Debian's mariadb-install-db).
 *
 * @param {string} dir  The stack's folder.
 * @param {string} role 'primary' or 'replica'.
 */
function installDataDir( dir, role ) {
	const { datadir, tmpdir } = serverFiles( dir, role );
	rmSync( datadir, { recursive: true, force: true } );
	mkdirSync( datadir, { recursive: true } );
	mkdirSync( tmpdir, { recursive: true } );
	const log = join( dir, `db-${ role }-install.log` );
	return new Promise( ( resolve, reject ) => {
		const output = openSync( log, 'w' );
		const child = spawn(
			'mariadb-install-db',
			[
				'--no-defaults',
				`--datadir=${ datadir }`,
				'--user=root',
				'--auth-root-authentication-method=socket',
				'--skip-test-db',
				// Its own temporary folder: two bootstraps (and whatever else cleans /tmp) must not meet.
				`--tmpdir=${ tmpdir }`,
			],
			{ stdio: [ 'ignore', output, output ] }
		);
		child.on( 'error', reject );
		child.on( 'exit', ( code ) =>
			code === 0
				? resolve()
				: reject(
						new Error(
							`mariadb-install-db (${ role }) exited with ${ code }: ${ readFileSync(
								log,
								'utf8'
							)
								.trim()
								.split( '\n' )
								.slice( -3 )
								.join( ' / ' ) }`
						)
					)
		);
	} );
}

/**
 * Starts one server of the pair (its data directory exists).
 *
 * @param {Object}   state        The stack's state.
 * @param {string}   role         'primary' or 'replica'.
 * @param {Function} startService tools/lib/production-stack.mjs's startService.
 */
export function startDatabase( state, role, startService ) {
	startService(
		state,
		`db-${ role }`,
		'mariadbd',
		serverArgs( state.dir, role, state.ports[ role ] ),
		join( state.dir, `db-${ role }.out` )
	);
}

/**
 * Waits until a server answers on its socket.
 *
 * @param {string} dir         The stack's folder.
 * @param {string} role        'primary' or 'replica'.
 * @param {number} [timeoutMs] How long to wait.
 */
export async function waitForDatabase( dir, role, timeoutMs = 60000 ) {
	const started = Date.now();
	let last = '';
	while ( Date.now() - started < timeoutMs ) {
		try {
			rootSql( dir, role, 'SELECT 1' );
			return;
		} catch ( error ) {
			last = String( error.stderr || error.message ).trim();
		}
		await new Promise( ( r ) => setTimeout( r, 200 ) );
	}
	throw new Error( `MariaDB (${ role }) did not start: ${ last }` );
}

/**
 * Installs and starts the pair, makes the replica follow the primary with
 * the delay, and creates the site's database and user (on the primary; they
 * reach the replica through replication).
 *
 * @param {Object}   state        The stack's state (ports.primary, ports.replica).
 * @param {string}   database     Database name.
 * @param {Function} startService tools/lib/production-stack.mjs's startService.
 */
export async function startReplicatedDatabase( state, database, startService ) {
	const { dir } = state;
	await Promise.all( [
		installDataDir( dir, 'primary' ),
		installDataDir( dir, 'replica' ),
	] );
	startDatabase( state, 'primary', startService );
	startDatabase( state, 'replica', startService );
	await waitForDatabase( dir, 'primary' );
	await waitForDatabase( dir, 'replica' );
	rootSql(
		dir,
		'primary',
		`CREATE USER '${ REPL_USER }'@'127.0.0.1' IDENTIFIED BY '${ REPL_PASSWORD }';
		GRANT REPLICATION SLAVE ON *.* TO '${ REPL_USER }'@'127.0.0.1';`
	);
	rootSql(
		dir,
		'replica',
		`CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${ state.ports.primary },
			MASTER_USER='${ REPL_USER }', MASTER_PASSWORD='${ REPL_PASSWORD }',
			MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1, MASTER_DELAY=${ REPLICA_DELAY };
		START SLAVE;`
	);
	rootSql(
		dir,
		'primary',
		`CREATE DATABASE ${ database } CHARACTER SET utf8mb4;
		CREATE USER '${ DB_USER }'@'127.0.0.1' IDENTIFIED BY '${ DB_PASSWORD }';
		GRANT ALL ON ${ database }.* TO '${ DB_USER }'@'127.0.0.1';`
	);
	await waitForReplica( dir );
}

/**
 * Waits until the replica has applied everything the primary committed so
 * far (MASTER_GTID_WAIT on the primary's binlog position).
 *
 * @param {string} dir         The stack's folder.
 * @param {number} [timeoutMs] How long to wait.
 */
export async function waitForReplica( dir, timeoutMs = 30000 ) {
	const position = rootSql(
		dir,
		'primary',
		'SELECT @@gtid_binlog_pos'
	).trim();
	const seconds = Math.ceil( timeoutMs / 1000 );
	const started = Date.now();
	while ( Date.now() - started < timeoutMs ) {
		let answer = '';
		try {
			answer = rootSql(
				dir,
				'replica',
				`SELECT MASTER_GTID_WAIT('${ position }', ${ seconds })`
			).trim();
		} catch {}
		if ( answer === '0' ) {
			return;
		}
		await new Promise( ( r ) => setTimeout( r, 200 ) );
	}
	throw new Error(
		`The replica did not reach the primary's position ${ position }.`
	);
}

/**
 * The site's LudicrousDB configuration (wp-content/db-config.php): the
 * primary takes every write and is the second choice for reads; the replica
 * is the first choice for reads. When the replica does not answer,
 * LudicrousDB reads from the primary (its fail-over); nothing ever writes
 * to the replica.
 *
 * @param {Object} ports The stack's ports.
 */
export function ludicrousConfig( ports ) {
	return `<?php
// The replica stack's servers (tools/lib/replica-database.mjs): reads to the
// replica, writes to the primary; reads fall back to the primary when the
// replica is down.
defined( 'ABSPATH' ) || exit;

$wpdb->charset                  = 'utf8mb4';
$wpdb->collate                  = 'utf8mb4_unicode_520_ci';
$wpdb->save_queries             = false;
$wpdb->persistent               = false;
$wpdb->max_connections          = 10;
$wpdb->check_tcp_responsiveness = true;
$wpdb->die_on_disconnect        = false;
// LudicrousDB 5.2.0 re-checks a connection's heartbeat before reusing it; when
// a server dies in the middle of a request that check calls itself until PHP
// runs out of memory (a 500). Off: a dead connection's statement fails, and
// the plugin answers 503.
$wpdb->check_dbh_heartbeats     = false;

$wpdb->add_database(
	array(
		'host'     => '127.0.0.1:${ ports.primary }',
		'user'     => DB_USER,
		'password' => DB_PASSWORD,
		'name'     => DB_NAME,
		'write'    => 1,
		'read'     => 2,
		'dataset'  => 'global',
		'timeout'  => 0.5,
	)
);
$wpdb->add_database(
	array(
		'host'     => '127.0.0.1:${ ports.replica }',
		'user'     => DB_USER,
		'password' => DB_PASSWORD,
		'name'     => DB_NAME,
		'write'    => 0,
		'read'     => 1,
		'dataset'  => 'global',
		'timeout'  => 0.5,
	)
);
`;
}
