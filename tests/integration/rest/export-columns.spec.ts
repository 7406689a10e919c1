/**
 * Exports people ask for (issue 32.14): the attendee CSV carries one column per
 * extra question of the event (titled with its label; an export of every event
 * has the union of the questions, first seen first), the RSVP report downloads
 * as CSV (permission and nonce like the other exports), formulas are defused in
 * cells and titles alike, and 50,000 RSVP answers stream with about the memory
 * of two.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { rsvpEvent, visitor } from '../../support/rsvp';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';
import { runToken } from './../support/rest';

async function exportUrl(
	who: Session,
	action: string,
	eventId: number,
	nonceFor = action
) {
	const { nonce } = await json(
		await who.rest(
			'GET',
			`/eventsmith-test/v1/nonce?action=${ nonceFor }`
		)
	);
	return `/wp-admin/admin-post.php?action=${ action }&event_id=${ eventId }&_wpnonce=${ nonce }`;
}

/**
 * A CSV's lines split into cells (no line breaks inside cells here).
 *
 * @param text The CSV.
 */
function rows( text: string ): string[][] {
	return text
		.trim()
		.split( '\n' )
		.map( ( line ) => {
			const cells: string[] = [];
			let cell = '';
			let quoted = false;
			for ( let n = 0; n < line.length; n++ ) {
				const char = line[ n ];
				if ( quoted && char === '"' && line[ n + 1 ] === '"' ) {
					cell += '"';
					n++;
				} else if ( char === '"' ) {
					quoted = ! quoted;
				} else if ( char === ',' && ! quoted ) {
					cells.push( cell );
					cell = '';
				} else {
					cell += char;
				}
			}
			cells.push( cell );
			return cells;
		} );
}

/**
 * A ticketed event asking extra questions, and one visitor's order of a ticket per answer set.
 *
 * @param admin     Administrator.
 * @param title     Event title.
 * @param questions The event's attendee_fields.
 * @param answers   One answer set per attendee.
 */
async function eventWithAnswers(
	admin: Session,
	title: string,
	questions: Json[],
	answers: Json[]
): Promise< number > {
	const eventId = await ticketedEvent( admin, title, 20, {
		attendee_fields: questions,
	} );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{ ticket_types: [ { name: 'Seat', capacity: 20 } ] }
		)
	);
	const typeId = types[ 0 ].id;
	const buyer = await session( null );
	const placed = await buyer.rest(
		'POST',
		`/eventsmith/v2/public/events/${ eventId }/checkout`,
		{
			buyer_name: 'Ada Buyer',
			buyer_email: `${ runToken( 'cols' ) }@example.com`,
			tickets: { [ typeId ]: answers.length },
			attendees: answers.map( ( extra, n ) => ( {
				ticket_type_id: typeId,
				name: `${ title } attendee ${ n + 1 }`,
				email: `a${ n + 1 }@example.com`,
				extra,
			} ) ),
		}
	);
	expect( placed.status(), await placed.text() ).toBe( 201 );
	return eventId;
}

test( 'attendee CSV: one column per extra question, titled with its label, answers defused; all events: the union, first seen first (32.14)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'q' ).toLowerCase();
	const first = await eventWithAnswers(
		admin,
		`Questions A ${ token }`,
		[
			{ label: 'Company', type: 'text' },
			{ label: `Badge ${ token }`, type: 'text' },
			{ label: '=Size', type: 'select', options: [ 'S', 'M' ] },
		],
		[
			{
				company: '=HYPERLINK("http://x")',
				[ `badge_${ token }` ]: '+1 guest',
				size: 'M',
			},
			{ company: 'Beta' },
		]
	);
	const second = await eventWithAnswers(
		admin,
		`Questions B ${ token }`,
		[
			{ label: `Diet ${ token }`, type: 'text' },
			{ label: 'Company', type: 'text' },
		],
		[ { [ `diet_${ token }` ]: 'vegan', company: 'Gamma' } ]
	);

	const one = await admin.request.get(
		await exportUrl( admin, 'eventsmith_export_attendees', first )
	);
	expect( one.status() ).toBe( 200 );
	const [ header, ...lines ] = rows( await one.text() );
	expect( header ).toEqual( [
		'ID',
		'Event',
		'Name',
		'Email',
		'Phone',
		'Ticket type',
		'Ticket code',
		'Checked in at (UTC)',
		'Created (UTC)',
		'Company',
		`Badge ${ token }`,
		"'=Size",
	] );
	expect( lines.map( ( cells ) => cells.slice( 9 ) ) ).toEqual( [
		[ `'=HYPERLINK("http://x")`, "'+1 guest", 'M' ],
		[ 'Beta', '', '' ],
	] );

	const all = await admin.request.get(
		await exportUrl( admin, 'eventsmith_export_attendees', 0 )
	);
	expect( all.status() ).toBe( 200 );
	const [ allHeader, ...allLines ] = rows( await all.text() );
	expect(
		allHeader!.filter( ( title ) => title === 'Company' )
	).toHaveLength( 1 );
	const badge = allHeader!.indexOf( `Badge ${ token }` );
	const diet = allHeader!.indexOf( `Diet ${ token }` );
	expect( badge ).toBeGreaterThan( 8 );
	expect( diet ).toBeGreaterThan( badge );
	const company = allHeader!.indexOf( 'Company' );
	const gamma = allLines.find(
		( cells ) => cells[ 2 ] === `Questions B ${ token } attendee 1`
	)!;
	expect( gamma[ company ] ).toBe( 'Gamma' );
	expect( gamma[ diet ] ).toBe( 'vegan' );
	expect( gamma[ badge ] ).toBe( '' );
	expect( gamma ).toHaveLength( allHeader!.length );
	expect( second ).toBeGreaterThan( first );
} );

