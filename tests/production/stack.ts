/**
 * The running production stack, seen from its tests: its services (to stop
 * and start them), its SMTP sink, and the figures each spec records for the
 * summary line.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join( __dirname, '..', '..' );
export const PORT = Number( process.env.EVENTSMITH_PRODUCTION_PORT || 9570 );
const DIR = join( ROOT, '.wp-test', `production-${ PORT }` );

export type Stack = {
	url: string;
	haproxyUrl: string;
	nodeUrls: string[];
	sink: string;
	site: string;
	pids: Record< string, number >;
};

export function stack(): Stack {
	return JSON.parse( readFileSync( join( DIR, 'stack.json' ), 'utf8' ) );
}

/**
 * Runs one command of tools/serve-production-stack.mjs on this stack.
 *
 * @param action redis-stop, redis-start, node-kill, node-start, db-kill, db-start.
 * @param node   Web node number, for the node actions; 'primary' or 'replica' for the database ones.
 */
export async function control( action: string, node?: number | string ) {
	await promisify( execFile )(
		'node',
		[
			'tools/serve-production-stack.mjs',
			action,
			String( PORT ),
			...( node ? [ String( node ) ] : [] ),
		],
		{ cwd: ROOT }
	);
}

/** What the status route says (through haproxy: never cached). */
export async function status(): Promise< {
	node: number;
	object_cache: boolean;
	redis: boolean;
} > {
	const response = await fetch(
		`${ stack().haproxyUrl }/wp-json/eventsmith-test/v1/production/status`
	);
	return response.json();
}

/** The messages the SMTP sink received, in order. */
export function sinkMessages(): {
	to: string[];
	subject: string;
	message_id: string;
	body: string;
}[] {
	const file = stack().sink;
	if ( ! existsSync( file ) ) {
		return [];
	}
	return readFileSync( file, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) );
}

const FIGURES = join( DIR, 'figures.json' );

/**
 * Records figures for the summary line (kept on disk: a retried test runs in a new worker).
 *
 * @param figures Name → value.
 */
export function record( figures: Record< string, number | string > ) {
	writeFileSync(
		FIGURES,
		JSON.stringify( { ...recorded(), ...figures }, null, 2 )
	);
}

export function recorded(): Record< string, number | string > {
	return existsSync( FIGURES )
		? JSON.parse( readFileSync( FIGURES, 'utf8' ) )
		: {};
}

/**
 * Runs PHP with the site loaded, as a cron runner or `wp` would.
 *
 * @param code PHP code.
 */
export function sitePhp( code: string ): string {
	const { site } = stack();
	return execFileSync(
		'php',
		[
			'-r',
			`define( 'WP_ADMIN', false ); require '${ site }/wp-load.php'; ${ code }`,
		],
		{ cwd: site, encoding: 'utf8' }
	);
}
