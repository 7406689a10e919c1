/**
 * Editor view of the RSVP form block: which event it is for, and a preview
 * of the form's first step.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, Placeholder } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { EventIdControl } from '../_shared/event-id-control';

export type RsvpFormAttributes = { eventId: number };

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< RsvpFormAttributes > ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Event', 'eventsmith' ) }>
					<EventIdControl
						value={ attributes.eventId }
						help={ __(
							'Leave at 0 to use the event the page shows.',
							'eventsmith'
						) }
						onChange={ ( eventId ) => setAttributes( { eventId } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<Placeholder
				icon="yes-alt"
				label={ __( 'Event RSVP Form', 'eventsmith' ) }
				instructions={
					attributes.eventId > 0
						? sprintf(
								/* translators: %d: event id. */
								__(
									'Visitors answer whether they will attend event %d, with the people they bring.',
									'eventsmith'
								),
								attributes.eventId
							)
						: __(
								'Visitors answer whether they will attend the event this page shows, with the people they bring.',
								'eventsmith'
							)
				}
			/>
		</div>
	);
}
