/**
 * The RSVP form's admin-ajax action (eventsmith_rsvp_insert): the form sent
 * as serialised fields, answered {success: true} when stored and
 * {success: false} with a 4xx and nothing stored otherwise (GAP-14).
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { NONCE_FIELD, rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, type Session } from '../../support/wordpress';

/**
 * What is stored for an event: bookings, attendees, responses, check-ins.
 *
 * @param admin   Administrator session.
 * @param eventId Event.
 */
async function ledger( admin: Session, eventId: number ): Promise< Json > {
	return json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ eventId }`
		)
	);
}

/**
 * The fields of a going answer: the person answering and `extra` guests.
 *
 * @param eventId Event.
 * @param count   Attendee count sent.
 * @param extra   Extra attendees' names.
 */
const goingFields = (
	eventId: number,
	count: string,
	extra: string[] = []
): Array< [ string, string ] > => [
	[ 'event_id', String( eventId ) ],
	[ 'eventsmith_rsvp_value', 'going' ],
	[ 'attendee_count', count ],
	[ 'attendee_name', 'Ann Lee' ],
	[ 'attendee_email', 'ANN@Example.org' ],
	...extra.flatMap( ( name ): Array< [ string, string ] > => [
		[ 'attendee_name[]', name ],
		[ 'attendee_email[]', `${ name.toLowerCase() }@example.org` ],
	] ),
];

test( 'GAP-14, GAP-45, RSVP-23: the form posted to admin-ajax stores the answer and says so', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Ajax RSVP', 10, 3 );
	const guest = await visitor();

	const stored = await guest.ajax(
		goingFields( eventId, '3', [ 'Bo', 'Cy' ] )
	);
	expect( stored.status() ).toBe( 200 );
	expect( await json( stored ) ).toMatchObject( {
		success: true,
		data: {
			message: 'Thank you! Your RSVP is confirmed.',
			response: 'going',
		},
	} );

	const declined = await guest.ajax( [
		[ 'event_id', String( eventId ) ],
		[ 'eventsmith_rsvp_value', 'not_going' ],
		[ 'attendee_name', 'Dee' ],
		[ 'attendee_email', 'dee@example.org' ],
		[ 'not_going_reason', 'Travelling' ],
	] );
	expect( await json( declined ) ).toMatchObject( {
		success: true,
		data: { message: 'Thank you for letting us know.' },
	} );

	expect( await ledger( admin, eventId ) ).toMatchObject( {
		attendees: 3,
		responses: 2,
	} );
	const report = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/rsvp-report?event_id=${ eventId }&per_page=10`
		)
	);
	expect( JSON.stringify( report ) ).toContain( 'ann@example.org' );
} );

test( 'GAP-14, GAP-47: refused answers say why with success false and a 4xx, and store nothing', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Ajax RSVP refusals', 2, 3 );
	const guest = await visitor();

	const cases: Array<
		[ string, Array< [ string, string ] >, number, string ]
	> = [
		[
			'wrong nonce',
			[ ...goingFields( eventId, '1' ), [ NONCE_FIELD, 'abcdef1234' ] ],
			403,
			'This form has expired. Please reload the page and try again.',
		],
		[
			'count 0',
			goingFields( eventId, '0' ),
			400,
			'Please enter a positive number.',
		],
		[
			'an invalid earlier attendee',
			[
				...goingFields( eventId, '2' ),
				[ 'attendee_name[]', 'Bo' ],
				[ 'attendee_email[]', 'bo-at-example' ],
			],
			400,
			'Attendee 2 needs a valid email address.',
		],
		[
			'over capacity',
			goingFields( eventId, '3', [ 'Bo', 'Cy' ] ),
			409,
			'Only 2 places are left.',
		],
		[
			'unknown event',
			goingFields( 99999999, '1' ),
			404,
			'No event has this id.',
		],
	];
	for ( const [ label, fields, status, message ] of cases ) {
		const refused = await guest.ajax( fields );
		expect( refused.status(), label ).toBe( status );
		expect( await json( refused ), label ).toMatchObject( {
			success: false,
			data: { message },
		} );
	}

	const malformed = await guest.context.post( '/wp-admin/admin-ajax.php', {
		form: { action: 'eventsmith_rsvp_insert', fields: '[{"name":' },
	} );
	expect( malformed.status() ).toBe( 400 );
	expect( ( await json( malformed ) ).data.field ).toBe( 'fields' );

	expect( await ledger( admin, eventId ) ).toMatchObject( {
		bookings: 0,
		attendees: 0,
		responses: 0,
		checkin_rows: 0,
	} );
} );
