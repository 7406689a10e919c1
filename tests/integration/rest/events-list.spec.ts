/**
 * Listing events over REST /eventsmith/v2/events: the status filter across
 * timezones, recurrence, paging and date ranges, clone and delete. Totals
 * and title search: events-list-totals.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { createEvent, eventAround, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { listed } from '../support/rest';

const EVENTS = '/eventsmith/v2/events';

test( "the status filter agrees with each row's status for events in UTC+14 and UTC-12 around midnight", async () => {
	const admin = await session( ADMIN );
	const zones: Array< [ string, number ] > = [
		[ 'Pacific/Kiritimati', 14 ],
		[ 'Etc/GMT+12', -12 ],
	];
	const shapes: Array< [ string, number, number, string ] > = [
		[ 'running', -90, 90, 'ongoing' ],
		[ 'ended', -180, -2, 'expired' ],
		[ 'soon', 5, 120, 'upcoming' ],
	];
	for ( const [ zone, offset ] of zones ) {
		for ( const [ name, from, to, expected ] of shapes ) {
			const event = await createEvent(
				admin,
				eventAround( `TZ ${ zone } ${ name }`, zone, offset, from, to )
			);
			expect( event.status, `${ zone } ${ name }` ).toBe( expected );
		}
	}

	for ( const [ filter, status ] of [
		[ 'ongoing', 'ongoing' ],
		[ 'upcoming', 'upcoming' ],
		[ 'past', 'expired' ],
	] ) {
		const found = await listed(
			admin,
			EVENTS,
			`status=${ filter }&search_keyword=TZ%20&per_page=50`
		);
		expect( found.total_items, filter ).toBe( 2 );
		for ( const item of found.items ) {
			expect( item.status, `${ item.title } under ${ filter }` ).toBe(
				status
			);
		}
	}
	const all = await listed(
		admin,
		EVENTS,
		'status=all&search_keyword=TZ%20&per_page=50'
	);
	expect( all.total_items ).toBe( 6 );
} );

test( 'a weekly rule with exclusions expands into child occurrences listed with their parent', async () => {
	const admin = await session( ADMIN );
	const parent = await createEvent( admin, {
		title: 'Weekly Yoga',
		...oneDay( '2031-03-03', '18:00', '19:00', 'Europe/Berlin' ),
		recurring_enabled: 'yes',
		recurrence: {
			freq: 'weekly',
			interval: 1,
			by_day: [ 'MO', 'WE' ],
			count: 6,
			exclusions: [ '2031-03-05' ],
		},
	} );
	expect( parent.recurring_enabled ).toBe( 'yes' );

	const found = await listed(
		admin,
		EVENTS,
		'search_keyword=Weekly%20Yoga&per_page=50'
	);
	const children = found.items.filter(
		( item: Json ) => item.parent === parent.id
	);
	expect( children.map( ( c: Json ) => c.start_date ).sort() ).toEqual( [
		'2031-03-03',
		'2031-03-10',
		'2031-03-12',
		'2031-03-17',
		'2031-03-19',
	] );
	expect(
		found.items.find( ( item: Json ) => item.id === parent.id ).parent
	).toBe( 0 );
	for ( const child of children ) {
		expect( child.start_time ).toBe( '18:00' );
		expect( child.timezone ).toBe( 'Europe/Berlin' );
	}
} );

test( 'ADM-API-05..07: clone copies everything but sales; delete (one id or a bulk list) moves to the trash and out of the list', async () => {
	const admin = await session( ADMIN );
	const source = await createEvent( admin, {
		title: 'Clone Source',
		...oneDay( '2031-05-01', '10:00', '11:00' ),
		total_ticket: 120,
		rsvp: { enabled: true, capacity: 50, max_per_submission: 4 },
	} );

	const cloned = await admin.rest(
		'POST',
		`/eventsmith/v2/events/${ source.id }/clone`
	);
	expect( cloned.status() ).toBe( 201 );
	const copy = await json( cloned );
	expect( copy.id ).not.toBe( source.id );
	expect( copy ).toMatchObject( {
		title: 'Clone Source',
		total_ticket: 120,
		sold_tickets: 0,
		status: 'draft',
		rsvp: { enabled: true, capacity: 50, max_per_submission: 4 },
	} );

	const again = await json(
		await admin.rest( 'POST', `/eventsmith/v2/events/${ source.id }/clone` )
	);
	const single = await admin.rest(
		'DELETE',
		`/eventsmith/v2/events/${ again.id }`
	);
	expect( single.status() ).toBe( 200 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ again.id }` )
		).status()
	).toBe( 404 );
	expect(
		( await listed( admin, EVENTS, 'search_keyword=Clone%20Source' ) )
			.total_items
	).toBe( 2 );

	const bulk = await admin.rest(
		'DELETE',
		`/eventsmith/v2/events?ids=${ source.id },${ copy.id }`
	);
	expect( bulk.status() ).toBe( 200 );
	expect(
		( await listed( admin, EVENTS, 'search_keyword=Clone%20Source' ) )
			.total_items
	).toBe( 0 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ source.id }` )
		).status()
	).toBe( 404 );
} );

test( 'ADM-API-01, 02, 04: list answers {items, total_items} with every event field and pages by per_page', async () => {
	const admin = await session( ADMIN );
	for ( const n of [ 1, 2, 3 ] ) {
		await createEvent( admin, {
			title: `Paging ${ n }`,
			...oneDay( `2032-01-0${ n }`, '10:00', '11:00' ),
		} );
	}
	const first = await listed(
		admin,
		EVENTS,
		'search_keyword=Paging&per_page=2&paged=1'
	);
	const second = await listed(
		admin,
		EVENTS,
		'search_keyword=Paging&per_page=2&paged=2'
	);

	expect( first.total_items ).toBe( 3 );
	for ( const key of [
		'id',
		'title',
		'start_date',
		'end_date',
		'start_time',
		'end_time',
		'timezone',
		'location',
		'parent',
		'recurring_enabled',
		'status',
		'sold_tickets',
		'total_ticket',
		'link',
		'certificate_template',
	] ) {
		expect( first.items[ 0 ] ).toHaveProperty( key );
	}
	expect( first.items.map( ( i: Json ) => i.title ) ).toEqual( [
		'Paging 3',
		'Paging 2',
	] );
	expect( second.items.map( ( i: Json ) => i.title ) ).toEqual( [
		'Paging 1',
	] );

	const ranged = await listed(
		admin,
		EVENTS,
		'search_keyword=Paging&start_date=2032-01-02&end_date=2032-01-02'
	);
	expect( ranged.items.map( ( i: Json ) => i.title ) ).toEqual( [
		'Paging 2',
	] );
} );
