/**
 * Public pages through Varnish, as logged-out visitors get them: changes
 * show within the purge window, nothing of one visitor reaches another, and
 * the RSVP rate limit counts each visitor behind the proxies.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../support/events';
import { json, type Json } from '../support/json';
import { rsvpEvent } from '../support/rsvp';
import { ADMIN, ensureUser, session, type Session } from '../support/wordpress';
import { record } from './stack';
import { page, visit } from './visitor';

test.describe.configure( { mode: 'serial' } );

/** How long a purge may take to show (PURGE is sent when the edit's request ends). */
const PURGE_WINDOW_MS = 3000;
const VISITOR = '127.0.0.2';

/**
 * Fetches a page until it shows what it should or the purge window ends.
 *
 * @param path  Page.
 * @param shows Whether the page shows the change.
 * @return Whether it did within the window.
 */
async function freshWithinWindow(
	path: string,
	shows: ( html: string ) => boolean
): Promise< boolean > {
	const until = Date.now() + PURGE_WINDOW_MS;
	do {
		if ( shows( ( await page( VISITOR, path ) ).body ) ) {
			return true;
		}
		await new Promise( ( r ) => setTimeout( r, 200 ) );
	} while ( Date.now() < until );
	return false;
}

/**
 * Loads pages until Varnish serves them from its cache (so a stale copy exists to be purged).
 *
 * @param paths Pages.
 */
async function cached( ...paths: string[] ) {
	for ( const path of paths ) {
		await page( VISITOR, path );
		const again = await page( VISITOR, path );
		expect( again.status, path ).toBe( 200 );
		expect(
			again.headers[ 'x-cache' ],
			`${ path } comes from the cache`
		).toBe( 'HIT' );
	}
}

/** The day after tomorrow, YYYY-MM-DD (UTC). */
function soonDay(): string {
	return new Date( Date.now() + 2 * 86_400_000 ).toISOString().slice( 0, 10 );
}

