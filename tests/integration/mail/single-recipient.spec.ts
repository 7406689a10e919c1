/**
 * One address, one recipient (issue 32.6): PHP's own e-mail check accepts
 * `"<a@x.test>,<b@y.test>"@z.io`, and wp_mail() splits recipients on commas,
 * so such an address would mail several chosen people. Every form and route
 * where someone types an address refuses it (and a plain comma list) with 400
 * naming the field, stores nothing and mails nobody.
 */
import { expect, test, type APIResponse } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { rsvpEvent, visitor } from '../../support/rsvp';
import { BOOKINGS } from '../../support/bookings';
import {
	soldOutType,
	takeMail,
	waitlistEntries,
	waitlistRoute,
} from '../../support/waitlist';
import { ADMIN, session, type Session } from '../../support/wordpress';

const SEVERAL = [ '"<a@x.test>,<b@y.test>"@z.io', 'a@x.test,b@y.test' ];

async function ledger( admin: Session, eventId: number ): Promise< Json > {
	return json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ eventId }`
		)
	);
}

async function blamed( response: APIResponse ): Promise< string[] > {
	expect( response.status() ).toBe( 400 );
	return Object.keys( ( await json( response ) ).data.params ?? {} );
}

test( 'checkout refuses a buyer or attendee address naming several recipients (32.6)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, spareId, bookings } = await soldOutType(
		admin,
		'Several recipients checkout',
		1,
		5
	);
	await takeMail( admin );
	const before = await ledger( admin, eventId );
	const order = ( buyer: string, attendee: string ) => ( {
		buyer_name: 'Ann',
		buyer_email: buyer,
		tickets: { [ spareId ]: 1 },
		attendees: [
			{ ticket_type_id: spareId, name: 'Ann', email: attendee },
		],
	} );
	for ( const address of SEVERAL ) {
		const route = `/eventsmith/v2/public/events/${ eventId }/checkout`;
		expect(
			await blamed(
				await guest.rest(
					'POST',
					route,
					order( address, 'ann@example.org' )
				)
			),
			address
		).toEqual( [ 'buyer_email' ] );
		expect(
			await blamed(
				await guest.rest(
					'POST',
					route,
					order( 'ann@example.org', address )
				)
			),
			address
		).toEqual( [ 'attendees[0].email' ] );
	}
	expect( await ledger( admin, eventId ) ).toEqual( before );
	expect( bookings ).toHaveLength( 1 );
	expect( await takeMail( admin ) ).toEqual( [] );
} );

test( 'RSVP, over REST and over admin-ajax, refuses an address naming several recipients (32.6)', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Several recipients RSVP', 10, 3 );
	const guest = await visitor();
	await takeMail( admin );
	for ( const address of SEVERAL ) {
		expect(
			await blamed(
				await guest.rsvp( eventId, {
					response: 'going',
					attendees: [ { name: 'Ann', email: address } ],
				} )
			),
			address
		).toEqual( [ 'attendees[0].email' ] );
		expect(
			await blamed(
				await guest.rsvp( eventId, {
					response: 'going',
					attendees: [
						{ name: 'Ann', email: 'ann@example.org' },
						{ name: 'Bo', email: address },
					],
				} )
			),
			address
		).toEqual( [ 'attendees[1].email' ] );

		const ajax = await guest.ajax( [
			[ 'event_id', String( eventId ) ],
			[ 'eventsmith_rsvp_value', 'going' ],
			[ 'attendee_count', '1' ],
			[ 'attendee_name', 'Ann' ],
			[ 'attendee_email', address ],
		] );
		expect( ajax.status(), address ).toBe( 400 );
		expect( await json( ajax ) ).toMatchObject( {
			success: false,
			data: { field: 'attendees[0].email' },
		} );
	}
	expect( await ledger( admin, eventId ) ).toMatchObject( {
		attendees: 0,
		responses: 0,
	} );
	expect( await takeMail( admin ) ).toEqual( [] );
} );

test( 'joining a waitlist refuses an address naming several recipients (32.6)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId } = await soldOutType(
		admin,
		'Several recipients waitlist',
		1
	);
	await takeMail( admin );
	for ( const address of SEVERAL ) {
		expect(
			await blamed(
				await guest.rest( 'POST', waitlistRoute( eventId ), {
					name: 'Ann',
					email: address,
					ticket_type_id: typeId,
				} )
			),
			address
		).toEqual( [ 'email' ] );
	}
	expect( await waitlistEntries( admin, eventId ) ).toEqual( [] );
	expect( await takeMail( admin ) ).toEqual( [] );
} );

test( 'staff forms refuse an address naming several recipients too: bookings and RSVP invitations (32.6)', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Several recipients staff', 10, 3 );
	await takeMail( admin );
	for ( const address of SEVERAL ) {
		expect(
			await blamed(
				await admin.rest( 'POST', BOOKINGS, {
					event_id: eventId,
					customer_name: 'Ann',
					customer_email: address,
					lines: [
						{ ticket_type: 'Standard', quantity: 1, price: 0 },
					],
					currency: 'eur',
				} )
			),
			address
		).toEqual( [ 'customer_email' ] );
		expect(
			await blamed(
				await admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
					event_id: eventId,
					emails: [ 'ann@example.org', address ],
				} )
			),
			address
		).toEqual( [ 'emails' ] );
	}
	expect( await ledger( admin, eventId ) ).toMatchObject( {
		bookings: 0,
		attendees: 0,
	} );
	expect( await takeMail( admin ) ).toEqual( [] );
} );
