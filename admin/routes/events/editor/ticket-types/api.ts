/**
 * The event's ticket types over REST: read the set, replace the set.
 */
import { api } from '../../../../../front/rest/client';
import { toPayload, type TicketType, type TicketTypeDraft } from './draft';

const route = ( eventId: number ) => `/events/${ eventId }/ticket-types`;

/**
 * The event's ticket types with seats sold.
 *
 * @param eventId Event id.
 */
export function loadTicketTypes( eventId: number ): Promise< TicketType[] > {
	return api.get< TicketType[] >( route( eventId ) );
}

/**
 * Replaces the event's ticket types; types left out are removed (their
 * orders keep their tickets).
 *
 * @param eventId Event id.
 * @param drafts  The whole set, in order.
 * @param zone    The event's timezone (sale windows are typed in it).
 */
export function saveTicketTypes(
	eventId: number,
	drafts: TicketTypeDraft[],
	zone: string
): Promise< TicketType[] > {
	return api.put< TicketType[] >( route( eventId ), {
		ticket_types: drafts.map( ( draft ) => toPayload( draft, zone ) ),
	} );
}
