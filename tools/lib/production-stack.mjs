/**
 * The production stack of a site that outgrew one server, on loopback:
 *
 *   visitor → Varnish (page cache) → haproxy (round-robin, X-Forwarded-For)
 *           → nginx, two server blocks = two web nodes → one php-fpm pool each
 *           → one MariaDB database; Redis as the persistent object cache;
 *             mail over SMTP to a sink that writes what it receives to JSONL.
 *
 * Every service runs as a plain process with its configuration in
 * .wp-test/production-<port>/ (no systemd), listening on 127.0.0.1 only.
 * Ports: the front (Varnish) is `port`, haproxy port+1, the nodes port+2
 * and port+3, Redis port+4, the SMTP sink port+5.
 *
 * The replica variant (`{ replica: true }`) replaces the one database with a
 * MariaDB primary (port+6) and a replica delayed by two seconds (port+7),
 * both its own (tools/lib/replica-database.mjs), and installs LudicrousDB
 * from ../shared/plugins as wp-content/db.php: reads to the replica, writes
 * to the primary.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	openSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { startNativeSite } from './native-site.mjs';
import {
	DB_PASSWORD,
	DB_USER,
	ludicrousConfig,
	startReplicatedDatabase,
	waitForReplica,
} from './replica-database.mjs';

const SUPPORT = join( ROOT, 'tests', 'support' );

/** Seconds a mail-queue worker's claim lasts on this stack. */
export const MAIL_LEASE = 3;

/**
 * The folder of a stack.
 *
 * @param {number} port The front's port.
 */
export function stackDir( port ) {
	return join( ROOT, '.wp-test', `production-${ port }` );
}

/**
 * The file a stack's state (ports, pids) is recorded in.
 *
 * @param {number} port The front's port.
 */
export function stateFile( port ) {
	return join( stackDir( port ), 'stack.json' );
}

/**
 * Ports of each service.
 *
 * @param {number} port The front's port.
 */
export function stackPorts( port ) {
	return {
		varnish: port,
		haproxy: port + 1,
		nodes: [ port + 2, port + 3 ],
		redis: port + 4,
		smtp: port + 5,
		// The replica variant's two database servers.
		primary: port + 6,
		replica: port + 7,
	};
}

/** LudicrousDB's release zip, when the shared folder has it (../shared/plugins/README.md). */
export const LUDICROUSDB_ZIP = join(
	ROOT,
	'..',
	'shared',
	'plugins',
	'ludicrousdb-5.2.0.zip'
);

function write( path, text ) {
	writeFileSync( path, text );
	return path;
}

/**
 * Starts a service as its own process group and records its pid.
 *
 * @param {Object}   state   The stack's state (pids are added to it).
 * @param {string}   name    Service name.
 * @param {string}   command Program.
 * @param {string[]} args    Arguments.
 * @param {string}   log     Log file.
 */
export function startService( state, name, command, args, log ) {
	const fd = openSync( log, 'a' );
	const child = spawn( command, args, {
		stdio: [ 'ignore', fd, fd ],
		detached: true,
	} );
	child.unref();
	state.pids[ name ] = child.pid;
	writeFileSync( stateFile( state.port ), JSON.stringify( state, null, 2 ) );
	return child.pid;
}

/**
 * Stops a service's process group (SIGTERM, then SIGKILL).
 *
 * @param {Object} state    The stack's state.
 * @param {string} name     Service.
 * @param {string} [signal] Signal.
 */
export function stopService( state, name, signal = 'SIGTERM' ) {
	const pid = state.pids[ name ];
	if ( ! pid ) {
		return;
	}
	try {
		process.kill( -pid, signal );
	} catch {}
	delete state.pids[ name ];
	writeFileSync( stateFile( state.port ), JSON.stringify( state, null, 2 ) );
}

