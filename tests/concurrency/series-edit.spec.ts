/**
 * Editing a series while it sells (issue 32, item 1): 50 RSVPs and ticket
 * orders land on its occurrences at the same moment as staff fix the
 * series' title and cancel one occurrence. Every occurrence keeps its id,
 * no attendee, booking or answer points at a deleted event, no occurrence
 * holds more seats than it has, and the cancellation stays.
 */
import { expect, test } from '@playwright/test';
import { placeOrder } from '../support/bookings';
import { createEvent, oneDay } from '../support/events';
import { json, type Json } from '../support/json';
import { going, visitor } from '../support/rsvp';
import { ADMIN, session } from '../support/wordpress';
import { burst, report } from './burst';

const EVENTS = '/eventsmith/v2/events';
const OCCURRENCES = 5;
const REQUESTS = 50;
const RSVP_PLACES = 8;
const TICKETS = 6;

test( 'series edit keeps sold occurrences (32.1): 50 bookings and RSVPs racing a title edit and a cancellation orphan and oversell nothing', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const guest = await visitor();
	const token = `SeriesRace${ Date.now().toString( 36 ) }`;
	const series = await createEvent( admin, {
		title: `${ token } Choir`,
		status: 'publish',
		...oneDay( '2031-06-02', '19:00', '21:00' ),
		total_ticket: TICKETS,
		rsvp: { enabled: true, capacity: RSVP_PLACES, max_per_submission: 1 },
		recurring_enabled: 'yes',
		recurrence: {
			freq: 'weekly',
			interval: 1,
			by_day: [ 'MO' ],
			count: OCCURRENCES,
		},
	} );
	const listed = await json(
		await admin.rest(
			'GET',
			`${ EVENTS }?search_keyword=${ token }&per_page=50&status=all`
		)
	);
	const ids = ( listed.items as Json[] )
		.filter( ( item ) => item.parent === series.id )
		.sort( ( a, b ) => ( a.start_date < b.start_date ? -1 : 1 ) )
		.map( ( item ) => item.id as number );
	expect( ids ).toHaveLength( OCCURRENCES );
	const cancelledId = ids[ 2 ];

	// Even requests answer going (10 per occurrence for 8 places), odd ones
	// order two tickets (5 per occurrence for 6 seats); the edit and the
	// cancellation go out with them.
	const pending = burst( REQUESTS, ( n ) => {
		const occurrence = ids[ Math.floor( n / 2 ) % OCCURRENCES ];
		return n % 2 === 0
			? guest.rsvp( occurrence, going( n ) )
			: placeOrder( admin, occurrence, n, 2 );
	} );
	const [ edit, cancel, answers ] = await Promise.all( [
		admin.rest( 'PUT', `${ EVENTS }/${ series.id }`, {
			title: `${ token } Chorus`,
		} ),
		admin.rest( 'PUT', `${ EVENTS }/${ cancelledId }`, {
			cancelled: true,
		} ),
		pending,
	] );
	expect( edit.status(), await edit.text() ).toBe( 200 );
	expect( cancel.status(), await cancel.text() ).toBe( 200 );
	const statuses = answers.map( ( answer ) => answer.status() );
	expect(
		statuses.filter( ( s ) => s >= 500 ),
		statuses.join( ',' )
	).toHaveLength( 0 );
	expect( statuses.filter( ( s ) => s === 201 ).length ).toBeGreaterThan( 0 );

	const stateResponse = await admin.rest(
		'GET',
		`/eventsmith-test/v1/series-state?parent=${ series.id }&ids=${ ids.join(
			','
		) }`
	);
	expect( stateResponse.status() ).toBe( 200 );
	const state = await json( stateResponse );
	expect( state.orphaned ).toBe( 0 );
	expect( state.oversold ).toBe( 0 );
	expect( state.occurrences_kept ).toBe( OCCURRENCES );
	const cancelled = await json(
		await admin.rest( 'GET', `${ EVENTS }/${ cancelledId }` )
	);
	expect( cancelled.cancelled ).toBe( true );
	expect( cancelled.parent ).toBe( series.id );
	expect(
		( await json( await admin.rest( 'GET', `${ EVENTS }/${ ids[ 0 ] }` ) ) )
			.title
	).toBe( `${ token } Chorus` );
	report( 'series-edit', {
		occurrences_kept: state.occurrences_kept,
		orphaned: state.orphaned,
		oversold: state.oversold,
	} );
} );
