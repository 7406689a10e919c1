/**
 * Hooks for extenders (docs/hooks.md): `eventsmith_loaded` once everything is
 * wired, and before/after actions around a check-in and a refund, given the
 * records they concern. A test mu-plugin listens as an add-on would.
 */
import { expect, test } from '@playwright/test';
import { book, booking, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session } from '../../support/wordpress';

const HOOKS = '/eventsmith-test/v1/hooks';

async function firedHooks( admin: Awaited< ReturnType< typeof session > > ) {
	return json( await admin.rest( 'GET', HOOKS ) );
}

test.afterEach( async () => {
	await ( await session( ADMIN ) ).rest( 'DELETE', HOOKS, {} );
} );

test( 'eventsmith_loaded fires once per request with the wired areas', async () => {
	const admin = await session( ADMIN );
	const answer = await firedHooks( admin );
	expect( answer.loaded ).toBe( 1 );
	expect( answer.wired ).toBeGreaterThanOrEqual( 20 );
} );

test( 'a check-in fires eventsmith_before_checkin and eventsmith_after_checkin once; a repeated scan fires no after', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Hooked door', 10 );
	const guest = await visitor();
	const [ code ] = ( await json( await guest.rsvp( eventId, going( 1 ) ) ) )
		.tickets;
	await admin.rest( 'DELETE', HOOKS, { record: true } );

	const scan = () =>
		admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code,
			event_id: eventId,
			device: 'Gate H',
		} );
	expect( ( await json( await scan() ) ).data.status_code ).toBe( 2 );
	await scan();

	const { log } = await firedHooks( admin );
	const names = log.map( ( entry: Json ) => entry.hook );
	expect( names ).toEqual( [
		'eventsmith_before_checkin',
		'eventsmith_after_checkin',
		'eventsmith_before_checkin',
	] );
	expect( log[ 0 ] ).toMatchObject( { device: 'Gate H' } );
	expect( log[ 1 ].attendee_id ).toBe( log[ 0 ].attendee_id );
	expect( log[ 1 ].status_code ).toBe( 2 );
} );

test( 'an add-on refusing in eventsmith_before_checkin stops the check-in; the scanner shows its message', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Refused door', 10 );
	const guest = await visitor();
	const [ code ] = ( await json( await guest.rsvp( eventId, going( 1 ) ) ) )
		.tickets;
	await admin.rest( 'DELETE', HOOKS, {
		record: true,
		refuse_checkin: true,
	} );
	try {
		const refused = await admin.rest(
			'POST',
			'/eventsmith/v2/tickets/verify',
			{
				code,
				event_id: eventId,
			}
		);
		expect( refused.status() ).toBe( 200 );
		const answer = ( await json( refused ) ).data;
		expect( answer.status_code ).toBe( 8 );
		expect( answer.messages ).toEqual( [ 'Refused by an add-on.' ] );
		const ledger = await json(
			await admin.rest(
				'GET',
				`/eventsmith-test/v1/ledger?event_id=${ eventId }`
			)
		);
		expect( ledger.checked_in ).toBe( 0 );
	} finally {
		await admin.rest( 'DELETE', HOOKS, {} );
	}
} );

test( 'a refund fires eventsmith_before_refund with the completed booking and eventsmith_after_refund with the refunded one', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Hooked refund', 10 );
	const order = await book(
		admin,
		booking( eventId, 'Rae', 'rae@example.org', {
			ticket_type: 'Standard',
			price: 10,
		} )
	);
	await admin.rest( 'DELETE', HOOKS, { record: true } );

	const refund = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ order.id }/refund`
	);
	expect( refund.status() ).toBe( 200 );

	const { log } = await firedHooks( admin );
	expect( log ).toEqual( [
		{
			hook: 'eventsmith_before_refund',
			booking_id: order.id,
			status: 'completed',
		},
		{
			hook: 'eventsmith_after_refund',
			booking_id: order.id,
			status: 'refunded',
		},
	] );
} );

test( 'eventsmith_mail_content lets an add-on change an e-mail after its placeholders are filled', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Hooked mail', 10 );
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	await admin.rest( 'DELETE', HOOKS, { record: true } );
	const guest = await visitor();
	expect( ( await guest.rsvp( eventId, going( 1 ) ) ).status() ).toBe( 201 );

	const mail = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	const confirmation = mail.find( ( m: Json ) =>
		String( m.subject ).includes( 'Hooked mail' )
	);
	expect( confirmation.subject ).toMatch(
		new RegExp( `\\[rsvp_confirmation #${ eventId }\\]$` )
	);
	expect( confirmation.message ).toContain( "Sent with an add-on's footer." );
} );

test( 'an RSVP fires eventsmith_before_rsvp with the checked answer and eventsmith_after_rsvp with the stored one', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Hooked RSVP', 10, 2 );
	await admin.rest( 'DELETE', HOOKS, { record: true } );
	const guest = await visitor();
	const answer = await json( await guest.rsvp( eventId, going( 2 ) ) );

	const { log } = await firedHooks( admin );
	expect( log ).toEqual( [
		{
			hook: 'eventsmith_before_rsvp',
			event_id: eventId,
			going: true,
			attendees: 1,
			source: 'visitor',
		},
		{
			hook: 'eventsmith_after_rsvp',
			event_id: eventId,
			response_id: answer.id,
			tickets: 1,
			source: 'visitor',
		},
	] );
} );

test( "a visitor's checkout fires eventsmith_before_booking with the order and eventsmith_after_booking with the placed booking", async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Hooked checkout', 10 );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{
				ticket_types: [ { name: 'Free', capacity: 5 } ],
			}
		)
	);
	await admin.rest( 'DELETE', HOOKS, { record: true } );
	const buyer = await session( null );
	const placed = await json(
		await buyer.rest(
			'POST',
			`/eventsmith/v2/public/events/${ eventId }/checkout`,
			{
				buyer_name: 'Hook Buyer',
				buyer_email: 'hook-buyer@example.org',
				tickets: { [ types[ 0 ].id ]: 1 },
				attendees: [
					{
						ticket_type_id: types[ 0 ].id,
						name: 'Hook Guest',
						email: 'hook-guest@example.org',
					},
				],
			}
		)
	);
	expect( placed.status ).toBe( 'completed' );

	const { log } = await firedHooks( admin );
	expect( log ).toEqual( [
		{
			hook: 'eventsmith_before_booking',
			event_id: eventId,
			quantity: 1,
			source: 'visitor',
		},
		{
			hook: 'eventsmith_after_booking',
			event_id: eventId,
			booking_id: placed.booking_id,
			status: 'completed',
			source: 'visitor',
		},
	] );
} );
