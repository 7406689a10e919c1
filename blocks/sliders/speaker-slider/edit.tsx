/**
 * Editor of the speaker slider: sidebar controls and a server-rendered preview.
 */
import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import type { BlockEditProps } from '@wordpress/blocks';
import { AttributeToggles } from '../../_shared/attribute-toggles';
import {
	PeopleControls,
	type PeopleAttributes,
} from '../../_shared/people-controls';
import { SliderControls, type SliderMotion } from '../slider-controls';

export type SpeakerSliderAttributes = SliderMotion &
	PeopleAttributes & {
		showDesignation: boolean;
		showSocial: boolean;
	};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< SpeakerSliderAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<SliderControls
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<PanelBody title={ __( 'People', 'eventsmith' ) }>
					<PeopleControls
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
					<AttributeToggles
						attributes={ attributes }
						setAttributes={ setAttributes }
						toggles={ [
							[
								'showDesignation',
								__( 'Show designation', 'eventsmith' ),
							],
							[
								'showSocial',
								__( 'Show social links', 'eventsmith' ),
							],
						] }
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/speaker-slider"
				attributes={ attributes }
			/>
		</div>
	);
}
