/**
 * What joining a waitlist tells a visitor (issue 32.7, 32.10): the same
 * answer whether the address already waits or not, so nobody learns who is
 * on a list; and the longest address allowed (254 characters) fits the list
 * and its one-entry-per-person key.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import {
	CLAIM,
	claimTokens,
	soldOutType,
	takeMail,
	waitlistEntries,
	waitlistRoute,
} from '../../support/waitlist';
import { ADMIN, session } from '../../support/wordpress';

test( 'WL-01 an address already waiting gets the same status and message as a new one (32.7)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId } = await soldOutType( admin, 'Quiet list', 1 );
	const joinAs = ( email: string ) =>
		guest.rest( 'POST', waitlistRoute( eventId ), {
			name: 'Someone',
			email,
			ticket_type_id: typeId,
		} );
	await joinAs( 'known@example.com' );
	await takeMail( admin );

	const known = await joinAs( 'Known@Example.com' );
	const unknown = await joinAs( 'stranger@example.com' );
	expect( known.status() ).toBe( unknown.status() );
	expect( known.status() ).toBe( 201 );
	expect( await json( known ) ).toEqual( await json( unknown ) );
	expect( Object.keys( await json( known ) ) ).toEqual( [ 'message' ] );
	// Only the newcomer was added and written to.
	expect( ( await takeMail( admin ) ).map( ( m ) => m.to ) ).toEqual( [
		'stranger@example.com',
	] );
	expect(
		( await waitlistEntries( admin, eventId ) ).map( ( e ) => e.email )
	).toEqual( [ 'known@example.com', 'stranger@example.com' ] );
} );

test( 'WL-01 a 254-character address joins, is kept whole, waits once per list, and claims a ticket in that address (32.10)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId, bookings } = await soldOutType(
		admin,
		'Long address',
		1
	);
	const longest = `${ 'a'.repeat( 64 ) }@${ 'b'.repeat( 63 ) }.${ 'c'.repeat(
		63
	) }.${ 'd'.repeat( 57 ) }.com`;
	expect( longest ).toHaveLength( 254 );
	const join = () =>
		guest.rest( 'POST', waitlistRoute( eventId ), {
			name: 'Long',
			email: longest,
			ticket_type_id: typeId,
		} );
	const first = await join();
	expect( first.status(), await first.text() ).toBe( 201 );
	expect( ( await join() ).status() ).toBe( 201 );
	const entries = await waitlistEntries( admin, eventId );
	expect( entries.map( ( e ) => e.email ) ).toEqual( [ longest ] );
	// Claimed, the place becomes an order and a ticket in that whole address.
	await takeMail( admin );
	await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ bookings[ 0 ] }/refund`
	);
	const token = claimTokens( await takeMail( admin ) ).get( longest );
	expect( token ).toBeTruthy();
	const claimed = await guest.rest( 'POST', CLAIM, { token } );
	expect( claimed.status(), await claimed.text() ).toBe( 201 );
	const order = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings/${ ( await json( claimed ) ).booking_id }`
		)
	);
	expect( order.customer_email ).toBe( longest );
	const environment = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/environment' )
	);
	expect( environment.schema_version ).toBeGreaterThanOrEqual( 16 );
} );
