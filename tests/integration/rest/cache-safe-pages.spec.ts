/**
 * Visitor pages a full-page cache or CDN can serve (issue 16 item 6): the
 * RSVP form's HTML holds no nonce and still works when saved a day earlier,
 * public read routes are cacheable and per-visitor routes are not, and the
 * RSVP rate limit knows each visitor behind a proxy declared in the settings.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, siteUrl, type Session } from '../../support/wordpress';

/** Seconds in 25 hours: later than any WordPress nonce lives (12 to 24 h). */
const DAY_AND_AN_HOUR = 25 * 3600;

/**
 * An anonymous visitor's request context.
 */
function anonymous() {
	return playwrightRequest.newContext( { baseURL: siteUrl() } );
}

/**
 * Sets the RSVP rate limit of the test site.
 *
 * @param admin Administrator session.
 * @param limit Answers per visitor and event.
 */
async function rateLimit( admin: Session, limit: number ) {
	await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
		limit,
	} );
}

/**
 * The RSVP block of a saved page: its markup, its Interactivity context, the
 * named inputs of its form, and its routes (printed once for the page in the
 * store's state, with %d for the event).
 *
 * @param html The page's HTML.
 */
function rsvpBlock( html: string ) {
	const start = html.indexOf( 'data-wp-interactive="eventsmith/rsvp"' );
	expect( start, 'the page holds the RSVP form' ).toBeGreaterThan( 0 );
	const markup = html.slice(
		html.lastIndexOf( '<div', start ),
		html.indexOf( '</form>', start )
	);
	const context = JSON.parse(
		/data-wp-context='([^']*)'/.exec( markup )?.[ 1 ] ?? '{}'
	) as Json;
	const inputs = new Map< string, string >();
	for ( const [ tag ] of markup.matchAll( /<(?:input|textarea)\b[^>]*>/g ) ) {
		const name = /\bname="([^"]*)"/.exec( tag )?.[ 1 ];
		if ( name && ! inputs.has( name ) ) {
			inputs.set( name, /\bvalue="([^"]*)"/.exec( tag )?.[ 1 ] ?? '' );
		}
	}
	const data = JSON.parse(
		/<script[^>]*id="wp-interactivity-data"[^>]*>([^<]*)<\/script>/.exec(
			html
		)?.[ 1 ] ?? '{}'
	) as Json;
	const shared = ( data.state?.[ 'eventsmith/rsvp' ] ?? {} ) as Json;
	const route = ( pattern: string ) =>
		String( pattern ).replace( '%d', String( context.eventId ) );
	return {
		markup,
		context,
		inputs,
		rsvpUrl: route( shared.rsvpRoute ),
		tokenUrl: route( shared.tokenRoute ),
	};
}

