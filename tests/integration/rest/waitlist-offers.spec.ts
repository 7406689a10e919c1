/**
 * Waitlists (issue item 27.5), offers and claims: a freed seat (a refund, a
 * cancelled RSVP, a raised capacity) is held for the first in line and
 * offered by e-mail with a single-use claim link; a lapsed offer passes on.
 * Joining and the staff's list: waitlist-join.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { rsvpEvent, visitor, going } from '../../support/rsvp';
import {
	CLAIM,
	claimTokens,
	soldOutType,
	takeMail,
	waitlistEntries,
	waitlistRoute,
} from '../../support/waitlist';
import { ADMIN, session } from '../../support/wordpress';

test( 'WL-02 a refund offers the seat to the first in line; a lapsed offer passes on; a late claim takes nothing; a claim books once', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId, bookings } = await soldOutType(
		admin,
		'Waitlist offers',
		1
	);
	for ( const person of [ 'first', 'second', 'third' ] ) {
		const joined = await guest.rest( 'POST', waitlistRoute( eventId ), {
			name: `Person ${ person }`,
			email: `${ person }@example.com`,
			ticket_type_id: typeId,
		} );
		expect( joined.status() ).toBe( 201 );
	}
	await takeMail( admin );

	const refund = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ bookings[ 0 ] }/refund`
	);
	expect( refund.status(), await refund.text() ).toBe( 200 );
	const offers = await takeMail( admin );
	expect( offers.map( ( m ) => m.to ) ).toEqual( [ 'first@example.com' ] );
	expect( offers[ 0 ]!.subject ).toBe(
		'A place is free for you: Waitlist offers — Standard'
	);
	const firstToken = claimTokens( offers ).get( 'first@example.com' )!;
	expect( firstToken ).toMatch( /^[a-f0-9]{40}$/ );

	let entries = await waitlistEntries( admin, eventId );
	expect( entries.map( ( e ) => [ e.email, e.state ] ) ).toEqual( [
		[ 'first@example.com', 'offered' ],
		[ 'second@example.com', 'waiting' ],
		[ 'third@example.com', 'waiting' ],
	] );
	expect(
		Date.parse( entries[ 0 ]!.hold_until ) - Date.now()
	).toBeGreaterThan( 23 * 3600_000 );
	// The held seat is nobody else's: the type still shows sold out.
	const types = await json(
		await guest.rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	expect( types[ 0 ]!.remaining ).toBe( 0 );

	// The first person's hold runs out and the sweep passes the seat on.
	const lapsed = await json(
		await admin.rest(
			'POST',
			`/eventsmith-test/v1/waitlist/${ entries[ 0 ]!.id }/lapse`,
			{ sweep: 1 }
		)
	);
	expect( lapsed.state ).toBe( 'expired' );
	const passed = await takeMail( admin );
	expect( passed.map( ( m ) => m.to ) ).toEqual( [ 'second@example.com' ] );
	const secondToken = claimTokens( passed ).get( 'second@example.com' )!;

	const late = await guest.rest( 'POST', CLAIM, { token: firstToken } );
	expect( late.status() ).toBe( 409 );
	expect( ( await json( late ) ).message ).toMatch(
		/^This offer expired on .+ and the place has passed to the next person on the waitlist\.$/
	);

	const claims = await Promise.all( [
		guest.rest( 'POST', CLAIM, { token: secondToken } ),
		guest.rest( 'POST', CLAIM, { token: secondToken } ),
	] );
	expect( claims.map( ( c ) => c.status() ).sort() ).toEqual( [ 200, 201 ] );
	const won = await json( claims.find( ( c ) => c.status() === 201 )! );
	expect( won.status ).toBe( 'completed' );
	expect( won.tickets ).toHaveLength( 1 );
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&search=second%40example.com`
		)
	);
	expect( attendees.total_items ).toBe( 1 );
	const ticketsMail = await takeMail( admin );
	expect( ticketsMail.map( ( m ) => m.to ) ).toContain(
		'second@example.com'
	);

	entries = await waitlistEntries( admin, eventId );
	expect( entries.map( ( e ) => e.state ) ).toEqual( [
		'expired',
		'claimed',
		'waiting',
	] );
	const ledger = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ eventId }`
		)
	);
	expect( ledger.active_attendees ).toBe( 1 );
	expect( Number( ledger.event_seats.taken ) ).toBe( 1 );
} );

test( 'WL-03 a claim after the hold ended but before the sweep says so, takes nothing and passes the seat on', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId, bookings } = await soldOutType(
		admin,
		'Waitlist late claim',
		1
	);
	for ( const person of [ 'early', 'next' ] ) {
		await guest.rest( 'POST', waitlistRoute( eventId ), {
			name: person,
			email: `${ person }@example.com`,
			ticket_type_id: typeId,
		} );
	}
	await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ bookings[ 0 ] }/refund`
	);
	const token = claimTokens( await takeMail( admin ) ).get(
		'early@example.com'
	)!;
	const early = ( await waitlistEntries( admin, eventId ) )[ 0 ]!;
	await admin.rest(
		'POST',
		`/eventsmith-test/v1/waitlist/${ early.id }/lapse`
	);

	const late = await guest.rest( 'POST', CLAIM, { token } );
	expect( late.status() ).toBe( 409 );
	expect( ( await json( late ) ).message ).toContain(
		'has passed to the next person on the waitlist'
	);
	expect( [ ...claimTokens( await takeMail( admin ) ).keys() ] ).toEqual( [
		'next@example.com',
	] );
	expect(
		( await waitlistEntries( admin, eventId ) ).map( ( e ) => e.state )
	).toEqual( [ 'expired', 'offered' ] );
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&search=early%40example.com`
		)
	);
	expect( attendees.total_items ).toBe( 0 );
} );

test( 'WL-04 a cancelled RSVP place goes to the RSVP waitlist; claiming books an RSVP ticket', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const eventId = await rsvpEvent( admin, 'Waitlist RSVP', 1 );
	const answer = await ( await visitor() ).rsvp( eventId, going( 1 ) );
	expect( answer.status(), await answer.text() ).toBe( 201 );
	const joined = await guest.rest( 'POST', waitlistRoute( eventId ), {
		name: 'Rita',
		email: 'rita@example.com',
	} );
	expect( joined.status(), await joined.text() ).toBe( 201 );
	await takeMail( admin );

	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	const cancelled = await admin.rest(
		'DELETE',
		`/eventsmith/v2/attendees/${ attendees.items[ 0 ].id }`
	);
	expect( cancelled.status() ).toBe( 200 );
	const token = claimTokens( await takeMail( admin ) ).get(
		'rita@example.com'
	)!;
	expect( token ).toBeTruthy();

	const claimed = await guest.rest( 'POST', CLAIM, { token } );
	expect( claimed.status(), await claimed.text() ).toBe( 201 );
	const after = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	expect( after.items.map( ( a: Json ) => a.email ) ).toEqual( [
		'rita@example.com',
	] );
	expect( after.items[ 0 ].rsvp_id ).toBeGreaterThan( 0 );
} );

test( "WL-06 raising a sold-out type's capacity offers the new seats to the first in line at once", async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId } = await soldOutType( admin, 'Waitlist raise', 1 );
	for ( const person of [ 'ray', 'sam', 'tom' ] ) {
		await guest.rest( 'POST', waitlistRoute( eventId ), {
			name: person,
			email: `${ person }@example.com`,
			ticket_type_id: typeId,
		} );
	}
	await takeMail( admin );
	const raised = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{
			ticket_types: [
				{
					id: typeId,
					name: 'Standard',
					capacity: 3,
					max_per_order: 10,
				},
			],
		}
	);
	expect( raised.status(), await raised.text() ).toBe( 200 );
	// The request sent its first offer and queued the next for the background
	// batch (26.5: no request waits for more than one message).
	const progress = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/mail-queue?event_id=${ eventId }`
		)
	);
	expect( progress.queued ).toBe( 1 );
	const offers = await takeMail( admin ); // Runs the queue's batch first.
	expect( [ ...claimTokens( offers ).keys() ] ).toEqual( [
		'ray@example.com',
		'sam@example.com',
	] );
	expect( offers[ 1 ]!.html ).toContain( 'Claim your place' );
	expect( offers[ 1 ]!.html ).toContain( 'eventsmith_waitlist_claim=' );
	expect(
		( await waitlistEntries( admin, eventId ) ).map( ( e ) => e.state )
	).toEqual( [ 'offered', 'offered', 'waiting' ] );
} );

test( "WL-07 raising a full event's RSVP places offers them to the RSVP waitlist at once", async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const eventId = await rsvpEvent( admin, 'Waitlist RSVP raise', 1 );
	const answer = await ( await visitor() ).rsvp( eventId, going( 1 ) );
	expect( answer.status(), await answer.text() ).toBe( 201 );
	for ( const person of [ 'una', 'val' ] ) {
		const joined = await guest.rest( 'POST', waitlistRoute( eventId ), {
			name: person,
			email: `${ person }@example.com`,
		} );
		expect( joined.status(), await joined.text() ).toBe( 201 );
	}
	await takeMail( admin );

	const raised = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }`,
		{
			rsvp: { enabled: true, capacity: 2, max_per_submission: 1 },
		}
	);
	expect( raised.status(), await raised.text() ).toBe( 200 );
	// Offered by the request that saved it, not by the next five-minute sweep.
	expect(
		( await waitlistEntries( admin, eventId ) ).map( ( e ) => e.state )
	).toEqual( [ 'offered', 'waiting' ] );
	expect( [ ...claimTokens( await takeMail( admin ) ).keys() ] ).toEqual( [
		'una@example.com',
	] );
} );
