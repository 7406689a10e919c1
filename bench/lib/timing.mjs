/**
 * Timing helpers the benchmarks share: one request timed from sending to
 * its last byte, percentiles, and requests interleaved so both sides of a
 * ratio see the same machine load.
 */
import { Agent, get } from 'node:http';

/**
 * The value below which `p` percent of the values lie.
 *
 * @param {number[]} values Samples.
 * @param {number}   p      Percentile (0–100).
 */
export function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( ( p / 100 ) * sorted.length ) )
	];
}

/**
 * The median (the mean of the middle two for an even count).
 *
 * @param {number[]} values Samples.
 */
export function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
}

const agent = new Agent( { keepAlive: true } );

/**
 * Milliseconds from sending a GET to reading its whole body; anything but
 * HTTP 200 stops the benchmark (a fast error page or a redirect would
 * flatter a ratio). Over node:http with kept-alive connections, as a browser
 * or a proxy talks to a site, and with any Host header given (fetch() drops
 * it: a node behind a proxy needs the site's own name).
 *
 * @param {string} url       Address.
 * @param {Object} [headers] Request headers.
 */
export function timeRequest( url, headers = {} ) {
	return new Promise( ( resolve, reject ) => {
		const started = process.hrtime.bigint();
		const request = get( url, { headers, agent }, ( response ) => {
			response.on( 'data', () => {} );
			response.on( 'end', () => {
				if ( response.statusCode !== 200 ) {
					reject(
						new Error(
							`${ url } answered ${ response.statusCode }`
						)
					);
					return;
				}
				resolve( Number( process.hrtime.bigint() - started ) / 1e6 );
			} );
		} );
		request.on( 'error', reject );
	} );
}

/**
 * Times each named address in turn (a, b, c, a, b, c, …) after `warmup`
 * untimed rounds.
 *
 * @param {Record<string, string>} urls              Name → address.
 * @param {number}                 samples           Timed rounds.
 * @param {Object}                 [options]
 * @param {Object}                 [options.headers] Request headers.
 * @param {number}                 [options.warmup]  Untimed rounds first (default 3).
 * @return {Promise<Record<string, number[]>>} Name → milliseconds.
 */
export async function interleaved(
	urls,
	samples,
	{ headers = {}, warmup = 3 } = {}
) {
	const names = Object.keys( urls );
	const times = Object.fromEntries( names.map( ( name ) => [ name, [] ] ) );
	for ( let round = 0; round < warmup + samples; round++ ) {
		for ( const name of names ) {
			const ms = await timeRequest( urls[ name ], headers );
			if ( round >= warmup ) {
				times[ name ].push( ms );
			}
		}
	}
	return times;
}

/**
 * Basic-auth headers with a new application password for the admin user.
 *
 * @param {(code: string) => string} php Runs PHP with the site loaded.
 */
export function applicationPasswordHeaders( php ) {
	const password = php(
		"list( $password ) = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'bench ' . uniqid() ) ); echo $password;"
	).trim();
	return {
		Authorization:
			'Basic ' +
			Buffer.from( `admin:${ password }` ).toString( 'base64' ),
	};
}
