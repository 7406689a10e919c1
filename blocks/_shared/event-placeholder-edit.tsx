/**
 * The editor view of a block that only comes alive on the page (a form, a
 * camera): which event it is for, and a placeholder saying what visitors or
 * staff will do with it.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, Placeholder } from '@wordpress/components';
import type { ComponentProps } from 'react';
import { __ } from '@wordpress/i18n';
import { EventIdControl } from './event-id-control';

export type EventPlaceholderAttributes = { eventId: number };

type Props = BlockEditProps< EventPlaceholderAttributes > & {
	/** Dashicon name of the placeholder. */
	icon: ComponentProps< typeof Placeholder >[ 'icon' ];
	label: string;
	/** What an event id of 0 means for this block. */
	eventIdHelp: string;
	/** The placeholder's text for the chosen event (0: none chosen). */
	instructions: ( eventId: number ) => string;
};

export function EventPlaceholderEdit( {
	attributes,
	setAttributes,
	icon,
	label,
	eventIdHelp,
	instructions,
}: Props ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Event', 'eventsmith' ) }>
					<EventIdControl
						value={ attributes.eventId }
						help={ eventIdHelp }
						onChange={ ( eventId ) => setAttributes( { eventId } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<Placeholder
				icon={ icon }
				label={ label }
				instructions={ instructions( attributes.eventId ) }
			/>
		</div>
	);
}
