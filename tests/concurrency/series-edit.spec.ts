/**
 * Editing a series while its waitlist claims (issue 32, item 1): one
 * occurrence of a weekly series is full and 50 people wait for it; 50 places
 * are freed and offered, and the 50 claim links are clicked at the same
 * moment as staff fix the series' title and cancel another occurrence.
 * Every occurrence keeps its id, no attendee, booking, answer or waitlist
 * row points at a deleted event, no occurrence holds more places than it
 * has, every claim is taken or clearly refused, each taken claim holds
 * exactly one place, and the cancellation stays.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../support/events';
import { json, type Json } from '../support/json';
import { going, visitor } from '../support/rsvp';
import { CLAIM, waitlistEntries, waitlistRoute } from '../support/waitlist';
import { ADMIN, session } from '../support/wordpress';
import { burst, report } from './burst';

const EVENTS = '/eventsmith/v2/events';
const OCCURRENCES = 4;
const PLACES = 50;
const CLAIMS = 50;

test( 'series edit keeps claimed occurrences (32.1): 50 waitlist claims racing a title edit and a cancellation orphan, oversell and double-book nothing', async () => {
	test.setTimeout( 150_000 );
	const admin = await session( ADMIN );
	const guest = await session( null );
	const answering = await visitor();
	const token = `SeriesRace${ Date.now().toString( 36 ) }`;
	const series = await createEvent( admin, {
		title: `${ token } Choir`,
		status: 'publish',
		...oneDay( '2031-06-02', '19:00', '21:00' ),
		rsvp: { enabled: true, capacity: PLACES, max_per_submission: 1 },
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
	const fullId = ids[ 1 ]!;
	const cancelledId = ids[ 2 ]!;

	// The second occurrence fills up, then 50 people join its waitlist.
	const answers = await burst( PLACES, ( n ) =>
		answering.rsvp( fullId, going( n ) )
	);
	expect( answers.map( ( a ) => a.status() ) ).toEqual(
		Array( PLACES ).fill( 201 )
	);
	const joins = await burst( CLAIMS, ( n ) =>
		guest.rest( 'POST', waitlistRoute( fullId ), {
			name: `Claimer ${ n }`,
			email: `claimer${ n }@example.com`,
		} )
	);
	expect( joins.map( ( j ) => j.status() ) ).toEqual(
		Array( CLAIMS ).fill( 201 )
	);

	// Cancelling the 50 answers frees 50 places: each is offered, with a
	// claim link, to the next in line.
	await admin.rest( 'POST', '/eventsmith-test/v1/waitlist/capture', {
		on: 1,
	} );
	const seated = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ fullId }&per_page=100`
			)
		)
	).items as Json[];
	expect( seated ).toHaveLength( PLACES );
	const freed = await burst( PLACES, ( n ) =>
		admin.rest( 'DELETE', `/eventsmith/v2/attendees/${ seated[ n ]!.id }` )
	);
	expect( freed.map( ( f ) => f.status() ) ).toEqual(
		Array( PLACES ).fill( 200 )
	);
	const offers = ( await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/waitlist/offers' )
	) ) as Json[];
	await admin.rest( 'POST', '/eventsmith-test/v1/waitlist/capture', {
		on: 0,
	} );
	const tokens = [ ...new Set( offers.map( ( o ) => o.token as string ) ) ];
	expect( tokens ).toHaveLength( CLAIMS );

	// All 50 claims, the series' title edit and the cancellation of the
	// third occurrence go out at once.
	const pending = burst( CLAIMS, ( n ) =>
		guest.rest( 'POST', CLAIM, { token: tokens[ n ] } )
	);
	const [ edit, cancel, claims ] = await Promise.all( [
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
	const statuses = claims.map( ( claim ) => claim.status() );
	expect(
		statuses.filter( ( s ) => s >= 500 ),
		statuses.join( ',' )
	).toHaveLength( 0 );
	// A claim is taken (201) or refused with a status and a message saying why.
	for ( const claim of claims.filter( ( c ) => c.status() !== 201 ) ) {
		expect( claim.status(), await claim.text() ).toBeGreaterThanOrEqual(
			400
		);
		expect( ( await json( claim ) ).message ).toBeTruthy();
	}
	const won = statuses.filter( ( s ) => s === 201 ).length;
	expect( won ).toBeGreaterThan( 0 );

	// Each taken claim holds exactly one place on the occurrence.
	const after = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ fullId }&search=claimer&per_page=100`
		)
	);
	expect( after.total_items ).toBeLessThanOrEqual( 100 );
	const active = ( after.items as Json[] ).filter(
		( a ) => a.status === 'active'
	);
	const claimers = active.filter( ( a ) =>
		/^claimer\d+@example\.com$/.test( String( a.email ) )
	);
	expect( claimers ).toHaveLength( won );
	expect( new Set( claimers.map( ( a ) => a.email ) ).size ).toBe( won );
	expect(
		( await waitlistEntries( admin, fullId ) ).filter(
			( e ) => e.state === 'claimed'
		)
	).toHaveLength( won );

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
	const full = await json(
		await admin.rest( 'GET', `${ EVENTS }/${ fullId }` )
	);
	expect( full.title ).toBe( `${ token } Chorus` );
	expect( full.cancelled ).toBe( false );
	report( 'series-edit', {
		occurrences_kept: state.occurrences_kept,
		orphaned: state.orphaned,
		oversold: state.oversold,
	} );
} );
