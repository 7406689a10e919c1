/**
 * Editor view of the waitlist block: a note, since visitors see it only while a list is sold out.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

export type WaitlistAttributes = { eventId: number; ticketTypeId: number };

export function Edit() {
	return (
		<div { ...useBlockProps() }>
			<p>
				{ __(
					'Visitors see a waitlist form here while the ticket type or the RSVP is sold out.',
					'eventsmith'
				) }
			</p>
		</div>
	);
}
