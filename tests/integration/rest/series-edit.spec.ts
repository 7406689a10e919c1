/**
 * Editing a series keeps what was sold (issue 32, item 1): occurrences are
 * updated in place, matched by their date, so their ids, attendees and seat
 * counters survive; a rule that drops a date holding bookings is refused
 * with 409 and nothing of the edit is written, until staff cancel that
 * occurrence, which then stays, cancelled.
 */
import { expect, test } from '@playwright/test';
import { book, order } from '../../support/bookings';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { going, visitor } from '../../support/rsvp';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { listed, runToken } from '../support/rest';

const EVENTS = '/eventsmith/v2/events';
const BOOKED = '2031-03-10';

/**
 * A weekly Monday rule (the series starts on 3 March 2031).
 *
 * @param count      Dates the rule makes before exclusions.
 * @param exclusions Dates left out.
 */
const weekly = ( count: number, exclusions: string[] = [] ) => ( {
	recurring_enabled: 'yes',
	recurrence: {
		freq: 'weekly',
		interval: 1,
		by_day: [ 'MO' ],
		count,
		exclusions,
	},
} );

/**
 * The series' occurrences, date => id.
 *
 * @param admin  Administrator session.
 * @param token  Word in the title of this run's series.
 * @param parent The series.
 */
async function occurrences(
	admin: Session,
	token: string,
	parent: number
): Promise< Record< string, number > > {
	const found = await listed(
		admin,
		EVENTS,
		`search_keyword=${ token }&per_page=100&status=all`
	);
	return Object.fromEntries(
		( found.items as Json[] )
			.filter( ( item ) => item.parent === parent )
			.map( ( item ) => [ item.start_date, item.id ] )
			.sort()
	);
}

/**
 * Ids of an event's attendees, sorted.
 *
 * @param admin   Administrator session.
 * @param eventId Event.
 */
async function attendeeIds( admin: Session, eventId: number ) {
	const found = await listed(
		admin,
		'/eventsmith/v2/attendees',
		`event_id=${ eventId }&per_page=100`
	);
	return ( found.items as Json[] )
		.map( ( attendee ) => attendee.id as number )
		.sort( ( a, b ) => a - b );
}

/**
 * The seat counters of one event (tickets and RSVP), from the ledger.
 *
 * @param admin   Administrator session.
 * @param eventId Event.
 */
async function seats( admin: Session, eventId: number ) {
	const response = await admin.rest(
		'GET',
		`/eventsmith-test/v1/ledger?event_id=${ eventId }`
	);
	expect( response.status() ).toBe( 200 );
	const ledger = await json( response );
	return { event: ledger.event_seats, rsvp: ledger.rsvp_seats };
}

const MONTHS = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
];

/**
 * A Y-m-d date in the site's date format (the tokens WordPress's formats use).
 *
 * @param format PHP date format.
 * @param date   Y-m-d.
 */
function siteDate( format: string, date: string ): string {
	const [ y = 0, m = 1, d = 1 ] = date.split( '-' ).map( Number );
	const month = MONTHS[ m - 1 ] ?? '';
	const tokens: Record< string, string > = {
		Y: String( y ),
		y: String( y ).slice( 2 ),
		F: month,
		M: month.slice( 0, 3 ),
		m: String( m ).padStart( 2, '0' ),
		n: String( m ),
		d: String( d ).padStart( 2, '0' ),
		j: String( d ),
	};
	return format.replace(
		/[YyFMmndj]/g,
		( token ) => tokens[ token ] ?? token
	);
}

