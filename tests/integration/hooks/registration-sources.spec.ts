/**
 * One registration service (issue 32.2): a visitor's checkout, a staff
 * booking and a waitlist claim (a ticket, and an RSVP place) each fire
 * eventsmith_before_booking / eventsmith_after_booking (or the RSVP pair)
 * exactly once, with the source that placed them. Before this, a waitlist
 * claim fired neither and a staff booking fired none.
 */
import { expect, test } from '@playwright/test';
import { book, booking } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import {
	CLAIM,
	claimTokens,
	soldOutType,
	takeMail,
	waitlistRoute,
} from '../../support/waitlist';
import { ADMIN, session, type Session } from '../../support/wordpress';

const HOOKS = '/eventsmith-test/v1/hooks';

async function registrationHooks( admin: Session ): Promise< Json[] > {
	const { log } = await json( await admin.rest( 'GET', HOOKS ) );
	return ( log as Json[] ).filter( ( entry ) =>
		/^eventsmith_(before|after)_(booking|rsvp)$/.test( entry.hook )
	);
}

test.afterEach( async () => {
	await ( await session( ADMIN ) ).rest( 'DELETE', HOOKS, {} );
} );

test( 'a visitor checkout, a staff booking and a waitlist claim each fire before/after booking exactly once, with their source (32.2)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	await admin.rest( 'DELETE', HOOKS, { record: true } );
	// The visitor's checkout that fills the one seat.
	const { eventId, typeId, bookings } = await soldOutType(
		admin,
		'Hooked sources',
		1
	);
	expect( await registrationHooks( admin ) ).toEqual( [
		{
			hook: 'eventsmith_before_booking',
			event_id: eventId,
			quantity: 1,
			source: 'visitor',
		},
		{
			hook: 'eventsmith_after_booking',
			event_id: eventId,
			booking_id: bookings[ 0 ],
			status: 'completed',
			source: 'visitor',
		},
	] );

	await admin.rest( 'DELETE', HOOKS, { record: true } );
	const staff = await book(
		admin,
		booking( eventId, 'Desk Buyer', 'desk@example.org', {
			ticket_type: 'At the desk',
			price: 0,
			quantity: 2,
		} )
	);
	expect( await registrationHooks( admin ) ).toEqual( [
		{
			hook: 'eventsmith_before_booking',
			event_id: eventId,
			quantity: 2,
			source: 'staff',
		},
		{
			hook: 'eventsmith_after_booking',
			event_id: eventId,
			booking_id: staff.id,
			status: 'completed',
			source: 'staff',
		},
	] );

	const joined = await guest.rest( 'POST', waitlistRoute( eventId ), {
		name: 'Wait Ing',
		email: 'waiting@example.org',
		ticket_type_id: typeId,
	} );
	expect( joined.status(), await joined.text() ).toBe( 201 );
	await takeMail( admin );
	await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ bookings[ 0 ] }/refund`
	);
	const token = claimTokens( await takeMail( admin ) ).get(
		'waiting@example.org'
	)!;
	await admin.rest( 'DELETE', HOOKS, { record: true } );
	const claimed = await guest.rest( 'POST', CLAIM, { token } );
	expect( claimed.status(), await claimed.text() ).toBe( 201 );
	const won = await json( claimed );
	// A second click books nothing and fires nothing.
	expect( ( await guest.rest( 'POST', CLAIM, { token } ) ).status() ).toBe(
		200
	);
	expect( await registrationHooks( admin ) ).toEqual( [
		{
			hook: 'eventsmith_before_booking',
			event_id: eventId,
			quantity: 1,
			source: 'waitlist',
		},
		{
			hook: 'eventsmith_after_booking',
			event_id: eventId,
			booking_id: won.booking_id,
			status: 'completed',
			source: 'waitlist',
		},
	] );
} );

test( 'a waitlist claim of an RSVP place fires before/after RSVP exactly once, source waitlist (32.2)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const eventId = await rsvpEvent( admin, 'Hooked RSVP list', 1 );
	const first = await visitor();
	const [ code ] = ( await json( await first.rsvp( eventId, going( 1 ) ) ) )
		.tickets;
	expect( code ).toBeTruthy();
	const joined = await guest.rest( 'POST', waitlistRoute( eventId ), {
		name: 'Rsvp Waiter',
		email: 'rsvp-waiter@example.org',
		ticket_type_id: 0,
	} );
	expect( joined.status(), await joined.text() ).toBe( 201 );
	await takeMail( admin );
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	await admin.rest(
		'DELETE',
		`/eventsmith/v2/attendees/${ attendees.items[ 0 ].id }`
	);
	const token = claimTokens( await takeMail( admin ) ).get(
		'rsvp-waiter@example.org'
	)!;
	expect( token ).toBeTruthy();
	await admin.rest( 'DELETE', HOOKS, { record: true } );
	const claimed = await guest.rest( 'POST', CLAIM, { token } );
	expect( claimed.status(), await claimed.text() ).toBe( 201 );
	expect( ( await json( claimed ) ).tickets ).toHaveLength( 1 );
	expect( await registrationHooks( admin ) ).toEqual( [
		{
			hook: 'eventsmith_before_rsvp',
			event_id: eventId,
			going: true,
			attendees: 1,
			source: 'waitlist',
		},
		{
			hook: 'eventsmith_after_rsvp',
			event_id: eventId,
			response_id: expect.any( Number ),
			tickets: 1,
			source: 'waitlist',
		},
	] );
} );
