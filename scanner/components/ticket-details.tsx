/**
 * The attendee, event and ticket-type block of the modal.
 */
import { __ } from '@wordpress/i18n';
import type { ScanContent } from '../verification';

type Props = { content: ScanContent };

export function TicketDetails( { content }: Props ) {
	const rows: Array< [ string, string | undefined ] > = [
		[
			__( 'Attendee', 'eventsmith' ),
			content.attendee_name || content.name,
		],
		[ __( 'Event', 'eventsmith' ), content.event_name ],
		[ __( 'Ticket type', 'eventsmith' ), content.ticket_name ],
		[ __( 'Note', 'eventsmith' ), content.ticket_Message ],
	];
	const shown = rows.filter( ( [ , value ] ) => !! value );
	if ( shown.length === 0 ) {
		return null;
	}
	return (
		<dl className="eventsmith-scanner-modal__details">
			{ shown.map( ( [ label, value ] ) => (
				<div key={ label } className="eventsmith-scanner-modal__detail">
					<dt>{ label }</dt>
					<dd>{ value }</dd>
				</div>
			) ) }
		</dl>
	);
}