test( 'series edit keeps sold occurrences (32.1): ids, attendees and seats survive; a booked date cannot be dropped until cancelled', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'SeriesKeep' );
	const series = await createEvent( admin, {
		title: `${ token } Yoga`,
		status: 'publish',
		...oneDay( '2031-03-03', '18:00', '19:00' ),
		total_ticket: 10,
		rsvp: { enabled: true, capacity: 5, max_per_submission: 2 },
		...weekly( 4 ),
	} );
	const first = await occurrences( admin, token, series.id );
	expect( Object.keys( first ) ).toEqual( [
		'2031-03-03',
		'2031-03-10',
		'2031-03-17',
		'2031-03-24',
	] );
	const booked = first[ BOOKED ] ?? 0;

	// A visitor answers going, and a customer orders two tickets, for 10 March.
	const guest = await visitor();
	const answer = await guest.rsvp( booked, going( 1 ) );
	expect( answer.status(), await answer.text() ).toBe( 201 );
	await book( admin, order( booked, 1, 2 ) );
	const attendees = await attendeeIds( admin, booked );
	expect( attendees ).toHaveLength( 3 );
	const seatsBefore = await seats( admin, booked );
	expect( seatsBefore.event?.taken ).toBe( '2' );
	expect( seatsBefore.rsvp?.taken ).toBe( '1' );

	// A typo fixed in the title: same occurrences, same attendees, same seats.
	const retitled = await admin.rest( 'PUT', `${ EVENTS }/${ series.id }`, {
		title: `${ token } Yoga Class`,
	} );
	expect( retitled.status(), await retitled.text() ).toBe( 200 );
	expect( await occurrences( admin, token, series.id ) ).toEqual( first );
	for ( const id of Object.values( first ) ) {
		const occurrence = await json(
			await admin.rest( 'GET', `${ EVENTS }/${ id }` )
		);
		expect( occurrence.title ).toBe( `${ token } Yoga Class` );
		expect( occurrence.total_ticket ).toBe( 10 );
	}
	expect( await attendeeIds( admin, booked ) ).toEqual( attendees );
	expect( await seats( admin, booked ) ).toEqual( seatsBefore );
	expect(
		( await json( await admin.rest( 'GET', `${ EVENTS }/${ booked }` ) ) )
			.sold_tickets
	).toBe( 2 );

	// Dropping the booked date is refused, naming it; nothing of the edit is written.
	const refused = await admin.rest( 'PUT', `${ EVENTS }/${ series.id }`, {
		title: `${ token } Should not stick`,
		...weekly( 4, [ BOOKED ] ),
	} );
	expect( refused.status() ).toBe( 409 );
	const error = await json( refused );
	expect( error.code ).toBe( 'eventsmith_occurrences_booked' );
	expect( Object.keys( error.data.params ) ).toEqual( [ 'recurrence' ] );
	const format = (
		await json( await admin.rest( 'GET', '/wp/v2/settings' ) )
	).date_format as string;
	expect( error.message ).toContain( siteDate( format, BOOKED ) );
	expect( error.message ).not.toContain( siteDate( format, '2031-03-03' ) );
	const unchanged = await json(
		await admin.rest( 'GET', `${ EVENTS }/${ series.id }` )
	);
	expect( unchanged.title ).toBe( `${ token } Yoga Class` );
	expect( unchanged.recurrence.exclusions ).toEqual( [] );
	expect( await occurrences( admin, token, series.id ) ).toEqual( first );

	// Dropping a date nobody booked removes its occurrence.
	const dropped = await admin.rest( 'PUT', `${ EVENTS }/${ series.id }`, {
		...weekly( 4, [ '2031-03-17' ] ),
	} );
	expect( dropped.status(), await dropped.text() ).toBe( 200 );
	const { '2031-03-17': gone, ...rest } = first;
	expect( await occurrences( admin, token, series.id ) ).toEqual( rest );
	expect(
		( await admin.rest( 'GET', `${ EVENTS }/${ gone }` ) ).status()
	).toBe( 404 );

	// More dates: new occurrences, the others untouched.
	const longer = await admin.rest( 'PUT', `${ EVENTS }/${ series.id }`, {
		...weekly( 6, [ '2031-03-17' ] ),
	} );
	expect( longer.status(), await longer.text() ).toBe( 200 );
	const grown = await occurrences( admin, token, series.id );
	expect( Object.keys( grown ) ).toEqual( [
		'2031-03-03',
		'2031-03-10',
		'2031-03-24',
		'2031-03-31',
		'2031-04-07',
	] );
	expect( grown ).toMatchObject( rest );
	expect( Object.values( first ) ).not.toContain( grown[ '2031-03-31' ] );

	// Staff cancel the booked occurrence; the edit that drops it then goes through and it stays, cancelled.
	const cancelled = await admin.rest( 'PUT', `${ EVENTS }/${ booked }`, {
		cancelled: true,
	} );
	expect( cancelled.status(), await cancelled.text() ).toBe( 200 );
	expect( ( await json( cancelled ) ).cancelled ).toBe( true );
	const withoutBooked = await admin.rest(
		'PUT',
		`${ EVENTS }/${ series.id }`,
		{ ...weekly( 6, [ '2031-03-17', BOOKED ] ) }
	);
	expect( withoutBooked.status(), await withoutBooked.text() ).toBe( 200 );
	const kept = await json(
		await admin.rest( 'GET', `${ EVENTS }/${ booked }` )
	);
	expect( kept ).toMatchObject( {
		id: booked,
		parent: series.id,
		cancelled: true,
		start_date: BOOKED,
	} );
	expect( await attendeeIds( admin, booked ) ).toEqual( attendees );
	expect( await seats( admin, booked ) ).toEqual( seatsBefore );

	// A later edit of the series leaves it cancelled, and the others not.
	const later = await admin.rest( 'PUT', `${ EVENTS }/${ series.id }`, {
		title: `${ token } Yoga`,
	} );
	expect( later.status(), await later.text() ).toBe( 200 );
	expect(
		( await json( await admin.rest( 'GET', `${ EVENTS }/${ booked }` ) ) )
			.cancelled
	).toBe( true );
	expect(
		(
			await json(
				await admin.rest(
					'GET',
					`${ EVENTS }/${ grown[ '2031-03-03' ] }`
				)
			)
		).cancelled
	).toBe( false );
} );
