/**
 * FE-02, FE-03: the scoped attendee list, over REST (/my/attendees) and as
 * the eventsmith/attendee-list block. Two vendors each author an event with
 * attendees; each sees only their own. Staff with the attendee permission
 * and administrators see every event.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { publishPage } from '../../support/pages';
import { rsvpEvent, visitor } from '../../support/rsvp';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';

const ROUTE = '/eventsmith/v2/my/attendees';
const RUN = Date.now().toString( 36 );

type Vendor = { username: string; session: Session; eventId: number };

let admin: Session;
let one: Vendor;
let two: Vendor;
let filtered: Vendor;
let pageUrl: string;

async function vendor(
	name: string,
	attendee: string,
	mark: 'capability' | 'filter'
): Promise< Vendor > {
	const credentials = await ensureUser( 'subscriber', `${ name }-${ RUN }` );
	const marked =
		mark === 'capability'
			? await admin.rest( 'POST', '/eventsmith-test/v1/grant', {
					username: credentials.username,
					capability: 'eventsmith_vendor',
				} )
			: await admin.rest( 'POST', '/eventsmith-test/v1/filter-vendor', {
					username: credentials.username,
				} );
	expect( marked.status() ).toBe( 200 );
	const eventId = await rsvpEvent( admin, `${ name } show ${ RUN }`, 10, 2 );
	const handed = await admin.rest(
		'POST',
		'/eventsmith-test/v1/event-author',
		{
			event_id: eventId,
			username: credentials.username,
		}
	);
	expect( handed.status() ).toBe( 200 );
	const guest = await visitor();
	const sent = await guest.rsvp( eventId, {
		response: 'going',
		attendees: [
			{ name: attendee, email: `${ name }-guest-${ RUN }@example.org` },
		],
	} );
	expect( sent.status(), await sent.text() ).toBe( 201 );
	return {
		username: credentials.username,
		session: await session( credentials ),
		eventId,
	};
}

const names = ( list: Json ) =>
	( list.items as Json[] ).map( ( a ) => a.name as string ).sort();

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	admin = await session( ADMIN );
	one = await vendor( 'vendor-one', `Ann One ${ RUN }`, 'capability' );
	two = await vendor( 'vendor-two', `Bea Two ${ RUN }`, 'capability' );
	filtered = await vendor( 'vendor-filter', `Cy Filter ${ RUN }`, 'filter' );
	// Vendor one's attendee is checked in at the door.
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ one.eventId }`
		)
	);
	const checked = await json(
		await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code: list.items[ 0 ].ticket_code,
			event_id: one.eventId,
		} )
	);
	expect( checked.data.status_code ).toBe( 2 );
	pageUrl = await publishPage(
		`Attendees ${ RUN }`,
		'<!-- wp:eventsmith/attendee-list {"perPage":20} /-->'
	);
} );

test( 'FE-02 each vendor answers only their own attendees, with check-in and no other personal data', async () => {
	const first = await json(
		await one.session.rest( 'GET', `${ ROUTE }?search=${ RUN }` )
	);
	expect( names( first ) ).toEqual( [ `Ann One ${ RUN }` ] );
	expect( first.total_items ).toBe( 1 );
	expect( Object.keys( first.items[ 0 ] ).sort() ).toEqual( [
		'checked_in',
		'checked_in_at',
		'email',
		'event_id',
		'event_title',
		'id',
		'name',
		'status',
		'ticket_type',
	] );
	expect( first.items[ 0 ] ).toMatchObject( {
		event_id: one.eventId,
		event_title: `vendor-one show ${ RUN }`,
		checked_in: true,
	} );
	expect( first.items[ 0 ].checked_in_at ).toMatch( /^\d{4}-\d\d-\d\d / );

	// Without a search: still nothing but vendor one's own events.
	const all = await json( await one.session.rest( 'GET', ROUTE ) );
	expect(
		( all.items as Json[] ).every( ( a ) => a.event_id === one.eventId )
	).toBe( true );

	const second = await json(
		await two.session.rest( 'GET', `${ ROUTE }?search=${ RUN }` )
	);
	expect( names( second ) ).toEqual( [ `Bea Two ${ RUN }` ] );
	expect( second.items[ 0 ] ).toMatchObject( {
		checked_in: false,
		checked_in_at: null,
	} );
} );

test( "FE-02 another vendor's event is refused, never listed", async () => {
	const other = await one.session.rest(
		'GET',
		`${ ROUTE }?event_id=${ two.eventId }`
	);
	expect( other.status() ).toBe( 403 );
	expect( await other.text() ).not.toContain( 'Bea Two' );
	expect(
		(
			await two.session.rest(
				'GET',
				`${ ROUTE }?event_id=${ one.eventId }`
			)
		).status()
	).toBe( 403 );
	const own = await json(
		await one.session.rest( 'GET', `${ ROUTE }?event_id=${ one.eventId }` )
	);
	expect( names( own ) ).toEqual( [ `Ann One ${ RUN }` ] );
} );

test( 'FE-02 a vendor marked by the eventsmith_is_vendor filter sees their own attendees', async () => {
	const list = await json(
		await filtered.session.rest( 'GET', `${ ROUTE }?search=${ RUN }` )
	);
	expect( names( list ) ).toEqual( [ `Cy Filter ${ RUN }` ] );
} );

test( 'FE-03 visitors get 401, subscribers 403; staff and administrators see every event', async () => {
	expect(
		( await ( await session( null ) ).rest( 'GET', ROUTE ) ).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( ( await subscriber.rest( 'GET', ROUTE ) ).status() ).toBe( 403 );
	expect(
		( await admin.rest( 'GET', `${ ROUTE }?per_page=51` ) ).status()
	).toBe( 400 );

	const expected = [
		`Ann One ${ RUN }`,
		`Bea Two ${ RUN }`,
		`Cy Filter ${ RUN }`,
	];
	for ( const who of [
		admin,
		await sessionWithOnly( 'eventsmith_manage_attendee' ),
	] ) {
		const list = await json(
			await who.rest( 'GET', `${ ROUTE }?search=${ RUN }&per_page=50` )
		);
		expect( names( list ) ).toEqual( expected );
		expect(
			(
				await who.rest( 'GET', `${ ROUTE }?event_id=${ two.eventId }` )
			).status()
		).toBe( 200 );
	}
} );

test( 'FE-02 FE-03 the block shows each vendor only their attendees, uncached', async () => {
	const first = await one.session.request.get( pageUrl );
	expect( first.status() ).toBe( 200 );
	expect( first.headers()[ 'cache-control' ] ).toContain( 'no-cache' );
	const html = await first.text();
	expect( html ).toContain( `Ann One ${ RUN }` );
	expect( html ).toContain( 'Checked in at ' );
	expect( html ).not.toContain( `Bea Two ${ RUN }` );
	expect( html ).not.toContain( `Cy Filter ${ RUN }` );
	// The event picker offers only the vendor's own events.
	expect( html ).toContain( `vendor-one show ${ RUN }` );
	expect( html ).not.toContain( `vendor-two show ${ RUN }` );

	const sneaky = await (
		await one.session.request.get(
			`${ pageUrl }${ pageUrl.includes( '?' ) ? '&' : '?' }attendee_event=${ two.eventId }`
		)
	).text();
	expect( sneaky ).not.toContain( `Bea Two ${ RUN }` );

	const second = await ( await two.session.request.get( pageUrl ) ).text();
	expect( second ).toContain( `Bea Two ${ RUN }` );
	expect( second ).toContain( 'Not checked in' );
	expect( second ).not.toContain( `Ann One ${ RUN }` );

	const adminHtml = await (
		await admin.request.get(
			`${ pageUrl }${ pageUrl.includes( '?' ) ? '&' : '?' }attendee_search=${ RUN }`
		)
	).text();
	for ( const name of [ 'Ann One', 'Bea Two', 'Cy Filter' ] ) {
		expect( adminHtml ).toContain( `${ name } ${ RUN }` );
	}
} );

test( 'FE-03 the block asks visitors to log in and tells other users politely', async () => {
	const anonymous = await session( null );
	const visitorHtml = await ( await anonymous.request.get( pageUrl ) ).text();
	expect( visitorHtml ).toContain(
		'Please log in to see the attendees of your events.'
	);
	expect( visitorHtml ).toContain( 'wp-login.php?redirect_to=' );
	expect( visitorHtml ).not.toContain( RUN + '@' );

	const subscriber = await session( await ensureUser( 'subscriber' ) );
	const denied = await ( await subscriber.request.get( pageUrl ) ).text();
	expect( denied ).toContain( 'your account cannot see attendee lists' );
	expect( denied ).not.toContain( `Ann One ${ RUN }` );
} );
