/**
 * Editor view of the ticket scanner block: which event the door is for (0:
 * door staff pick one), and a placeholder (the camera runs on the page only).
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __, sprintf } from '@wordpress/i18n';
import {
	EventPlaceholderEdit,
	type EventPlaceholderAttributes,
} from '../_shared/event-placeholder-edit';

export type ScannerAttributes = EventPlaceholderAttributes;

export function Edit( props: BlockEditProps< ScannerAttributes > ) {
	return (
		<EventPlaceholderEdit
			{ ...props }
			icon="camera"
			label={ __( 'Ticket scanner', 'eventsmith' ) }
			eventIdHelp={ __(
				'Leave at 0 to let door staff choose the event.',
				'eventsmith'
			) }
			instructions={ ( eventId ) =>
				eventId > 0
					? sprintf(
							/* translators: %d: event id. */
							__(
								'Door staff scan the QR tickets of event %d here, also offline. Visitors see a login link.',
								'eventsmith'
							),
							eventId
						)
					: __(
							'Door staff choose an event and scan its QR tickets here, also offline. Visitors see a login link.',
							'eventsmith'
						)
			}
		/>
	);
}
