/**
 * The demo seeding service: a realistic site, made once.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../support/json';
import { ADMIN, session } from '../support/wordpress';

test( 'the site was seeded at start with events in every status, a series, speakers and schedules', async () => {
	const admin = await session( ADMIN );
	const count = async ( route: string ) => {
		const response = await admin.rest( 'GET', route );
		expect( response.status(), route ).toBe( 200 );
		return response;
	};

	const all = await json(
		await count( '/eventsmith/v2/events?per_page=100' )
	);
	expect( all.total_items ).toBeGreaterThanOrEqual( 29 );
	for ( const status of [ 'draft', 'ongoing', 'upcoming', 'past' ] ) {
		const found = await json(
			await count( `/eventsmith/v2/events?status=${ status }&per_page=1` )
		);
		expect( found.total_items, status ).toBeGreaterThan( 0 );
	}
	const timezones = new Set(
		all.items.map( ( item: Json ) => item.timezone )
	);
	expect( timezones.size ).toBeGreaterThanOrEqual( 4 );

	const series = await json(
		await count(
			'/eventsmith/v2/events?search_keyword=Weekly%20Community%20Meetup&per_page=20'
		)
	);
	const parent = series.items.find(
		( item: Json ) => item.recurring_enabled === 'yes'
	);
	expect( parent ).toBeTruthy();
	expect(
		series.items.filter( ( item: Json ) => item.parent === parent.id )
			.length
	).toBe( 8 );

	const speakers = await count( '/eventsmith/v2/speakers?per_page=100' );
	expect(
		Number( speakers.headers()[ 'x-wp-total' ] )
	).toBeGreaterThanOrEqual( 15 );
	const organizers = await count(
		'/eventsmith/v2/speakers?category=organizer&per_page=100'
	);
	expect(
		Number( organizers.headers()[ 'x-wp-total' ] )
	).toBeGreaterThanOrEqual( 4 );
	expect(
		( await json( await count( '/eventsmith/v2/schedules' ) ) ).total_items
	).toBeGreaterThanOrEqual( 3 );
} );

test( 'every published demo event has speakers, an organizer, a programme, a place or online link and a featured image', async () => {
	const admin = await session( ADMIN );
	const all = await json(
		await admin.rest( 'GET', '/eventsmith/v2/events?per_page=100' )
	);
	const seeded: number[] = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/demo-events' )
	);
	const demo = all.items.filter(
		( item: Json ) =>
			seeded.includes( item.id ) &&
			item.post_status === 'publish' &&
			item.parent === 0
	);
	expect( demo.length ).toBeGreaterThanOrEqual( 20 );
	for ( const event of demo ) {
		expect( event.speakers.length, event.title ).toBeGreaterThan( 0 );
		expect( event.organizers.length, event.title ).toBeGreaterThan( 0 );
		expect( event.schedules.length, event.title ).toBe( 1 );
		expect( event.featured_image?.id, event.title ).toBeGreaterThan( 0 );
		expect(
			event.location?.address?.address || event.location?.online_url,
			event.title
		).toBeTruthy();
	}
	expect(
		demo.filter( ( event: Json ) => event.location?.online_url ).length
	).toBeGreaterThan( 0 );
	expect(
		demo.filter( ( event: Json ) => event.landing_template > 0 ).length
	).toBeGreaterThanOrEqual( 2 );
} );

test( 'GAP-01 GAP-02 GAP-05 the demo events have bookings (completed, refunded, pending), checked-in attendees and RSVP answers', async () => {
	const admin = await session( ADMIN );
	const bookings = await json(
		await admin.rest( 'GET', '/eventsmith/v2/bookings?per_page=100' )
	);
	const demo = bookings.items.filter( ( b: Json ) =>
		/^[a-z]+@example\.org$/.test( b.customer_email )
	);
	const byStatus = ( status: string ) =>
		demo.filter( ( b: Json ) => b.status === status );
	expect( byStatus( 'completed' ).length ).toBeGreaterThanOrEqual( 3 );
	expect( byStatus( 'refunded' ) ).toHaveLength( 1 );
	expect( byStatus( 'pending' ) ).toHaveLength( 1 );

	// The first demo sale (the list is newest first) is at the event whose door already opened.
	const eventId = byStatus( 'completed' ).at( -1 ).event_id;
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=100`
		)
	);
	const checkedIn = attendees.items.filter( ( a: Json ) => a.checked_in );
	expect( checkedIn.length ).toBeGreaterThan( 0 );
	expect( checkedIn.length ).toBeLessThan( attendees.items.length );
	const ledger = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ eventId }`
		)
	);
	expect( ledger.checkin_rows ).toBe( checkedIn.length );
	expect( ledger.bookings_short_of_attendees ).toBe( 0 );

	const refunded = byStatus( 'refunded' )[ 0 ];
	const refundedTickets = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ refunded.event_id }&search=${ refunded.customer_email }`
		)
	);
	expect( refundedTickets.items.map( ( a: Json ) => a.status ) ).toEqual( [
		'refunded',
	] );

	const rsvp = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/rsvp-report?event_id=${ eventId }`
		)
	);
	expect( rsvp.going ).toBeGreaterThanOrEqual( 2 );
	expect( rsvp.not_going ).toBeGreaterThanOrEqual( 1 );
	const declined = rsvp.items.find(
		( r: Json ) => r.response === 'not_going'
	);
	expect( declined.reason ).toBe( 'I am travelling that week.' );
} );

test( 'seeding again creates nothing twice', async () => {
	const admin = await session( ADMIN );
	const before = await json(
		await admin.rest( 'GET', '/eventsmith/v2/events?per_page=1' )
	);

	const again = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/seed' )
	);

	expect( again ).toMatchObject( {
		speakers: 0,
		schedules: 0,
		events: 0,
		event_details: 0,
		pages: 0,
		bookings: 0,
		rsvp_responses: 0,
		checkins: 0,
	} );
	const after = await json(
		await admin.rest( 'GET', '/eventsmith/v2/events?per_page=1' )
	);
	expect( after.total_items ).toBe( before.total_items );
} );

test( 'the count parameter adds that many events in bulk, listed like any other', async () => {
	const admin = await session( ADMIN );
	const before = await json(
		await admin.rest( 'GET', '/eventsmith/v2/events?per_page=1' )
	);

	const seeded = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/seed', { events: 250 } )
	);

	expect( seeded.bulk_events ).toBe( 250 );
	const after = await json(
		await admin.rest( 'GET', '/eventsmith/v2/events?per_page=1' )
	);
	expect( after.total_items ).toBe( before.total_items + 250 );
	const one = await json(
		await admin.rest(
			'GET',
			'/eventsmith/v2/events?search_keyword=Benchmark%20Event%20000007'
		)
	);
	expect( one.items[ 0 ] ).toMatchObject( {
		title: 'Benchmark Event 000007',
		parent: 0,
		post_status: 'publish',
	} );
} );
