/**
 * Anonymous requests never purge the page cache (32.8): the RSVP form's
 * token and answer, checkout and joining a waitlist send no PURGE, however
 * often a visitor repeats them; a staff edit does, and so does the sale that
 * sells a ticket type out. The purge address and the trusted proxies are
 * settings for administrators only.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { purgeRecorder } from '../../support/purge-recorder';
import { rsvpEvent, visitor, going } from '../../support/rsvp';
import { soldOutType, waitlistRoute } from '../../support/waitlist';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';

const SETTINGS = '/eventsmith/v2/settings';

const sale = ( typeId: number, n: number, quantity: number ) => ( {
	buyer_name: `Visitor ${ n }`,
	buyer_email: `visitor${ n }@example.com`,
	tickets: { [ typeId ]: quantity },
	attendees: Array.from( { length: quantity }, ( _, i ) => ( {
		ticket_type_id: typeId,
		name: `Guest ${ n }.${ i }`,
		email: `guest${ n }.${ i }@example.com`,
	} ) ),
} );

const settle = () => new Promise( ( wait ) => setTimeout( wait, 700 ) );

test( 'anonymous RSVP, checkout and waitlist requests send no PURGE; a staff edit and a sell-out do (32.8)', async () => {
	const admin = await session( ADMIN );
	const cache = await purgeRecorder();
	try {
		const saved = await admin.rest( 'PUT', SETTINGS, {
			purge_host: cache.url,
		} );
		expect( saved.status(), await saved.text() ).toBe( 200 );
		const rsvpId = await rsvpEvent( admin, 'Purge loop RSVP', 20 );
		// "Standard" is sold out, "Spare" has 3 seats left.
		const { eventId, typeId, spareId } = await soldOutType(
			admin,
			'Purge loop sale',
			1,
			3
		);
		await settle();
		cache.purges.length = 0;

		const guest = await session( null );
		const form = await visitor();
		for ( let n = 0; n < 3; n++ ) {
			const token = await guest.rest(
				'POST',
				`/eventsmith/v2/events/${ rsvpId }/rsvp/token`
			);
			expect( token.status() ).toBe( 200 );
			const joined = await guest.rest( 'POST', waitlistRoute( eventId ), {
				name: `Waiting ${ n }`,
				email: `waiting${ n }@example.com`,
				ticket_type_id: typeId,
			} );
			expect( joined.status(), await joined.text() ).toBe( 201 );
		}
		for ( const n of [ 1, 2 ] ) {
			const answered = await form.rsvp( rsvpId, going( n ) );
			expect( answered.status(), await answered.text() ).toBe( 201 );
		}
		const bought = await guest.rest(
			'POST',
			`/eventsmith/v2/public/events/${ eventId }/checkout`,
			sale( spareId, 1, 1 )
		);
		expect( bought.status(), await bought.text() ).toBe( 201 );
		await settle();
		expect( cache.purges ).toEqual( [] );

		// The sale of the last two "Spare" seats sells that type out: purged.
		const last = await guest.rest(
			'POST',
			`/eventsmith/v2/public/events/${ eventId }/checkout`,
			sale( spareId, 2, 2 )
		);
		expect( last.status(), await last.text() ).toBe( 201 );
		await expect
			.poll( () => cache.purges.length, { timeout: 5000 } )
			.toBeGreaterThan( 0 );

		// A staff write to one of the event's routes purges.
		cache.purges.length = 0;
		const staff = await sessionWithOnly( 'eventsmith_manage_event' );
		const types: Json[] = await json(
			await staff.rest(
				'GET',
				`/eventsmith/v2/events/${ rsvpId }/ticket-types`
			)
		);
		const edited = await staff.rest(
			'PUT',
			`/eventsmith/v2/events/${ rsvpId }/ticket-types`,
			{ ticket_types: [ ...types, { name: 'Late', capacity: 4 } ] }
		);
		expect( edited.status(), await edited.text() ).toBe( 200 );
		await expect
			.poll( () => cache.purges.length, { timeout: 5000 } )
			.toBeGreaterThan( 0 );
	} finally {
		await admin.rest( 'PUT', SETTINGS, { purge_host: '' } );
		await cache.close();
	}
} );

test( 'purge_host and trusted_proxies are for administrators: other settings staff get 403 naming the field (32.8)', async () => {
	const admin = await session( ADMIN );
	const staff = await sessionWithOnly( 'eventsmith_manage_settings' );

	for ( const [ field, value ] of [
		[ 'purge_host', 'http://127.0.0.1:6081' ],
		[ 'trusted_proxies', [ '10.0.0.0/8' ] ],
	] as const ) {
		const refused = await staff.rest( 'PUT', SETTINGS, {
			mail_from_name: 'Should not be stored',
			[ field ]: value,
		} );
		expect( refused.status() ).toBe( 403 );
		const body = await json( refused );
		expect( Object.keys( body.data.params ) ).toEqual( [ field ] );
		expect( body.message ).toContain( field );
	}
	const after = await json( await staff.rest( 'GET', SETTINGS ) );
	expect( after.purge_host ).toBe( '' );
	expect( after.trusted_proxies ).toEqual( [] );
	expect( after.mail_from_name ).toBe( '' );

	// Sending back what GET answered changes nothing, so it is accepted.
	expect( ( await staff.rest( 'PUT', SETTINGS, after ) ).status() ).toBe(
		200
	);
	expect(
		( await json( await staff.rest( 'GET', `${ SETTINGS }/choices` ) ) )
			.admin_only
	).toEqual( [ 'purge_host', 'trusted_proxies' ] );
	expect(
		( await json( await admin.rest( 'GET', `${ SETTINGS }/choices` ) ) )
			.admin_only
	).toEqual( [] );

	const allowed = await admin.rest( 'PUT', SETTINGS, {
		trusted_proxies: [ '10.0.0.0/8' ],
	} );
	expect( allowed.status(), await allowed.text() ).toBe( 200 );
	await admin.rest( 'PUT', SETTINGS, { trusted_proxies: [] } );
} );
