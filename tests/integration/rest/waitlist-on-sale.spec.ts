/**
 * The waitlist sells only what is on sale (issue 32.5). A full event answers
 * "sold out" for every type, hidden and sale-ended ones included; joining
 * still needs a type visitors can buy now, and a claim checks the type and
 * the event again (and the before-booking hooks), refusing with a clear
 * message and passing the held seat on. Joining and offers in general:
 * waitlist-join.spec.ts, waitlist-offers.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import {
	CLAIM,
	claimTokens,
	takeMail,
	waitlistEntries,
	waitlistRoute,
} from '../../support/waitlist';
import { ADMIN, session, type Session } from '../../support/wordpress';

const HOOKS = '/eventsmith-test/v1/hooks';

/**
 * An event of one seat with these ticket types, its seat sold to a visitor
 * through the first type (free): every type now answers "sold out".
 *
 * @param admin Administrator session.
 * @param title Title.
 * @param types Ticket types (the first one is bought).
 */
async function fullEvent(
	admin: Session,
	title: string,
	types: Json[]
): Promise< { eventId: number; types: Json[]; bookingId: number } > {
	const eventId = await ticketedEvent( admin, title, 1 );
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: types }
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	const stored = ( await json( saved ) ) as Json[];
	const placed = await admin.rest(
		'POST',
		`/eventsmith/v2/public/events/${ eventId }/checkout`,
		{
			buyer_name: 'Seat Holder',
			buyer_email: 'holder@example.com',
			tickets: { [ stored[ 0 ]!.id ]: 1 },
			attendees: [
				{
					ticket_type_id: stored[ 0 ]!.id,
					name: 'Seat Holder',
					email: 'holder@example.com',
				},
			],
		}
	);
	expect( placed.status(), await placed.text() ).toBe( 201 );
	return {
		eventId,
		types: stored,
		bookingId: ( await json( placed ) ).booking_id,
	};
}

/**
 * Joins a list, expecting 201.
 *
 * @param eventId Event.
 * @param typeId  Ticket type.
 * @param who     Name; the address is `<who>@example.com`.
 */
async function join( eventId: number, typeId: number, who: string ) {
	const joined = await (
		await session( null )
	).rest( 'POST', waitlistRoute( eventId ), {
		name: who,
		email: `${ who }@example.com`,
		ticket_type_id: typeId,
	} );
	expect( joined.status(), await joined.text() ).toBe( 201 );
}

/**
 * Frees the sold seat (a refund) and returns the claim token offered to `who`.
 *
 * @param admin     Administrator session.
 * @param bookingId The booking holding the seat.
 * @param who       Who should be offered it.
 */
async function freeSeatFor( admin: Session, bookingId: number, who: string ) {
	await takeMail( admin );
	const refund = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ bookingId }/refund`
	);
	expect( refund.status(), await refund.text() ).toBe( 200 );
	const token = claimTokens( await takeMail( admin ) ).get(
		`${ who }@example.com`
	);
	expect( token, `an offer to ${ who }` ).toBeTruthy();
	return token!;
}

const states = async ( admin: Session, eventId: number ) =>
	( await waitlistEntries( admin, eventId ) ).map( ( e ) => [
		e.email,
		e.state,
	] );

test.afterEach( async () => {
	await ( await session( ADMIN ) ).rest( 'DELETE', HOOKS, {} );
} );

test( 'WL-01 a hidden type or one whose sale ended has no waitlist, even when the full event calls it sold out: 400 naming ticket_type_id (32.5)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, types } = await fullEvent( admin, 'Hidden comps', [
		{ name: 'Public', capacity: 1 },
		{ name: 'Comp', hidden: true },
		{ name: 'Early bird', sale_end: '2020-01-01 00:00:00' },
	] );
	const [ , comp, early ] = types as [ Json, Json, Json ];
	for ( const type of [ comp, early ] ) {
		const refused = await guest.rest( 'POST', waitlistRoute( eventId ), {
			name: 'Sneaky',
			email: 'sneaky@example.com',
			ticket_type_id: type.id,
		} );
		expect( refused.status(), type.name ).toBe( 400 );
		const answer = await json( refused );
		expect( Object.keys( answer.data.params ) ).toEqual( [
			'ticket_type_id',
		] );
		expect( answer.message ).toContain( 'not on sale' );
	}
	expect( await waitlistEntries( admin, eventId ) ).toEqual( [] );
	// The type on sale keeps its list.
	await join( eventId, types[ 0 ]!.id, 'fair' );
} );

test( 'WL-02 a claim after the type was hidden is refused with a clear message, and the seat is offered to the next in line (32.5)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, types, bookingId } = await fullEvent(
		admin,
		'Hidden later',
		[ { name: 'Public' }, { name: 'Other' } ]
	);
	const [ pub, other ] = types as [ Json, Json ];
	await join( eventId, pub.id, 'ann' );
	const token = await freeSeatFor( admin, bookingId, 'ann' );
	await join( eventId, other.id, 'bob' );

	const hidden = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{
			ticket_types: [
				{ id: pub.id, name: 'Public', hidden: true },
				{ id: other.id, name: 'Other' },
			],
		}
	);
	expect( hidden.status(), await hidden.text() ).toBe( 200 );
	await takeMail( admin );

	const refused = await guest.rest( 'POST', CLAIM, { token } );
	expect( refused.status() ).toBe( 409 );
	const answer = await json( refused );
	expect( answer.code ).toBe( 'eventsmith_waitlist_claim_refused' );
	expect( answer.message ).toBe(
		'Your place could not be booked: this ticket type is no longer on sale. The place was given back to the waitlist.'
	);
	const next = claimTokens( await takeMail( admin ) );
	expect( [ ...next.keys() ] ).toEqual( [ 'bob@example.com' ] );
	expect( await states( admin, eventId ) ).toEqual( [
		[ 'ann@example.com', 'removed' ],
		[ 'bob@example.com', 'offered' ],
	] );
	const won = await guest.rest( 'POST', CLAIM, {
		token: next.get( 'bob@example.com' ),
	} );
	expect( won.status(), await won.text() ).toBe( 201 );
} );

test( 'WL-02 a claim of a deleted paid type is refused, never booked as a free RSVP ticket; the next list gets the seat (32.5)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, types, bookingId } = await fullEvent(
		admin,
		'Deleted paid type',
		[ { name: 'Free entry' }, { name: 'Paid', price: 30 } ]
	);
	const [ free, paid ] = types as [ Json, Json ];
	await join( eventId, paid.id, 'cara' );
	const token = await freeSeatFor( admin, bookingId, 'cara' );
	await join( eventId, free.id, 'dan' );
	const removed = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: [ { id: free.id, name: 'Free entry' } ] }
	);
	expect( removed.status(), await removed.text() ).toBe( 200 );
	await takeMail( admin );

	const refused = await guest.rest( 'POST', CLAIM, { token } );
	expect( refused.status() ).toBe( 409 );
	expect( ( await json( refused ) ).message ).toBe(
		'Your place could not be booked: this ticket type is no longer sold. The place was given back to the waitlist.'
	);
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&search=cara%40example.com`
		)
	);
	expect( attendees.total_items ).toBe( 0 );
	expect( [ ...claimTokens( await takeMail( admin ) ).keys() ] ).toEqual( [
		'dan@example.com',
	] );
} );

