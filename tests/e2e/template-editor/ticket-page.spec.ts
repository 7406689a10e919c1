/**
 * The public ticket page shows the QR code of the ticket's verify address,
 * drawn by the server and read back here as a scanner would (QR-01).
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { decodeQrImages } from '../../support/qr-decode';
import { ADMIN, session } from '../../support/wordpress';

test( 'QR-01 a ticket page shows the QR code image of its verify address', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const event = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title: 'QR Night',
		start_date: '2031-09-01',
		start_time: '19:00',
		end_date: '2031-09-01',
		end_time: '22:00',
		timezone: 'UTC',
		total_ticket: 5,
	} );
	expect( event.status() ).toBe( 201 );
	const eventId = ( await json( event ) ).id;
	const booking = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
		event_id: eventId,
		customer_name: 'Quinn Reader',
		customer_email: 'quinn@example.org',
		lines: [ { ticket_type: 'Standard', quantity: 1, price: 10 } ],
		currency: 'usd',
	} );
	expect( booking.status() ).toBe( 201 );
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	const code: string = attendees.items[ 0 ].ticket_code;

	await page.goto( `/?eventsmith_ticket=${ code }` );
	await expect( page.getByText( 'Quinn Reader' ) ).toBeVisible();
	const qr = page.locator( 'svg.eventsmith-qr-code__image' );
	await expect( qr ).toBeVisible();
	expect(
		await decodeQrImages( page, 'svg.eventsmith-qr-code__image' )
	).toEqual( [
		expect.stringMatching( new RegExp( `eventsmith_verify=${ code }$` ) ),
	] );
	await expect( page.locator( '.eventsmith-qr-code__link' ) ).toHaveAttribute(
		'href',
		new RegExp( `eventsmith_verify=${ code }$` )
	);
	await expect( page.getByText( 'Could not generate QR!' ) ).toHaveCount( 0 );
} );
