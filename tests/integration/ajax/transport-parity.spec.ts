/**
 * The specification's transports are adapters over the same services as
 * the REST routes (32.4): the RSVP form's admin-ajax action
 * `eventsmith_rsvp_insert` and `POST /events/{id}/rsvp`, and the door
 * scanner's nonce-guarded GET (`action=scanner_verification`) and
 * `/tickets/verify`, give the same answer to the same valid and invalid
 * requests.
 */
import { expect, test } from '@playwright/test';
import { book, booking, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session } from '../../support/wordpress';

const formFields = (
	eventId: number,
	email: string
): Array< [ string, string ] > => [
	[ 'event_id', String( eventId ) ],
	[ 'eventsmith_rsvp_value', 'going' ],
	[ 'attendee_count', '1' ],
	[ 'attendee_name', 'Ann Lee' ],
	[ 'attendee_email', email ],
];

const restBody = ( email: string ) => ( {
	response: 'going',
	attendees: [ { name: 'Ann Lee', email } ],
} );

test( 'RSVP-23, RSVP-24: admin-ajax and REST answer a valid and an invalid RSVP alike (32.4)', async () => {
	const admin = await session( ADMIN );
	// Two places: one answer through each transport fills the event.
	const eventId = await rsvpEvent( admin, 'Transport parity RSVP', 2 );
	const form = await visitor();

	const byAjax = await form.ajax( formFields( eventId, 'ajax@example.org' ) );
	const byRest = await form.rsvp( eventId, restBody( 'rest@example.org' ) );
	expect( byAjax.status(), await byAjax.text() ).toBe( 200 );
	expect( byRest.status(), await byRest.text() ).toBe( 201 );
	const ajaxAnswer = ( await json( byAjax ) ).data;
	const restAnswer = await json( byRest );
	expect( ajaxAnswer.response ).toBe( restAnswer.response );
	expect( ajaxAnswer.id ).toBe( restAnswer.id - 1 );

	// The event is full now: both refuse with the same status and message.
	for ( const [ ajax, rest ] of [
		[
			formFields( eventId, 'late-ajax@example.org' ),
			restBody( 'late-rest@example.org' ),
		],
		[
			formFields( eventId, 'not-an-address' ),
			restBody( 'not-an-address' ),
		],
	] as Array< [ Array< [ string, string ] >, Json ] > ) {
		const refusedAjax = await form.ajax( ajax );
		const refusedRest = await form.rsvp( eventId, rest );
		expect( refusedAjax.status() ).toBeGreaterThanOrEqual( 400 );
		expect( refusedAjax.status() ).toBe( refusedRest.status() );
		const ajaxError = await json( refusedAjax );
		expect( ajaxError.success ).toBe( false );
		expect( ajaxError.data.message ).toBe(
			( await json( refusedRest ) ).message
		);
	}
	await form.context.dispose();
} );

test( 'SCAN-08, QR-02: the scanner GET with action=scanner_verification and /tickets/verify answer alike (32.4)', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Transport parity door', 10 );
	await book(
		admin,
		booking( eventId, 'Dora Door', 'dora@example.org', {
			ticket_type: 'Standard',
			price: 0,
			quantity: 2,
		} )
	);
	const tickets = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ eventId }`
			)
		)
	).items as Json[];
	expect( tickets ).toHaveLength( 2 );
	const { nonce } = await json(
		await admin.rest(
			'GET',
			'/eventsmith-test/v1/nonce?action=eventsmith_scanner'
		)
	);
	const byGet = async ( code: string ) => {
		const response = await admin.request.get(
			`/?eventsmith_verify=${ code }&scanner_active=1&action=scanner_verification&security=${ nonce }&event_id=${ eventId }`
		);
		return {
			status: response.status(),
			data: ( await json( response ) ).data,
		};
	};
	const byRest = async ( code: string ) => {
		const response = await admin.rest(
			'GET',
			`/eventsmith/v2/tickets/verify?code=${ code }&event_id=${ eventId }`
		);
		return {
			status: response.status(),
			data: ( await json( response ) ).data,
		};
	};
	const pick = ( answer: { status: number; data: Json } ) => ( {
		status: answer.status,
		status_code: answer.data.status_code,
		messages: answer.data.messages,
	} );

	// A valid ticket: checked in, through either transport.
	const [ first, second ] = tickets.map( ( t ) => String( t.ticket_code ) );
	const getValid = pick( await byGet( first! ) );
	const restValid = pick( await byRest( second! ) );
	expect( getValid.status ).toBe( 200 );
	expect( getValid ).toEqual( restValid );
	// A ticket scanned again: already checked in (at the same moment), alike.
	expect( pick( await byGet( second! ) ) ).toEqual(
		pick( await byRest( second! ) )
	);
	// An unknown ticket: the same refusal.
	const unknown = '0123456789abcdef0123456789abcdef';
	const getUnknown = pick( await byGet( unknown ) );
	expect( getUnknown.status_code ).not.toBe( getValid.status_code );
	expect( getUnknown ).toEqual( pick( await byRest( unknown ) ) );
} );
