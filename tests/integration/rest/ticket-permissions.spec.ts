/**
 * GAP-07 / GAP-16: every route of bookings, attendees, the RSVP report,
 * invitations and the door scanner answers 401 to a visitor, 403 to a
 * subscriber and to staff holding only another permission, and 2xx to staff
 * holding its permission.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import { book, booking, ticketedEvent } from '../../support/bookings';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import type { Session } from '../../support/wordpress';

type Call = { method: string; route: string; data?: unknown };

/**
 * The fixtures a route needs for one allowed call, made fresh as admin.
 */
type Route = {
	name: string;
	permission: string;
	other: string;
	expected: number;
	call: ( admin: Session ) => Promise< Call >;
};

async function newBooking( admin: Session ): Promise< number > {
	const eventId = await ticketedEvent( admin, 'Permission sale', 10 );
	const made = await book(
		admin,
		booking( eventId, 'Pat', 'pat@example.org', {
			ticket_type: 'Standard',
			price: 5,
		} )
	);
	return made.id;
}

async function ticket( admin: Session ) {
	const eventId = await rsvpEvent( admin, 'Permission door', 10 );
	const guest = await visitor();
	const [ code ] = ( await json( await guest.rsvp( eventId, going( 1 ) ) ) )
		.tickets;
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	return { eventId, code, attendeeId: list.items[ 0 ].id as number };
}

const ORDER = 'eventsmith_manage_order';
const ATTENDEE = 'eventsmith_manage_attendee';
const EVENT = 'eventsmith_manage_event';
const SCAN = 'eventsmith_manage_qr_scan';

const ROUTES: Route[] = [
	{
		name: 'GET /bookings',
		permission: ORDER,
		other: ATTENDEE,
		expected: 200,
		call: async () => ( {
			method: 'GET',
			route: '/eventsmith/v2/bookings',
		} ),
	},
	{
		name: 'POST /bookings',
		permission: ORDER,
		other: ATTENDEE,
		expected: 201,
		call: async ( admin ) => {
			const id = await newBooking( admin );
			const event = (
				await json(
					await admin.rest( 'GET', `/eventsmith/v2/bookings/${ id }` )
				)
			).event_id;
			return {
				method: 'POST',
				route: '/eventsmith/v2/bookings',
				data: {
					event_id: event,
					customer_name: 'Sam',
					customer_email: 'sam@example.org',
					lines: [ { quantity: 1, price: 5 } ],
				},
			};
		},
	},
	{
		name: 'GET /bookings/{id}',
		permission: ORDER,
		other: ATTENDEE,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'GET',
			route: `/eventsmith/v2/bookings/${ await newBooking( admin ) }`,
		} ),
	},
	{
		name: 'POST /bookings/{id}/refund',
		permission: ORDER,
		other: ATTENDEE,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'POST',
			route: `/eventsmith/v2/bookings/${ await newBooking( admin ) }/refund`,
		} ),
	},
	{
		name: 'POST /bookings/{id}/resend-invoice',
		permission: ORDER,
		other: ATTENDEE,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'POST',
			route: `/eventsmith/v2/bookings/${ await newBooking( admin ) }/resend-invoice`,
		} ),
	},
	{
		name: 'GET /attendees',
		permission: ATTENDEE,
		other: ORDER,
		expected: 200,
		call: async () => ( {
			method: 'GET',
			route: '/eventsmith/v2/attendees',
		} ),
	},
	{
		name: 'GET /attendees/{id}',
		permission: ATTENDEE,
		other: ORDER,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'GET',
			route: `/eventsmith/v2/attendees/${
				( await ticket( admin ) ).attendeeId
			}`,
		} ),
	},
	{
		name: 'PUT /attendees/{id}',
		permission: ATTENDEE,
		other: ORDER,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'PUT',
			route: `/eventsmith/v2/attendees/${
				( await ticket( admin ) ).attendeeId
			}`,
			data: { phone: '+1 555 0199' },
		} ),
	},
	{
		name: 'DELETE /attendees/{id}',
		permission: ATTENDEE,
		other: ORDER,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'DELETE',
			route: `/eventsmith/v2/attendees/${
				( await ticket( admin ) ).attendeeId
			}`,
		} ),
	},
	{
		name: 'GET /rsvp-report',
		permission: EVENT,
		other: ATTENDEE,
		expected: 200,
		call: async () => ( {
			method: 'GET',
			route: '/eventsmith/v2/rsvp-report',
		} ),
	},
	{
		name: 'POST /rsvp-invitations',
		permission: EVENT,
		other: SCAN,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'POST',
			route: '/eventsmith/v2/rsvp-invitations',
			data: {
				event_id: await rsvpEvent( admin, 'Permission invite', 10 ),
				emails: [ 'invitee@example.org' ],
			},
		} ),
	},
	{
		name: 'GET /tickets/verify',
		permission: SCAN,
		other: EVENT,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'GET',
			route: `/eventsmith/v2/tickets/verify?code=${
				( await ticket( admin ) ).code
			}`,
		} ),
	},
	{
		name: 'POST /tickets/verify',
		permission: SCAN,
		other: ORDER,
		expected: 200,
		call: async ( admin ) => ( {
			method: 'POST',
			route: '/eventsmith/v2/tickets/verify',
			data: { code: ( await ticket( admin ) ).code },
		} ),
	},
];

for ( const route of ROUTES ) {
	test( `GAP-07 ${ route.name }: 401 visitor, 403 subscriber and ${ route.other }, ${ route.expected } with ${ route.permission }`, async () => {
		const admin = await session( ADMIN );
		const call = await route.call( admin );
		const send = ( who: Session ) =>
			who.rest( call.method, call.route, call.data );

		const anonymous = await send( await session( null ) );
		expect( anonymous.status() ).toBe( 401 );
		expect( ( await json( anonymous ) ).message ).toBe(
			'You need to be logged in to do this.'
		);
		for ( const who of [
			await session( await ensureUser( 'subscriber' ) ),
			await sessionWithOnly( route.other ),
		] ) {
			const refused = await send( who );
			expect( refused.status() ).toBe( 403 );
			expect( ( await json( refused ) ).message ).toBe(
				'Sorry, you are not allowed to do this.'
			);
		}
		const allowed = await send( await sessionWithOnly( route.permission ) );
		expect( allowed.status() ).toBe( route.expected );
	} );
}
