/**
 * Waitlists (issue item 27.5), joining and the staff's list: visitors join
 * the list of a sold-out ticket type (bad input refused, one place each, a
 * confirmation mail); staff see and prune the list, and outsiders cannot.
 * Offers and claims: waitlist-offers.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	claimTokens,
	soldOutType,
	takeMail,
	waitlistEntries,
	waitlistRoute,
} from '../../support/waitlist';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';
import { asSubscriber } from '../support/rest';

test( 'WL-01 joining: bad input is refused naming the field, open places are 409, a second join answers like the first, the person gets one confirmation', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId, spareId } = await soldOutType(
		admin,
		'Waitlist join',
		1,
		5
	);
	await takeMail( admin );

	for ( const [ body, field ] of [
		[ { name: '', email: 'a@example.com' }, 'name' ],
		[ { name: 'Ann', email: 'not-an-address' }, 'email' ],
		[
			{ name: 'Ann', email: 'a@example.com', ticket_type_id: 'x' },
			'ticket_type_id',
		],
	] as Array< [ Json, string ] > ) {
		const refused = await guest.rest( 'POST', waitlistRoute( eventId ), {
			ticket_type_id: typeId,
			...body,
		} );
		expect( refused.status() ).toBe( 400 );
		expect( Object.keys( ( await json( refused ) ).data.params ) ).toEqual(
			[ field ]
		);
	}
	expect( await waitlistEntries( admin, eventId ) ).toEqual( [] );

	const open = await guest.rest( 'POST', waitlistRoute( eventId ), {
		name: 'Ann',
		email: 'ann@example.com',
		ticket_type_id: spareId,
	} );
	expect( open.status() ).toBe( 409 );
	expect( ( await json( open ) ).message ).toContain( 'places available' );

	const first = await guest.rest( 'POST', waitlistRoute( eventId ), {
		name: 'Ann',
		email: 'Ann@Example.com',
		ticket_type_id: typeId,
	} );
	expect( first.status(), await first.text() ).toBe( 201 );
	// A second join of the same address answers alike (32.7) but adds no entry and sends no mail.
	const again = await guest.rest( 'POST', waitlistRoute( eventId ), {
		name: 'Ann again',
		email: 'ann@example.com',
		ticket_type_id: typeId,
	} );
	expect( again.status() ).toBe( 201 );
	expect( await json( again ) ).toEqual( await json( first ) );
	expect(
		( await waitlistEntries( admin, eventId ) ).map( ( e ) => e.email )
	).toEqual( [ 'ann@example.com' ] );

	const sent = await takeMail( admin );
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ]!.to ).toBe( 'ann@example.com' );
	expect( sent[ 0 ]!.subject ).toBe(
		'You are on the waitlist for Waitlist join — Standard'
	);
	expect( sent[ 0 ]!.message ).toContain( 'Your place in line: 1.' );
	// HTML and text, like the plugin's other mails, with the event's button.
	expect( sent[ 0 ]!.html ).toContain( 'Your place in line: 1.' );
	expect( sent[ 0 ]!.html ).toContain( 'View the event' );
} );

test( 'WL-05 staff remove people with a confirmation of state; a held seat passes on; outsiders cannot read or remove', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId, bookings } = await soldOutType(
		admin,
		'Waitlist staff',
		1
	);
	for ( const person of [ 'one', 'two', 'three' ] ) {
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
	await takeMail( admin );
	const [ one, two, three ] = ( await waitlistEntries( admin, eventId ) ) as [
		Json,
		Json,
		Json,
	];

	const anonymous = await guest.rest( 'GET', waitlistRoute( eventId ) );
	expect( anonymous.status() ).toBe( 401 );
	const subscriber = await asSubscriber();
	expect(
		( await subscriber.rest( 'GET', waitlistRoute( eventId ) ) ).status()
	).toBe( 403 );
	expect(
		(
			await subscriber.rest(
				'DELETE',
				`${ waitlistRoute( eventId ) }/${ three.id }`
			)
		).status()
	).toBe( 403 );
	expect(
		(
			await guest.rest(
				'DELETE',
				`${ waitlistRoute( eventId ) }/${ three.id }`
			)
		).status()
	).toBe( 401 );
	const staff = await sessionWithOnly( 'eventsmith_manage_attendee' );

	const removedWaiting = await staff.rest(
		'DELETE',
		`${ waitlistRoute( eventId ) }/${ three.id }`
	);
	expect( removedWaiting.status(), await removedWaiting.text() ).toBe( 200 );
	expect( ( await json( removedWaiting ) ).state ).toBe( 'removed' );
	const twice = await staff.rest(
		'DELETE',
		`${ waitlistRoute( eventId ) }/${ three.id }`
	);
	expect( twice.status() ).toBe( 409 );
	expect(
		(
			await staff.rest( 'DELETE', `${ waitlistRoute( eventId ) }/999999` )
		).status()
	).toBe( 404 );

	// Removing the person holding the offer hands the seat to the next in line.
	expect(
		(
			await staff.rest(
				'DELETE',
				`${ waitlistRoute( eventId ) }/${ one.id }`
			)
		).status()
	).toBe( 200 );
	expect( [ ...claimTokens( await takeMail( admin ) ).keys() ] ).toEqual( [
		'two@example.com',
	] );
	expect(
		( await waitlistEntries( staff, eventId ) ).map( ( e ) => [
			e.id,
			e.state,
		] )
	).toEqual( [
		[ one.id, 'removed' ],
		[ two.id, 'offered' ],
		[ three.id, 'removed' ],
	] );
} );
