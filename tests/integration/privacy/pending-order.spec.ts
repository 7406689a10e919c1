/**
 * Erasing the data of someone whose order still awaits payment: the order
 * keeps it (and says so) until it is paid or released.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { runToken } from '../support/rest';
import { erased, exported, run } from './support';

test( 'an order awaiting payment keeps its data and is reported retained until it is paid', async () => {
	const admin = await session( ADMIN );
	const email = `${ runToken( 'privpay' ) }@example.org`;
	const eventId = await ticketedEvent( admin, 'Privacy paid order', 10 );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{
				ticket_types: [
					{ name: 'Standard', price: '10.00', capacity: 5 },
				],
			}
		)
	);
	const placed = await json(
		await (
			await session( null )
		).rest( 'POST', `/eventsmith/v2/public/events/${ eventId }/checkout`, {
			buyer_name: 'Pia Pending',
			buyer_email: email,
			tickets: { [ types[ 0 ].id ]: 1 },
			attendees: [
				{ ticket_type_id: types[ 0 ].id, name: 'Pia Pending', email },
			],
		} )
	);
	expect( placed.status ).toBe( 'pending' );

	const pending = erased( await run( admin, 'erase', email ) );
	expect( pending[ 'eventsmith-bookings' ] ).toMatchObject( {
		removed: false,
		retained: true,
		done: true,
	} );
	expect( pending[ 'eventsmith-bookings' ].messages ).toEqual( [
		`Event bookings: #${ placed.booking_id } belongs to an order awaiting payment and keeps its personal data until the order is completed or expires. Erase again after that.`,
	] );
	expect( pending[ 'eventsmith-attendees' ] ).toMatchObject( {
		removed: false,
		retained: true,
	} );
	expect(
		exported( await run( admin, 'export', email ) )[ 'eventsmith-bookings' ]
	).toEqual( [
		expect.objectContaining( {
			Name: 'Pia Pending',
			Status: 'Awaiting payment',
		} ),
	] );

	const paid = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ placed.booking_id }/mark-paid`
	);
	expect( paid.status(), await paid.text() ).toBe( 200 );
	const after = erased( await run( admin, 'erase', email ) );
	expect( after[ 'eventsmith-bookings' ] ).toMatchObject( {
		removed: true,
		retained: false,
	} );
	expect( after[ 'eventsmith-attendees' ] ).toMatchObject( {
		removed: true,
		retained: false,
	} );
} );
