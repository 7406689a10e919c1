/**
 * Editor of the events accordion: filters and order in the sidebar, the
 * server's render as preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import {
	EventQueryControls,
	type EventQueryAttributes,
} from '../_shared/event-query-controls';

export type AccordionAttributes = EventQueryAttributes & {
	limit: number;
	descLimit: number;
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< AccordionAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Events', 'eventsmith' ) }>
					<EventQueryControls
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
					<RangeControl
						label={ __( 'Number of events', 'eventsmith' ) }
						min={ 1 }
						max={ 50 }
						value={ attributes.limit }
						onChange={ ( limit ) =>
							setAttributes( { limit: limit ?? 20 } )
						}
					/>
					<RangeControl
						label={ __(
							'Description length (words)',
							'eventsmith'
						) }
						min={ 1 }
						max={ 100 }
						value={ attributes.descLimit }
						onChange={ ( descLimit ) =>
							setAttributes( { descLimit: descLimit ?? 20 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/accordion"
				attributes={ attributes }
			/>
		</div>
	);
}
