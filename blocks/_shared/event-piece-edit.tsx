/**
 * The editor view every event-page piece block shares: which event it is
 * about (the page's own, or one chosen by id) and a live preview rendered by
 * the same PHP as the front end.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import type { ReactNode } from 'react';
import { EventIdControl } from './event-id-control';

export type EventPieceAttributes = { eventId: number } & Record<
	string,
	unknown
>;

type Props = BlockEditProps< EventPieceAttributes > & {
	name: string;
	/** Extra controls of the block, shown under the event id. */
	controls?: ReactNode;
};

export function EventPieceEdit( {
	name,
	attributes,
	setAttributes,
	controls,
}: Props ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Event', 'eventsmith' ) }>
					<EventIdControl
						value={ attributes.eventId ?? 0 }
						onChange={ ( eventId ) => setAttributes( { eventId } ) }
					/>
					{ controls }
				</PanelBody>
			</InspectorControls>
			<ServerSideRender block={ name } attributes={ attributes } />
		</div>
	);
}
