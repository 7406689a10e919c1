/**
 * Tools → Export / Erase Personal Data: Eventsmith's exporters and erasers,
 * run page by page from WordPress's own filters (test helper
 * eventsmith-test-privacy.php). Records are anonymised, not deleted, so
 * seats, revenue and check-in history stay as they were.
 */
import { expect, test } from '@playwright/test';
import { book, booking, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session } from '../../support/wordpress';
import { runToken } from '../support/rest';
import {
	DELETED_EMAIL,
	DELETED_NAME,
	GROUPS,
	erased,
	exported,
	run,
} from './support';

test( 'export lists bookings, tickets with check-ins, RSVPs and invitations; erase anonymises them once and leaves seats, check-ins and other people alone', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'priv' );
	const email = `${ token }@example.org`;
	const other = `${ token }-other@example.org`;

	// A booking of two tickets, and another person's booking.
	const concert = await ticketedEvent(
		admin,
		`Privacy concert ${ token }`,
		10
	);
	const mine = await book(
		admin,
		booking( concert, 'Pat Private', email, {
			ticket_type: 'Standard',
			price: 25,
			quantity: 2,
		} )
	);
	const theirs = await book(
		admin,
		booking( concert, 'Olga Other', other, {
			ticket_type: 'Standard',
			price: 25,
		} )
	);
	const concertTickets = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ concert }&per_page=50`
			)
		)
	).items as Json[];
	const myTicket = concertTickets.find( ( a ) => a.booking_id === mine.id );
	const patched = await admin.rest(
		'PATCH',
		`/eventsmith/v2/attendees/${ myTicket?.id }`,
		{
			phone: '+49 30 123456',
			extra: { seat: 'A1', dietary_needs: 'vegan' },
		}
	);
	expect( patched.status(), await patched.text() ).toBe( 200 );

	// RSVPs, a check-in and an invitation.
	const party = await rsvpEvent( admin, `Privacy party ${ token }`, 10 );
	const talk = await rsvpEvent( admin, `Privacy talk ${ token }`, 10 );
	const guest = await visitor();
	const going = await json(
		await guest.rsvp( party, {
			response: 'going',
			attendees: [ { name: 'Pat Private', email } ],
		} )
	);
	await guest.rsvp( party, {
		response: 'going',
		attendees: [ { name: 'Olga Other', email: other } ],
	} );
	const declined = await guest.rsvp( talk, {
		response: 'not_going',
		reason: 'Travelling that week',
		attendees: [ { name: 'Pat Private', email } ],
	} );
	expect( declined.status(), await declined.text() ).toBe( 201 );
	const scan = await json(
		await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code: going.tickets[ 0 ],
			event_id: party,
			device: 'Gate A',
		} )
	);
	expect( scan.data.status_code ).toBe( 2 );
	const invited = await admin.rest(
		'POST',
		'/eventsmith/v2/rsvp-invitations',
		{
			event_id: talk,
			emails: [ email ],
			kind: 'invitation',
		}
	);
	expect( invited.status(), await invited.text() ).toBe( 200 );

	// Export: every group, paged one record at a time; the request may spell the address in any letter case.
	const exportTools = await run(
		admin,
		'export',
		`${ token.toUpperCase() }@Example.ORG`
	);
	expect(
		Object.fromEntries(
			Object.entries( exportTools ).map( ( [ id, tool ] ) => [
				id,
				tool.name,
			] )
		)
	).toEqual( {
		'eventsmith-bookings': 'Event bookings',
		'eventsmith-attendees': 'Event attendees and tickets',
		'eventsmith-rsvps': 'RSVPs',
		'eventsmith-invitations': 'Event invitations',
		'eventsmith-waitlist': 'Event waitlists',
		'eventsmith-mail-queue': 'Event e-mails',
	} );
	expect( exportTools[ 'eventsmith-attendees' ].pages ).toBe( 4 );
	const data = exported( exportTools );
	expect( data[ 'eventsmith-bookings' ] ).toEqual( [
		expect.objectContaining( {
			Event: `Privacy concert ${ token }`,
			'Booking number': `#${ mine.id }`,
			Name: 'Pat Private',
			Email: email,
			Tickets: '2 × Standard (25.00 EUR)',
			Total: '50.00 EUR',
			Status: 'Completed',
		} ),
	] );
	expect( data[ 'eventsmith-attendees' ] ).toHaveLength( 3 );
	expect( data[ 'eventsmith-attendees' ] ).toContainEqual(
		expect.objectContaining( {
			Phone: '+49 30 123456',
			Seat: 'A1',
			'Dietary needs': 'vegan',
			'Ticket code': myTicket?.ticket_code,
		} )
	);
	const partyTicket = data[ 'eventsmith-attendees' ].find(
		( item ) => item.Event === `Privacy party ${ token }`
	);
	expect( partyTicket ).toMatchObject( {
		'Ticket type': 'RSVP',
		Email: email,
		'Ticket scans (UTC)': expect.stringContaining( 'checked in' ),
	} );
	expect(
		data[ 'eventsmith-rsvps' ].map( ( r ) => r.Response ).sort()
	).toEqual( [ 'Going', 'Not going' ] );
	expect( data[ 'eventsmith-rsvps' ] ).toContainEqual(
		expect.objectContaining( { Reason: 'Travelling that week' } )
	);
	expect( data[ 'eventsmith-invitations' ] ).toEqual( [
		expect.objectContaining( { Email: email, Kind: 'Invitation' } ),
	] );
	expect( JSON.stringify( data ) ).not.toContain( other );
	expect( JSON.stringify( data ) ).not.toContain( 'Olga' );

	// Erase: everything anonymised, nothing retained, seats and check-ins unchanged.
	const ledgerBefore = await Promise.all(
		[ concert, party ].map( async ( id ) =>
			json(
				await admin.rest(
					'GET',
					`/eventsmith-test/v1/ledger?event_id=${ id }`
				)
			)
		)
	);
	const first = erased( await run( admin, 'erase', email ) );
	for ( const group of GROUPS ) {
		expect( first[ group ], group ).toMatchObject( {
			removed: true,
			retained: false,
			done: true,
		} );
		expect( first[ group ].messages.join( ' ' ) ).toContain( 'anonymised' );
	}
	expect( first[ 'eventsmith-attendees' ].messages ).toEqual( [
		'Event attendees and tickets: 1 record was anonymised. It stays, without name or contact details, so that seat counts, revenue and check-in history remain correct.',
		'Event attendees and tickets: 1 record was anonymised. It stays, without name or contact details, so that seat counts, revenue and check-in history remain correct.',
		'Event attendees and tickets: 1 record was anonymised. It stays, without name or contact details, so that seat counts, revenue and check-in history remain correct.',
	] );
	const ledgerAfter = await Promise.all(
		[ concert, party ].map( async ( id ) =>
			json(
				await admin.rest(
					'GET',
					`/eventsmith-test/v1/ledger?event_id=${ id }`
				)
			)
		)
	);
	expect( ledgerAfter ).toEqual( ledgerBefore );
	expect( ledgerAfter[ 1 ] ).toMatchObject( {
		checked_in: 1,
		checkin_rows: 1,
	} );

	const bookings = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/bookings?event_id=${ concert }`
			)
		)
	).items as Json[];
	expect( bookings.find( ( b ) => b.id === mine.id ) ).toMatchObject( {
		customer_name: DELETED_NAME,
		customer_email: DELETED_EMAIL,
		total: 50,
		quantity: 2,
		status: 'completed',
	} );
	expect( bookings.find( ( b ) => b.id === theirs.id ) ).toMatchObject( {
		customer_name: 'Olga Other',
		customer_email: other,
	} );
	const tickets = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?search=${ DELETED_EMAIL }&per_page=100`
			)
		)
	).items as Json[];
	expect( tickets.find( ( a ) => a.id === myTicket?.id ) ).toMatchObject( {
		name: DELETED_NAME,
		email: DELETED_EMAIL,
		phone: '',
		extra: {},
		ticket_code: myTicket?.ticket_code,
		status: 'active',
	} );
	const partyAttendees = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ party }`
			)
		)
	).items as Json[];
	expect(
		partyAttendees.map( ( a ) => [ a.name, a.email, a.checked_in ] ).sort()
	).toEqual( [
		[ DELETED_NAME, DELETED_EMAIL, true ],
		[ 'Olga Other', other, false ],
	] );
	const talkReport = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/rsvp-report?event_id=${ talk }`
		)
	);
	expect( talkReport ).toMatchObject( { going: 0, not_going: 1 } );
	expect( talkReport.items[ 0 ] ).toMatchObject( {
		name: DELETED_NAME,
		email: DELETED_EMAIL,
		reason: '',
		response: 'not_going',
	} );

	// Asking again finds nothing: no items, nothing removed, no messages.
	const again = erased( await run( admin, 'erase', email, 100 ) );
	for ( const group of GROUPS ) {
		expect( again[ group ], group ).toEqual( {
			removed: false,
			retained: false,
			messages: [],
			done: true,
		} );
	}
	const exportedAgain = exported( await run( admin, 'export', email, 100 ) );
	for ( const group of GROUPS ) {
		expect( exportedAgain[ group ], group ).toEqual( [] );
	}
	// The other person's data is all still there.
	const theirData = exported( await run( admin, 'export', other, 100 ) );
	expect( theirData[ 'eventsmith-bookings' ] ).toHaveLength( 1 );
	expect( theirData[ 'eventsmith-attendees' ] ).toHaveLength( 2 );
	expect( theirData[ 'eventsmith-rsvps' ] ).toHaveLength( 1 );
} );