test( "serves an event page's HTML saved 25 hours earlier and submits its RSVP form successfully", async () => {
	const admin = await session( ADMIN );
	const event = await json(
		await admin.rest( 'POST', '/eventsmith/v2/events', {
			title: 'Cached RSVP page',
			status: 'publish',
			start_date: '2031-10-01',
			start_time: '18:00',
			end_date: '2031-10-01',
			end_time: '21:00',
			timezone: 'UTC',
			rsvp: { enabled: true, capacity: 20, max_per_submission: 2 },
		} )
	);

	// Today: a page cache saves the page as an anonymous visitor gets it.
	const cache = await anonymous();
	const saved = await ( await cache.get( event.link ) ).text();
	const { markup, inputs, rsvpUrl, tokenUrl } = rsvpBlock( saved );
	expect( rsvpUrl ).toContain( `/events/${ event.id }/rsvp` );
	expect( markup ).not.toMatch( /nonce|_wpnonce/i );
	expect( [ ...inputs.values() ].join( ' ' ) ).not.toMatch(
		/\b[0-9a-f]{10}\b/
	);
	// A nonce as the form printed one before: good today, stale in 25 hours.
	const { nonce: printedNonce } = await json(
		await cache.get( '/wp-json/eventsmith-test/v1/rsvp-nonce' )
	);

	// 25 hours later a visitor gets the saved copy and sends its form.
	const later = await playwrightRequest.newContext( {
		extraHTTPHeaders: {
			'X-Eventsmith-Test-Clock-Ahead': String( DAY_AND_AN_HOUR ),
		},
	} );
	const fields = ( nonce: string ) =>
		JSON.stringify(
			[
				[ 'event_id', inputs.get( 'event_id' ) ?? '' ],
				[ 'eventsmith_rsvp_value', 'going' ],
				[ 'attendee_count', inputs.get( 'attendee_count' ) ?? '' ],
				[ 'attendee_name', 'Late Visitor' ],
				[ 'attendee_email', 'late@example.org' ],
				[ 'eventsmith_rsvp_nonce', nonce ],
			].map( ( [ name, value ] ) => ( { name, value } ) )
		);
	for ( const name of [
		'event_id',
		'eventsmith_rsvp_value',
		'attendee_count',
		'attendee_name',
		'attendee_email',
	] ) {
		expect( inputs.has( name ), name ).toBe( true );
	}
	expect( inputs.get( 'event_id' ) ).toBe( String( event.id ) );

	const stale = await later.post( rsvpUrl, {
		data: { fields: JSON.parse( fields( printedNonce ) ) },
		headers: { 'X-Eventsmith-Nonce': printedNonce },
	} );
	expect( stale.status(), 'a nonce printed 25 hours ago is refused' ).toBe(
		403
	);

	// What the form's script does on submit: a fresh token, then the answer.
	const issued = await later.post( tokenUrl );
	expect( issued.status() ).toBe( 200 );
	expect( issued.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const { token } = await json( issued );
	const answered = await later.post( rsvpUrl, {
		data: { fields: JSON.parse( fields( token ) ) },
		headers: { 'X-Eventsmith-Nonce': token },
	} );
	expect( answered.status(), await answered.text() ).toBe( 201 );
	expect( answered.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	expect( await json( answered ) ).toMatchObject( { response: 'going' } );
	const ledger = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ event.id }`
		)
	);
	expect( ledger ).toMatchObject( { attendees: 1, responses: 1 } );

	// A token is bound to its event and refused once tampered with.
	const other = await rsvpEvent( admin, 'Another cached page', 5 );
	for ( const [ label, credential, eventId ] of [
		[ 'another event', token, other ],
		[
			'tampered',
			token.replace( /.$/, ( c: string ) => ( c === '0' ? '1' : '0' ) ),
			event.id,
		],
	] as Array< [ string, string, number ] > ) {
		const refused = await later.post(
			`${ siteUrl() }/wp-json/eventsmith/v2/events/${ eventId }/rsvp`,
			{
				data: going( 1 ),
				headers: { 'X-Eventsmith-Nonce': credential },
			}
		);
		expect( refused.status(), label ).toBe( 403 );
	}
	await Promise.all( [ cache.dispose(), later.dispose() ] );
} );

test( '30 RSVPs from 30 forwarded addresses through a declared proxy: none refused', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'RSVP behind a declared CDN', 100 );
	await rateLimit( admin, 3 );
	const declared = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		trusted_proxies: [ '127.0.0.0/8', '::1' ],
	} );
	expect( declared.status() ).toBe( 200 );
	expect( ( await json( declared ) ).trusted_proxies ).toEqual( [
		'127.0.0.0/8',
		'::1',
	] );
	const guest = await visitor();
	try {
		const statuses: number[] = [];
		for ( let n = 0; n < 30; n++ ) {
			const answer = await guest.rsvp( eventId, going( n ), {
				'X-Forwarded-For': `192.0.2.${ n + 1 }`,
			} );
			statuses.push( answer.status() );
		}
		expect( statuses ).toEqual( Array( 30 ).fill( 201 ) );
		const one: number[] = [];
		for ( let n = 0; n < 4; n++ ) {
			const answer = await guest.rsvp( eventId, going( 50 + n ), {
				'X-Forwarded-For': '192.0.2.200',
			} );
			one.push( answer.status() );
		}
		expect( one, 'one visitor still meets their limit' ).toEqual( [
			201, 201, 201, 429,
		] );
	} finally {
		await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			trusted_proxies: [],
		} );
		await rateLimit( admin, 1000 );
	}
} );

test( 'without a declared proxy the forwarded header is ignored', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'RSVP with a forged header', 100 );
	await rateLimit( admin, 3 );
	const guest = await visitor();
	try {
		const statuses: number[] = [];
		for ( let n = 0; n < 5; n++ ) {
			const answer = await guest.rsvp( eventId, going( n ), {
				'X-Forwarded-For': `198.51.100.${ n + 1 }`,
			} );
			statuses.push( answer.status() );
		}
		expect( statuses ).toEqual( [ 201, 201, 201, 429, 429 ] );
	} finally {
		await rateLimit( admin, 1000 );
	}
} );

test( 'the trusted_proxies setting refuses anything but addresses and CIDR ranges with a 400 naming the field', async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		trusted_proxies: [],
	} );
	for ( const value of [
		[ '10.0.0.0/8', 'cdn.example.org' ],
		[ '10.0.0.0/40' ],
		[ '10.0.0.1', 42 ],
	] ) {
		const response = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			trusted_proxies: value,
		} );
		expect( response.status(), JSON.stringify( value ) ).toBe( 400 );
		expect( JSON.stringify( await json( response ) ) ).toContain(
			'trusted_proxies'
		);
	}
	const after = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	expect( after.trusted_proxies ).toEqual( [] );
} );

test( 'every public read route answers Cache-Control and an ETag (304 when unchanged); per-visitor routes answer no-store', async () => {
	const guest = await anonymous();
	const index = await json( await guest.get( '/wp-json/eventsmith/v2' ) );
	// Collections only: routes of one record (an embed, an event's ticket types)
	// check their own cache headers in their specs, and POST-only routes
	// (checkout) are not read routes.
	const routes = Object.keys( index.routes ).filter(
		( route ) =>
			route.startsWith( '/eventsmith/v2/public/' ) &&
			! route.includes( '(?P<' ) &&
			index.routes[ route ].methods.includes( 'GET' )
	);
	expect( routes ).toContain( '/eventsmith/v2/public/occurrences' );
	const query = '?start=2031-09-01&end=2031-09-30&taxonomy=category';
	for ( const route of routes ) {
		const first = await guest.get( `/wp-json${ route }${ query }` );
		expect( first.status(), route ).toBe( 200 );
		const headers = first.headers();
		expect( headers[ 'cache-control' ], route ).toMatch(
			/public, max-age=\d+/
		);
		expect( headers.etag, route ).toMatch( /^(W\/)?"[^"]+"$/ );
		const again = await guest.get( `/wp-json${ route }${ query }`, {
			headers: { 'If-None-Match': headers.etag ?? '' },
		} );
		expect( again.status(), route ).toBe( 304 );
	}

	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'No-store answers', 10 );
	const token = await guest.post(
		`/wp-json/eventsmith/v2/events/${ eventId }/rsvp/token`
	);
	expect( token.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const answer = await guest.post(
		`/wp-json/eventsmith/v2/events/${ eventId }/rsvp`,
		{
			data: going( 1 ),
			headers: {
				'X-Eventsmith-Nonce': ( await json( token ) ).token,
			},
		}
	);
	expect( answer.status() ).toBe( 201 );
	expect( answer.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	await guest.dispose();
} );
