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
		pages: 0,
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
