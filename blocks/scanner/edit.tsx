/**
 * Editor view of the ticket scanner block: which event the door is for (0:
 * door staff pick one), and a placeholder (the camera runs on the page only).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, Placeholder } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { EventIdControl } from '../_shared/event-id-control';

export type ScannerAttributes = { eventId: number };

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ScannerAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Event', 'eventsmith' ) }>
					<EventIdControl
						value={ attributes.eventId }
						help={ __(
							'Leave at 0 to let door staff choose the event.',
							'eventsmith'
						) }
						onChange={ ( eventId ) => setAttributes( { eventId } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<Placeholder
				icon="camera"
				label={ __( 'Ticket scanner', 'eventsmith' ) }
				instructions={
					attributes.eventId > 0
						? sprintf(
								/* translators: %d: event id. */
								__(
									'Door staff scan the QR tickets of event %d here, also offline. Visitors see a login link.',
									'eventsmith'
								),
								attributes.eventId
							)
						: __(
								'Door staff choose an event and scan its QR tickets here, also offline. Visitors see a login link.',
								'eventsmith'
							)
				}
			/>
		</div>
	);
}
