/**
 * How a waitlist entry reads in the dashboard.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { WaitlistEntry } from './waitlist-types';

/**
 * The state as staff read it ("Offered until …" names the hold's end).
 *
 * @param entry      The entry.
 * @param formatDate Formats an ISO date for the site.
 */
export function stateLabel(
	entry: Pick< WaitlistEntry, 'state' | 'hold_until' >,
	formatDate: ( iso: string ) => string
): string {
	switch ( entry.state ) {
		case 'waiting':
			return __( 'Waiting', 'eventsmith' );
		case 'offered':
			if ( ! entry.hold_until ) {
				return __( 'Offered', 'eventsmith' );
			}
			return sprintf(
				/* translators: %s: date and time. */
				__( 'Offered until %s', 'eventsmith' ),
				formatDate( entry.hold_until )
			);
		case 'claimed':
			return __( 'Claimed', 'eventsmith' );
		case 'expired':
			return __( 'Expired', 'eventsmith' );
		default:
			return __( 'Removed', 'eventsmith' );
	}
}

/**
 * The tone of the state's tag.
 *
 * @param state Entry state.
 */
export function stateTone( state: WaitlistEntry[ 'state' ] ): string {
	if ( state === 'offered' ) {
		return 'warning';
	}
	return state === 'claimed' ? 'success' : 'default';
}

/**
 * Whether staff may still take the person off the list.
 *
 * @param state Entry state.
 */
export function canRemove( state: WaitlistEntry[ 'state' ] ): boolean {
	return state === 'waiting' || state === 'offered';
}

/**
 * The place in line of each active entry (waiting or offered), per list, by id.
 *
 * @param entries Entries in line order.
 */
export function positions( entries: WaitlistEntry[] ): Map< number, number > {
	const next = new Map< number, number >();
	const places = new Map< number, number >();
	for ( const entry of entries ) {
		if ( ! canRemove( entry.state ) ) {
			continue;
		}
		const place = ( next.get( entry.ticket_type_id ) ?? 0 ) + 1;
		next.set( entry.ticket_type_id, place );
		places.set( entry.id, place );
	}
	return places;
}
