/**
 * Editor of the event slider: sidebar controls and a server-rendered preview.
 */
import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import type { BlockEditProps } from '@wordpress/blocks';
import { AttributeToggles } from '../../_shared/attribute-toggles';
import {
	EventQueryControls,
	type EventQueryAttributes,
} from '../../_shared/event-query-controls';
import { SliderControls, type SliderMotion } from '../slider-controls';

export type EventSliderAttributes = SliderMotion &
	EventQueryAttributes & {
		showImage: boolean;
		showDate: boolean;
		showLocation: boolean;
	};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< EventSliderAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<SliderControls
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<PanelBody title={ __( 'Events', 'eventsmith' ) }>
					<EventQueryControls
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
					<AttributeToggles
						attributes={ attributes }
						setAttributes={ setAttributes }
						toggles={ [
							[ 'showImage', __( 'Show image', 'eventsmith' ) ],
							[ 'showDate', __( 'Show date', 'eventsmith' ) ],
							[
								'showLocation',
								__( 'Show location', 'eventsmith' ),
							],
						] }
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/event-slider"
				attributes={ attributes }
			/>
		</div>
	);
}