async function ticketedEvent( admin: Session, title: string ) {
	const event = await createEvent( admin, {
		title,
		// Soon, so it heads the upcoming list of /events/ whatever other specs created.
		...oneDay( soonDay(), '18:00', '22:00' ),
		total_ticket: 10,
	} );
	const types: Json[] = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ event.id }/ticket-types`,
			{ ticket_types: [ { name: 'Standard', capacity: 2 } ] }
		)
	);
	return {
		id: event.id as number,
		link: event.link as string,
		type: types[ 0 ]!,
	};
}

test( 'an edit, a sold-out ticket type and a cancellation show on cached public pages within the purge window', async () => {
	const admin = await session( ADMIN );
	const stamp = Date.now().toString( 36 );
	const event = await ticketedEvent( admin, `Harbour concert ${ stamp }` );
	const archive = '/events/';
	const stale: string[] = [];
	const check = async (
		what: string,
		path: string,
		shows: ( html: string ) => boolean
	) => {
		if ( ! ( await freshWithinWindow( path, shows ) ) ) {
			stale.push( `${ what }: ${ path }` );
		}
	};

	// 1. An edit of the title.
	await cached( event.link, archive );
	const renamed = `Harbour gala ${ stamp }`;
	expect(
		(
			await admin.rest( 'PUT', `/eventsmith/v2/events/${ event.id }`, {
				title: renamed,
			} )
		).status()
	).toBe( 200 );
	await check( 'edit', event.link, ( html ) => html.includes( renamed ) );
	await check( 'edit', archive, ( html ) => html.includes( renamed ) );

	// 2. The only ticket type sells out (two visitors buy the two tickets).
	await cached( event.link );
	expect( ( await page( VISITOR, event.link ) ).body ).not.toContain(
		'Sold out'
	);
	for ( const n of [ 1, 2 ] ) {
		const sale = await visit(
			`127.0.0.${ 10 + n }`,
			'POST',
			`/wp-json/eventsmith/v2/public/events/${ event.id }/checkout`,
			{
				buyer_name: `Buyer ${ n }`,
				buyer_email: `buyer${ n }@example.com`,
				tickets: { [ event.type.id ]: 1 },
				attendees: [
					{
						ticket_type_id: event.type.id,
						name: `Guest ${ n }`,
						email: `guest${ n }@example.com`,
					},
				],
			}
		);
		expect( sale.status, sale.body ).toBe( 201 );
	}
	await check( 'sold out', event.link, ( html ) =>
		html.includes( 'Sold out' )
	);

	// 3. The event is cancelled.
	const cancelledBadge =
		'wp-block-eventsmith-event-status__badge is-cancelled';
	await cached( event.link );
	expect( ( await page( VISITOR, event.link ) ).body ).not.toContain(
		cancelledBadge
	);
	expect(
		(
			await admin.rest( 'PUT', `/eventsmith/v2/events/${ event.id }`, {
				cancelled: true,
			} )
		).status()
	).toBe( 200 );
	await check( 'cancelled', event.link, ( html ) =>
		html.includes( cancelledBadge )
	);

	process.stdout.write(
		`production purge: checks=4 stale_pages=${ stale.length }\n`
	);
	record( { stale_pages: stale.length } );
	expect( stale, 'pages still stale after the purge window' ).toEqual( [] );
} );

test( 'no cached page carries one visitor\u2019s data to another', async () => {
	const admin = await session( ADMIN );
	const secret = `Ada Lovelock ${ Date.now().toString( 36 ) }`;
	// A member (not an author: their name is on no public page) with a private display name.
	const member = await ensureUser( 'subscriber', 'production-member' );
	const users = await json(
		await admin.rest(
			'GET',
			'/wp/v2/users?search=production-member&context=edit'
		)
	);
	expect(
		(
			await admin.rest( 'POST', `/wp/v2/users/${ users[ 0 ].id }`, {
				name: secret,
			} )
		).status()
	).toBe( 200 );
	const event = await ticketedEvent(
		admin,
		`Private view ${ secret.slice( -6 ) }`
	);
	const paths = [ event.link, '/events/', '/' ];
	// The logged-in member goes first: their pages greet them by name (the toolbar).
	const mine = await session( member );
	for ( const path of paths ) {
		const answer = await mine.request.get( path );
		expect( await answer.text(), `${ path } as the member` ).toContain(
			secret
		);
	}
	// A visitor who ordered, through the cache.
	const buyerEmail = `private.buyer.${ Date.now() }@example.com`;
	const sale = await visit(
		'127.0.0.21',
		'POST',
		`/wp-json/eventsmith/v2/public/events/${ event.id }/checkout`,
		{
			buyer_name: 'Private Buyer',
			buyer_email: buyerEmail,
			tickets: { [ event.type.id ]: 1 },
			attendees: [
				{
					ticket_type_id: event.type.id,
					name: 'Private Buyer',
					email: buyerEmail,
				},
			],
		}
	);
	expect( sale.status, sale.body ).toBe( 201 );
	const leaks: string[] = [];
	for ( const path of paths ) {
		for ( let n = 0; n < 2; n++ ) {
			const other = await page( '127.0.0.22', path );
			expect( other.status ).toBe( 200 );
			for ( const personal of [
				secret,
				buyerEmail,
				'wp-admin-bar',
				'action=logout',
			] ) {
				if ( other.body.includes( personal ) ) {
					leaks.push(
						`${ path } (${ other.headers[ 'x-cache' ] }) shows ${ personal }`
					);
				}
			}
			expect( other.headers[ 'set-cookie' ] ).toBeUndefined();
		}
	}
	expect( leaks, 'pieces of another visitor in a logged-out page' ).toEqual(
		[]
	);
	record( { leaked_pages: leaks.length } );
} );

test( 'RSVP-17 the RSVP rate limit counts each visitor behind Varnish and haproxy, not the proxies', async () => {
	const admin = await session( ADMIN );
	const limit = 3;
	await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
		limit,
	} );
	const declared = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		trusted_proxies: [ '127.0.0.1' ],
	} );
	expect( declared.status() ).toBe( 200 );
	const event = {
		id: await rsvpEvent( admin, 'RSVP behind the proxies', 100 ),
	};
	// The form's nonce as logged-out visitors get it.
	const nonce = JSON.parse(
		( await page( '127.0.0.30', '/wp-json/eventsmith-test/v1/rsvp-nonce' ) )
			.body
	).nonce;
	const answer = (
		from: string,
		n: number,
		headers: Record< string, string > = {}
	) =>
		visit(
			from,
			'POST',
			`/wp-json/eventsmith/v2/events/${ event.id }/rsvp`,
			{
				response: 'going',
				attendees: [
					{ name: `Guest ${ n }`, email: `guest${ n }@example.org` },
				],
			},
			{ 'X-Eventsmith-Nonce': nonce, ...headers }
		).then( ( a ) => a.status );
	try {
		const first: number[] = [];
		for ( let n = 0; n < limit + 1; n++ ) {
			// The last one claims to come from elsewhere: a forged header is not believed.
			first.push(
				await answer(
					'127.0.0.31',
					n,
					n === limit ? { 'X-Forwarded-For': '198.51.100.77' } : {}
				)
			);
		}
		expect( first, 'one visitor meets the limit' ).toEqual( [
			...Array( limit ).fill( 201 ),
			429,
		] );
		const others: number[] = [];
		for ( let n = 0; n < 3; n++ ) {
			others.push( await answer( `127.0.0.${ 32 + n }`, 100 + n ) );
		}
		expect(
			others,
			'other visitors are not counted with the first'
		).toEqual( [ 201, 201, 201 ] );
	} finally {
		await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			trusted_proxies: [],
		} );
		await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
			limit: 1000,
		} );
	}
} );
