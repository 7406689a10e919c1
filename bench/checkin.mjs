/**
 * `npm run bench:checkin`: the door scanner's verify + check-in
 * (`POST /eventsmith/v2/tickets/verify`) and the public RSVP submission
 * against a near-trivial authenticated route on the same site
 * (`GET /eventsmith/v2/permissions/current-user`), measured in the same run,
 * interleaved. Prints p50/p95 and their ratios, and check-ins per second with
 * four clients at once. Targets: check-in ≤ 1.2× the trivial route,
 * ≥ 100 check-ins/s, RSVP ≤ 1.5×.
 *
 * Runs on the production-like stack (PHP 8.2 built-in server with four
 * workers + MariaDB); only 127.0.0.1 is contacted.
 */
import { join } from 'node:path';
import { ROOT } from '../tools/lib/paths.mjs';
import { startNativeSite } from '../tools/lib/native-site.mjs';

const SAMPLES = Number( process.env.BENCH_SAMPLES || 150 );
const THROUGHPUT_SCANS = Number( process.env.BENCH_SCANS || 600 );
const CLIENTS = 4;
const PORT = Number( process.env.BENCH_PORT || 9612 );

function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( ( p / 100 ) * sorted.length ) )
	];
}

async function timed( url, init, expected ) {
	const started = process.hrtime.bigint();
	const response = await fetch( url, init );
	const body = await response.text();
	const ms = Number( process.hrtime.bigint() - started ) / 1e6;
	if ( response.status !== expected ) {
		throw new Error(
			`${ url } answered ${ response.status }: ${ body.slice( 0, 200 ) }`
		);
	}
	return { ms, body };
}

async function logIn( url ) {
	const response = await fetch( `${ url }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: new URLSearchParams( {
			log: 'admin',
			pwd: 'password',
			testcookie: '1',
		} ),
	} );
	const cookie = response.headers
		.getSetCookie()
		.map( ( c ) => c.split( ';' )[ 0 ] )
		.join( '; ' );
	const nonce = (
		await (
			await fetch( `${ url }/wp-admin/admin-ajax.php?action=rest-nonce`, {
				headers: { Cookie: cookie },
			} )
		).text()
	).trim();
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		throw new Error( 'Could not log in for the benchmark.' );
	}
	return { Cookie: cookie, 'X-WP-Nonce': nonce };
}

const row = ( name, values, baseline ) => ( {
	route: name,
	'p50 ms': percentile( values, 50 ).toFixed( 1 ),
	'p95 ms': percentile( values, 95 ).toFixed( 1 ),
	'ratio p50': baseline
		? ( percentile( values, 50 ) / percentile( baseline, 50 ) ).toFixed( 2 )
		: '1.00',
	'ratio p95': baseline
		? ( percentile( values, 95 ) / percentile( baseline, 95 ) ).toFixed( 2 )
		: '1.00',
} );

const site = await startNativeSite( 'bench_checkin', CLIENTS, {
	port: PORT,
	// The test helpers lift the per-visitor RSVP limit the benchmark would hit.
	muPlugins: [
		join(
			ROOT,
			'tests',
			'support',
			'mu-plugins',
			'eventsmith-test-helpers.php'
		),
	],
} );
try {
	const tickets = SAMPLES + THROUGHPUT_SCANS + 10;
	const [ eventId, rsvpNonce, ...codes ] = site
		.php(
			`$id = wp_insert_post( array( 'post_type' => 'eventsmith_event', 'post_status' => 'publish', 'post_title' => 'Bench night' ) );
			update_post_meta( $id, \\Eventsmith\\Infrastructure\\Events\\EventMeta::key( 'rsvp' ), array( 'enabled' => true, 'capacity' => -1, 'max_per_submission' => 1 ) );
			$repo = new \\Eventsmith\\Infrastructure\\Tickets\\AttendeeRepository();
			echo $id, "\\n", wp_create_nonce( 'eventsmith_rsvp' );
			for ( $n = 0; $n < ${ tickets }; $n++ ) { echo "\\n", $repo->add( $id, array( 'name' => "Guest $n", 'email' => "guest$n@example.org", 'ticket_type' => 'Standard' ) )['ticket_code']; }`
		)
		.trim()
		.split( '\n' );
	const auth = await logIn( site.url );
	const baselineUrl = `${ site.url }/wp-json/eventsmith/v2/permissions/current-user`;
	const verifyUrl = `${ site.url }/wp-json/eventsmith/v2/tickets/verify`;
	const rsvpUrl = `${ site.url }/wp-json/eventsmith/v2/events/${ eventId }/rsvp`;
	const checkIn = async ( code ) => {
		const { ms, body } = await timed(
			verifyUrl,
			{
				method: 'POST',
				headers: { ...auth, 'Content-Type': 'application/json' },
				body: JSON.stringify( { code, event_id: Number( eventId ) } ),
			},
			200
		);
		if ( JSON.parse( body ).data.status_code !== 2 ) {
			throw new Error( `Ticket ${ code } was not checked in: ${ body }` );
		}
		return ms;
	};
	const rsvp = async ( n ) =>
		(
			await timed(
				rsvpUrl,
				{
					method: 'POST',
					headers: {
						'Content-Type': 'application/json',
						'X-Eventsmith-Nonce': rsvpNonce,
					},
					body: JSON.stringify( {
						response: 'going',
						attendees: [
							{
								name: `Visitor ${ n }`,
								email: `v${ n }@example.org`,
							},
						],
					} ),
				},
				201
			)
		).ms;
	const baseline = async () =>
		( await timed( baselineUrl, { headers: auth }, 200 ) ).ms;

	// Warm-up: opcache, object caches, database buffers.
	for ( let i = 0; i < 10; i++ ) {
		await baseline();
		await checkIn( codes.pop() );
		await rsvp( 100000 + i );
	}

	const trivial = [];
	const checkins = [];
	const rsvps = [];
	for ( let i = 0; i < SAMPLES; i++ ) {
		trivial.push( await baseline() );
		checkins.push( await checkIn( codes.pop() ) );
		rsvps.push( await rsvp( i ) );
	}

	const queue = codes.splice( 0, THROUGHPUT_SCANS );
	const started = process.hrtime.bigint();
	await Promise.all(
		Array.from( { length: CLIENTS }, async () => {
			while ( queue.length ) {
				await checkIn( queue.pop() );
			}
		} )
	);
	const seconds = Number( process.hrtime.bigint() - started ) / 1e9;
	const perSecond = THROUGHPUT_SCANS / seconds;

	const table = [
		row( 'GET permissions/current-user (baseline)', trivial ),
		row( 'POST tickets/verify (check-in)', checkins, trivial ),
		row( 'POST events/{id}/rsvp (going)', rsvps, trivial ),
	];
	console.table( table );
	console.log(
		`check-ins per second with ${ CLIENTS } clients and ${ CLIENTS } PHP workers: ${ perSecond.toFixed(
			0
		) } (${ THROUGHPUT_SCANS } scans in ${ seconds.toFixed( 2 ) } s)`
	);
	const checks = [
		[
			'check-in p50 ≤ 1.2× baseline',
			Number( table[ 1 ][ 'ratio p50' ] ) <= 1.2,
		],
		[ 'check-ins/s ≥ 100', perSecond >= 100 ],
		[
			'RSVP p50 ≤ 1.5× baseline',
			Number( table[ 2 ][ 'ratio p50' ] ) <= 1.5,
		],
	];
	for ( const [ name, met ] of checks ) {
		console.log( `${ met ? '✔' : '✖' } ${ name }` );
	}
} finally {
	site.stop();
}
