/**
 * RSVP helpers: an event taking RSVPs, and a visitor answering through the public form route.
 */
import { expect, request as playwrightRequest } from '@playwright/test';
import { json, type Json } from './json';
import { siteUrl, type Session } from './wordpress';

/** The field of the RSVP form that carries its nonce. */
export const NONCE_FIELD = 'eventsmith_rsvp_nonce';

/**
 * Creates a published event with RSVP settings and returns it as the API answers.
 *
 * @param admin         Administrator session.
 * @param title         Title.
 * @param rsvp          RSVP settings.
 * @param rsvp.capacity RSVP places (-1 unlimited).
 * @param rsvp.max      Most attendees per answer.
 * @param rsvp.enabled  Whether it takes RSVPs.
 */
export async function createRsvpEvent(
	admin: Session,
	title: string,
	{
		capacity,
		max = 1,
		enabled = true,
	}: { capacity: number; max?: number; enabled?: boolean }
): Promise< Json > {
	const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title,
		status: 'publish',
		start_date: '2031-09-01',
		start_time: '18:00',
		end_date: '2031-09-01',
		end_time: '21:00',
		timezone: 'UTC',
		rsvp: { enabled, capacity, max_per_submission: max },
	} );
	expect( response.status() ).toBe( 201 );
	return json( response );
}

/**
 * Creates a published event taking RSVPs and returns its id.
 *
 * @param admin    Administrator session.
 * @param title    Title.
 * @param capacity RSVP places (-1 unlimited).
 * @param max      Most attendees per answer.
 */
export async function rsvpEvent(
	admin: Session,
	title: string,
	capacity: number,
	max = 1
): Promise< number > {
	return ( await createRsvpEvent( admin, title, { capacity, max } ) ).id;
}

/**
 * An anonymous visitor holding the RSVP form's nonce.
 */
export async function visitor() {
	const context = await playwrightRequest.newContext( {
		baseURL: siteUrl(),
	} );
	const { nonce } = await json(
		await context.get( '/wp-json/eventsmith-test/v1/rsvp-nonce' )
	);
	return {
		rsvp: (
			eventId: number,
			body: Json,
			headers: Record< string, string > = {}
		) =>
			context.post( `/wp-json/eventsmith/v2/events/${ eventId }/rsvp`, {
				data: body,
				headers: { 'X-Eventsmith-Nonce': nonce, ...headers },
			} ),
		/**
		 * Sends the form as the RSVP form does: form-encoded to admin-ajax
		 * with action eventsmith_rsvp_insert and the fields as a JSON list of
		 * {name, value} (the form's nonce among them unless given).
		 *
		 * @param fields Name and value pairs, in form order.
		 */
		ajax: ( fields: Array< [ string, string ] > ) =>
			context.post( '/wp-admin/admin-ajax.php', {
				form: {
					action: 'eventsmith_rsvp_insert',
					fields: JSON.stringify(
						( fields.some( ( [ name ] ) => name === NONCE_FIELD )
							? fields
							: [ ...fields, [ NONCE_FIELD, nonce ] ]
						).map( ( [ name, value ] ) => ( { name, value } ) )
					),
				},
			} ),
		context,
	};
}

/**
 * A "going" answer for one guest.
 *
 * @param n Guest number.
 */
export const going = ( n: number ) => ( {
	response: 'going',
	attendees: [ { name: `Guest ${ n }`, email: `Guest${ n }@Example.org` } ],
} );