test( 'RSVP report CSV: one row per answer, formulas defused; only with the event permission and the nonce (32.14)', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'RSVP export', -1, 2 );
	const guest = await visitor();
	for ( const [ name, response ] of [
		[ '@SUM(A1)', 'going' ],
		[ 'Zoe Park', 'not_going' ],
	] as const ) {
		const answered = await guest.rsvp( eventId, {
			response,
			attendees: [ { name, email: 'zoe@example.org' } ],
			...( response === 'not_going' ? { reason: '-sick' } : {} ),
		} );
		expect( answered.status(), await answered.text() ).toBe( 201 );
	}

	const csv = await admin.request.get(
		await exportUrl( admin, 'eventsmith_export_rsvps', eventId )
	);
	expect( csv.status() ).toBe( 200 );
	expect( csv.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( csv.headers()[ 'content-disposition' ] ).toContain(
		`rsvps-${ eventId }-`
	);
	const [ header, ...lines ] = rows( await csv.text() );
	expect( header ).toEqual( [
		'ID',
		'Event',
		'Response',
		'Places',
		'Name',
		'Email',
		'Reason',
		'Created (UTC)',
	] );
	expect( lines.map( ( cells ) => cells.slice( 1, 7 ) ) ).toEqual( [
		[ 'RSVP export', 'going', '1', "'@SUM(A1)", 'zoe@example.org', '' ],
		[
			'RSVP export',
			'not_going',
			'0',
			'Zoe Park',
			'zoe@example.org',
			"'-sick",
		],
	] );

	for ( const nonceFor of [ 'eventsmith_export_attendees', 'nope' ] ) {
		const refused = await admin.request.get(
			await exportUrl(
				admin,
				'eventsmith_export_rsvps',
				eventId,
				nonceFor
			)
		);
		expect( refused.status() ).toBe( 403 );
		expect( await refused.text() ).not.toContain( 'zoe@example.org' );
	}
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	const orderStaff = await sessionWithOnly( 'eventsmith_manage_order' );
	for ( const who of [ subscriber, orderStaff ] ) {
		const refused = await who.request.get(
			await exportUrl( who, 'eventsmith_export_rsvps', eventId )
		);
		expect( refused.status() ).toBe( 403 );
		expect( await refused.text() ).toContain(
			'Sorry, you are not allowed to export RSVP answers.'
		);
	}
	const eventStaff = await sessionWithOnly( 'eventsmith_manage_event' );
	const allowed = await eventStaff.request.get(
		await exportUrl( eventStaff, 'eventsmith_export_rsvps', eventId )
	);
	expect( allowed.status() ).toBe( 200 );
	expect( await allowed.text() ).toContain( 'zoe@example.org' );
} );

test( 'RSVP report CSV streams 50,000 answers with about the memory of a two-answer export (32.14)', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const small = await rsvpEvent( admin, 'Small RSVP export', -1 );
	const large = await rsvpEvent( admin, 'Large RSVP export', -1 );
	const ROWS = 50_000;
	for ( const [ eventId, count ] of [
		[ small, 2 ],
		[ large, ROWS ],
	] as Array< [ number, number ] > ) {
		const bulk = await admin.request.post(
			'/wp-json/eventsmith-test/v1/bulk-rsvps',
			{
				headers: { 'X-WP-Nonce': admin.nonce },
				data: { event_id: eventId, count },
				timeout: 120_000,
			}
		);
		expect( bulk.status() ).toBe( 200 );
	}
	try {
		const peak: Record< number, number > = {};
		for ( const [ eventId, count ] of [
			[ small, 2 ],
			[ large, ROWS ],
		] as Array< [ number, number ] > ) {
			const csv = await admin.request.get(
				await exportUrl( admin, 'eventsmith_export_rsvps', eventId ),
				{
					headers: { 'X-Eventsmith-Test-Memory': '1' },
					timeout: 120_000,
				}
			);
			expect( csv.status() ).toBe( 200 );
			const text = await csv.text();
			expect( text.trim().split( '\n' ) ).toHaveLength( count + 1 );
			expect( text ).toContain( `guest${ count - 1 }@example.org` );
			peak[ count ] = (
				await json(
					await admin.rest( 'GET', '/eventsmith-test/v1/peak-memory' )
				)
			).bytes;
		}
		expect( peak[ 2 ] ).toBeGreaterThan( 0 );
		// 50,000 answers are about 4 MB of CSV: holding them would show here.
		expect( peak[ ROWS ]! - peak[ 2 ]! ).toBeLessThan( 2 * 1024 * 1024 );
	} finally {
		for ( const eventId of [ small, large ] ) {
			await admin.rest(
				'DELETE',
				`/eventsmith-test/v1/bulk-rsvps?event_id=${ eventId }`
			);
		}
	}
} );
