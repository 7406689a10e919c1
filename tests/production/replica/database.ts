/**
 * The replica stack's two MariaDB servers, seen from its tests
 * (tools/lib/replica-database.mjs): SQL as root on either, and waiting for
 * the replica to catch up or freezing it.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PORT } from '../stack';

const DIR = join(
	__dirname,
	'..',
	'..',
	'..',
	'.wp-test',
	`production-${ PORT }`
);

/** The site's database (tools/lib/production-stack.mjs). */
export const DATABASE = `eventsmith_production_${ PORT }`;

/** Seconds the replica is behind (MASTER_DELAY). */
export const LAG_MS = 2000;

/**
 * Runs SQL as root on one server of the pair.
 *
 * @param role      'primary' or 'replica'.
 * @param statement SQL.
 */
export function sql( role: 'primary' | 'replica', statement: string ): string {
	return execFileSync(
		'mariadb',
		[
			'--no-defaults',
			`--socket=${ join( DIR, `db-${ role }.sock` ) }`,
			'-uroot',
			'-N',
			'-B',
			DATABASE,
			'-e',
			statement,
		],
		{ encoding: 'utf8' }
	).trim();
}

/** Waits until the replica applied everything the primary committed so far. */
export function caughtUp() {
	const position = sql( 'primary', 'SELECT @@gtid_binlog_pos' );
	const answer = sql(
		'replica',
		`SELECT MASTER_GTID_WAIT('${ position }', 30)`
	);
	if ( answer !== '0' ) {
		throw new Error( `The replica did not reach ${ position }.` );
	}
}

/**
 * Stops applying the primary's changes on the replica (it keeps receiving
 * them): everything written from now on exists on the primary only.
 */
export function freezeReplica() {
	sql( 'replica', 'STOP SLAVE SQL_THREAD' );
}

/** Applies again what the replica received, and waits until it has all of it. */
export function thawReplica() {
	sql( 'replica', 'START SLAVE SQL_THREAD' );
	caughtUp();
}

/** The replication threads' state: both 'Yes' while the replica follows. */
export function replicationRunning(): boolean {
	const status = execFileSync(
		'mariadb',
		[
			'--no-defaults',
			`--socket=${ join( DIR, 'db-replica.sock' ) }`,
			'-uroot',
			'-e',
			'SHOW SLAVE STATUS\\G',
		],
		{ encoding: 'utf8' }
	);
	return (
		/Slave_IO_Running: Yes/.test( status ) &&
		/Slave_SQL_Running: Yes/.test( status )
	);
}