async function waitForPort( port, what, timeoutMs = 30000 ) {
	const { connect } = await import( 'node:net' );
	const started = Date.now();
	while ( Date.now() - started < timeoutMs ) {
		const open = await new Promise( ( resolve ) => {
			const socket = connect( port, '127.0.0.1' );
			socket.once( 'connect', () => {
				socket.destroy();
				resolve( true );
			} );
			socket.once( 'error', () => resolve( false ) );
		} );
		if ( open ) {
			return;
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	throw new Error( `${ what } did not listen on port ${ port }.` );
}

function fpmConfig( dir, node, socket ) {
	return `[global]
pid = ${ dir }/fpm-${ node }.pid
error_log = ${ dir }/fpm-${ node }.log
daemonize = no

[node${ node }]
listen = ${ socket }
listen.mode = 0666
pm = static
pm.max_children = 4
catch_workers_output = yes
clear_env = no
php_admin_value[memory_limit] = 256M
php_admin_value[error_log] = ${ dir }/php-${ node }.log
`;
}

function nginxConfig( dir, site, ports, sockets, front ) {
	const server = ( port, socket ) => `
	server {
		listen 127.0.0.1:${ port };
		root ${ site };
		index index.php;
		client_max_body_size 16m;
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		# haproxy's health check runs PHP in the node's pool (nginx alone would answer for a dead pool).
		location = /fpm-ping {
			allow 127.0.0.1;
			deny all;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME ${ dir }/ping.php;
			fastcgi_pass unix:${ socket };
		}
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# WordPress answers at the front's address (WP_HOME), whichever node serves it.
			fastcgi_param SERVER_PORT ${ front };
			fastcgi_param HTTP_HOST $http_host;
			fastcgi_param HTTP_X_EVENTSMITH_NODE ${ port };
			fastcgi_read_timeout 120s;
			fastcgi_pass unix:${ socket };
		}
	}`;
	return `daemon off;
user root;
worker_processes 1;
pid ${ dir }/nginx.pid;
error_log ${ dir }/nginx-error.log warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	access_log off;
	client_body_temp_path ${ dir }/nginx-body;
	fastcgi_temp_path ${ dir }/nginx-fastcgi;
	proxy_temp_path ${ dir }/nginx-proxy;
	uwsgi_temp_path ${ dir }/nginx-uwsgi;
	scgi_temp_path ${ dir }/nginx-scgi;
	# The visitor's chain as haproxy forwarded it reaches PHP unchanged.
${ ports.map( ( port, n ) => server( port, sockets[ n ] ) ).join( '\n' ) }
}
`;
}

function haproxyConfig( ports ) {
	return `global
	maxconn 2000

defaults
	mode http
	timeout connect 2s
	timeout client 120s
	timeout server 120s
	# Longer than Varnish keeps an idle backend connection (60 s).
	timeout http-keep-alive 90s
	option redispatch
	retries 2
	# Only requests that never reached a node are sent again: a POST that a
	# node died while handling is not replayed on the other one.
	retry-on conn-failure

frontend front
	bind 127.0.0.1:${ ports.haproxy }
	# Appends the client (Varnish) to the X-Forwarded-For chain in ONE header
	# line: \`option forwardfor\` adds a second line, and nginx 1.22 then hands
	# PHP only the last one, losing the visitor's address.
	http-request set-header X-Forwarded-For "%[req.fhdr(X-Forwarded-For)], %[src]" if { req.fhdr(X-Forwarded-For) -m found }
	http-request set-header X-Forwarded-For "%[src]" unless { req.fhdr(X-Forwarded-For) -m found }
	default_backend nodes

backend nodes
	balance roundrobin
	option httpchk GET /fpm-ping
	# A busy pool answers the check late (it queues behind visitors): wait
	# for it; a dead one refuses at once and leaves after three checks.
	timeout check 5s
	default-server inter 1s fall 3 rise 2
${ ports.nodes
	.map( ( port, n ) => `	server node${ n + 1 } 127.0.0.1:${ port } check` )
	.join( '\n' ) }
`;
}

/**
 * Starts the stack with a fresh site.
 *
 * @param {number}  port              The front's port (Varnish).
 * @param {Object}  [options]
 * @param {boolean} [options.replica] A primary and a delayed replica behind LudicrousDB instead of one database.
 * @return {Promise<Object>} The stack's state (also in stack.json).
 */
export async function startProductionStack( port, { replica = false } = {} ) {
	if ( replica && ! existsSync( LUDICROUSDB_ZIP ) ) {
		throw new Error(
			`The replica stack needs LudicrousDB at ${ LUDICROUSDB_ZIP }.`
		);
	}
	const dir = stackDir( port );
	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	for ( const temp of [ 'body', 'fastcgi', 'proxy', 'uwsgi', 'scgi' ] ) {
		mkdirSync( join( dir, `nginx-${ temp }` ) );
	}
	const ports = stackPorts( port );
	const url = `http://127.0.0.1:${ ports.varnish }`;
	const state = {
		port,
		url,
		haproxyUrl: `http://127.0.0.1:${ ports.haproxy }`,
		nodeUrls: ports.nodes.map( ( p ) => `http://127.0.0.1:${ p }` ),
		ports,
		dir,
		sink: join( dir, 'mail.jsonl' ),
		replica,
		pids: {},
	};
	writeFileSync( stateFile( port ), JSON.stringify( state, null, 2 ) );

	const database = `eventsmith_production_${ port }`;
	if ( replica ) {
		await startReplicatedDatabase( state, database, startService );
	}

	// Redis and the SMTP sink first: WordPress uses both from its first request.
	startRedis( state );
	startService(
		state,
		'smtp',
		'/usr/bin/python3',
		[
			join( SUPPORT, 'smtp-sink.py' ),
			'--port',
			String( ports.smtp ),
			'--out',
			state.sink,
			// The mail test's stalled recipient (tests/production/mail.spec.ts).
			'--hold',
			'stall-here',
		],
		join( dir, 'smtp.log' )
	);

	const site = await startNativeSite( `production_${ port }`, 1, {
		port: ports.nodes[ 0 ],
		url,
		serve: false,
		mail: true,
		muPlugins: [
			join( SUPPORT, 'mu-plugins', 'eventsmith-test-helpers.php' ),
			join( SUPPORT, 'production', 'eventsmith-test-production.php' ),
		],
		db: replica
			? {
					host: `127.0.0.1:${ ports.primary }`,
					name: database,
					user: DB_USER,
					password: DB_PASSWORD,
				}
			: null,
	} );
	state.site = site.dir;
	if ( replica ) {
		installLudicrousDb( site.dir, ports );
		// The site was installed on the primary: the replica must have it before visitors read there.
		await waitForReplica( dir );
	}
	// The stack's settings: Redis for the object cache, the SMTP sink, Varnish
	// as the purge host, a short mail-queue lease (a killed worker's message
	// is sent again within the test).
	const config = join( site.dir, 'wp-config.php' );
	writeFileSync(
		config,
		readFileSync( config, 'utf8' ).replace(
			"$table_prefix = 'wp_';",
			`define( 'EVENTSMITH_REDIS_PORT', ${ ports.redis } );
define( 'EVENTSMITH_TEST_SMTP_PORT', ${ ports.smtp } );
define( 'EVENTSMITH_TEST_MAIL_LEASE', ${ MAIL_LEASE } );
define( 'EVENTSMITH_PURGE_HOST', '${ url }' );
$table_prefix = 'wp_';`
		)
	);
	await waitForPort( ports.redis, 'Redis' );
	copyFileSync(
		join( SUPPORT, 'object-cache', 'object-cache.php' ),
		join( site.dir, 'wp-content', 'object-cache.php' )
	);

	const sockets = ports.nodes.map( ( _, n ) =>
		join( dir, `fpm-${ n + 1 }.sock` )
	);
	for ( const [ n, socket ] of sockets.entries() ) {
		write(
			join( dir, `fpm-${ n + 1 }.conf` ),
			fpmConfig( dir, n + 1, socket )
		);
	}
	for ( let n = 1; n <= sockets.length; n++ ) {
		startNode( state, n );
	}
	write( join( dir, 'ping.php' ), "<?php\necho 'pong';\n" );
	write(
		join( dir, 'nginx.conf' ),
		nginxConfig( dir, site.dir, ports.nodes, sockets, ports.varnish )
	);
	startService(
		state,
		'nginx',
		'nginx',
		[ '-c', join( dir, 'nginx.conf' ), '-p', dir ],
		join( dir, 'nginx.log' )
	);
	write( join( dir, 'haproxy.cfg' ), haproxyConfig( ports ) );
	startService(
		state,
		'haproxy',
		'haproxy',
		[ '-f', join( dir, 'haproxy.cfg' ), '-db' ],
		join( dir, 'haproxy.log' )
	);
	const vcl = readFileSync(
		join( SUPPORT, 'varnish', 'eventsmith.vcl' ),
		'utf8'
	).replace( /__BACKEND_PORT__/g, String( ports.haproxy ) );
	write( join( dir, 'eventsmith.vcl' ), vcl );
	mkdirSync( join( dir, 'varnish' ) );
	startService(
		state,
		'varnish',
		'varnishd',
		[
			'-F',
			'-j',
			'none',
			'-a',
			`127.0.0.1:${ ports.varnish }`,
			'-T',
			'none',
			'-f',
			join( dir, 'eventsmith.vcl' ),
			'-n',
			join( dir, 'varnish' ),
			'-s',
			'malloc,64m',
			'-p',
			'default_ttl=600',
			// Keep-alive as a real edge does: longer than a client's pause between bursts.
			'-p',
			'timeout_idle=75',
		],
		join( dir, 'varnish.log' )
	);
	for ( const [ what, p ] of [
		[ 'node 1', ports.nodes[ 0 ] ],
		[ 'node 2', ports.nodes[ 1 ] ],
		[ 'haproxy', ports.haproxy ],
		[ 'Varnish', ports.varnish ],
		[ 'SMTP sink', ports.smtp ],
	] ) {
		await waitForPort( p, what );
	}
	await waitForSite( `${ url }/wp-login.php` );
	writeFileSync( stateFile( port ), JSON.stringify( state, null, 2 ) );
	return state;
}

/**
 * LudicrousDB, as its README installs it: the plugin folder in
 * wp-content/plugins/ludicrousdb, its db.php drop-in in wp-content, and the
 * servers in wp-content/db-config.php.
 *
 * @param {string} site  The site's folder.
 * @param {Object} ports The stack's ports.
 */
function installLudicrousDb( site, ports ) {
	const content = join( site, 'wp-content' );
	execFileSync( 'unzip', [
		'-q',
		'-o',
		LUDICROUSDB_ZIP,
		'-d',
		join( content, 'plugins' ),
	] );
	copyFileSync(
		join(
			content,
			'plugins',
			'ludicrousdb',
			'ludicrousdb',
			'drop-ins',
			'db.php'
		),
		join( content, 'db.php' )
	);
	writeFileSync( join( content, 'db-config.php' ), ludicrousConfig( ports ) );
}

/**
 * Starts (or restarts, empty) the Redis server of the object cache.
 *
 * @param {Object} state The stack's state.
 */
export function startRedis( state ) {
	startService(
		state,
		'redis',
		'redis-server',
		[
			'--port',
			String( state.ports.redis ),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			state.dir,
		],
		join( state.dir, 'redis.log' )
	);
}

/**
 * The recorded state of a running stack.
 *
 * @param {number} port The front's port.
 */
export function loadState( port ) {
	return JSON.parse( readFileSync( stateFile( port ), 'utf8' ) );
}

/**
 * Starts (or restarts) one web node's php-fpm pool.
 *
 * @param {Object} state The stack's state.
 * @param {number} n     Node number (1 or 2).
 */
export function startNode( state, n ) {
	const conf = join( state.dir, `fpm-${ n }.conf` );
	if ( ! existsSync( conf ) ) {
		return;
	}
	startService(
		state,
		`fpm${ n }`,
		'php-fpm8.2',
		[ '-R', '-F', '-y', conf ],
		join( state.dir, `fpm-${ n }.out` )
	);
}

async function waitForSite( url, timeoutMs = 30000 ) {
	const started = Date.now();
	let last = '';
	while ( Date.now() - started < timeoutMs ) {
		try {
			const response = await fetch( url );
			if ( response.status < 500 ) {
				return;
			}
			last = `HTTP ${ response.status }`;
		} catch ( error ) {
			last = error.message;
		}
		await new Promise( ( r ) => setTimeout( r, 200 ) );
	}
	throw new Error( `The stack did not answer at ${ url } (${ last }).` );
}

/**
 * Stops every service a stack recorded (used by the global teardown, and
 * before a new run on the same port).
 *
 * @param {number} port The front's port.
 */
export function stopProductionStack( port ) {
	const file = stateFile( port );
	if ( ! existsSync( file ) ) {
		return;
	}
	const state = JSON.parse( readFileSync( file, 'utf8' ) );
	for ( const name of Object.keys( state.pids ) ) {
		stopService( state, name, 'SIGKILL' );
	}
}
