/**
 * Editor view of the RSVP form block: which event it is for, and what
 * visitors will do with the form.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __, sprintf } from '@wordpress/i18n';
import {
	EventPlaceholderEdit,
	type EventPlaceholderAttributes,
} from '../_shared/event-placeholder-edit';

export type RsvpFormAttributes = EventPlaceholderAttributes;

export function Edit( props: BlockEditProps< RsvpFormAttributes > ) {
	return (
		<EventPlaceholderEdit
			{ ...props }
			icon="yes-alt"
			label={ __( 'Event RSVP Form', 'eventsmith' ) }
			eventIdHelp={ __(
				'Leave at 0 to use the event the page shows.',
				'eventsmith'
			) }
			instructions={ ( eventId ) =>
				eventId > 0
					? sprintf(
							/* translators: %d: event id. */
							__(
								'Visitors answer whether they will attend event %d, with the people they bring.',
								'eventsmith'
							),
							eventId
						)
					: __(
							'Visitors answer whether they will attend the event this page shows, with the people they bring.',
							'eventsmith'
						)
			}
		/>
	);
}