test( 'WL-02 a claim after the event was cancelled is refused and books nothing (32.5)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, types, bookingId } = await fullEvent(
		admin,
		'Cancelled later',
		[ { name: 'Public' } ]
	);
	await join( eventId, types[ 0 ]!.id, 'eve' );
	await join( eventId, types[ 0 ]!.id, 'fay' );
	const token = await freeSeatFor( admin, bookingId, 'eve' );
	const cancelled = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }`,
		{ cancelled: true }
	);
	expect( cancelled.status(), await cancelled.text() ).toBe( 200 );
	await takeMail( admin );

	// Claimed on the claim page (its button posts the form): the page says why.
	const page = await guest.request.post(
		`/?eventsmith_waitlist_claim=${ token }`,
		{ form: { eventsmith_claim: '1' } }
	);
	const html = await page.text();
	expect( html ).toMatch( /Your place could not be booked: [^<]*cancel/i );
	expect( html ).toContain( 'The place was given back to the waitlist.' );
	const again = await guest.rest( 'POST', CLAIM, { token } );
	expect( again.status() ).toBe( 409 );
	// A cancelled event offers nobody a place.
	expect( await takeMail( admin ) ).toEqual( [] );
	expect( await states( admin, eventId ) ).toEqual( [
		[ 'eve@example.com', 'removed' ],
		[ 'fay@example.com', 'waiting' ],
	] );
} );

test( 'WL-02 an add-on refusing the claim in eventsmith_before_booking stops it, and the next in line is offered the seat (32.5)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, types, bookingId } = await fullEvent(
		admin,
		'Refused by an add-on',
		[ { name: 'Public' } ]
	);
	await join( eventId, types[ 0 ]!.id, 'gus' );
	await join( eventId, types[ 0 ]!.id, 'hal' );
	await admin.rest( 'DELETE', HOOKS, { refuse_email: 'gus@example.com' } );
	const token = await freeSeatFor( admin, bookingId, 'gus' );

	const refused = await guest.rest( 'POST', CLAIM, { token } );
	expect( refused.status() ).toBe( 409 );
	expect( ( await json( refused ) ).message ).toBe(
		'Your place could not be booked: Refused by an add-on. The place was given back to the waitlist.'
	);
	const next = claimTokens( await takeMail( admin ) );
	expect( [ ...next.keys() ] ).toEqual( [ 'hal@example.com' ] );
	const won = await guest.rest( 'POST', CLAIM, {
		token: next.get( 'hal@example.com' ),
	} );
	expect( won.status(), await won.text() ).toBe( 201 );
	expect( await states( admin, eventId ) ).toEqual( [
		[ 'gus@example.com', 'removed' ],
		[ 'hal@example.com', 'claimed' ],
	] );
} );
