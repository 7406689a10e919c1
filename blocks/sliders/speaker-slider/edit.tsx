/**
 * Editor of the speaker slider: sidebar controls and a server-rendered preview.
 */
import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import type { BlockEditProps } from '@wordpress/blocks';
import { SliderControls, type SliderMotion } from '../slider-controls';

export type SpeakerSliderAttributes = SliderMotion & {
	role: 'speaker' | 'organizer';
	group: string;
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
					<SelectControl
						label={ __( 'Role', 'eventsmith' ) }
						value={ attributes.role }
						options={ [
							{
								label: __( 'Speakers', 'eventsmith' ),
								value: 'speaker',
							},
							{
								label: __( 'Organizers', 'eventsmith' ),
								value: 'organizer',
							},
						] }
						onChange={ ( role ) =>
							setAttributes( {
								role: role as SpeakerSliderAttributes[ 'role' ],
							} )
						}
					/>
					<TextControl
						label={ __( 'Group (name or id)', 'eventsmith' ) }
						value={ attributes.group }
						onChange={ ( group ) => setAttributes( { group } ) }
					/>
					<ToggleControl
						label={ __( 'Show designation', 'eventsmith' ) }
						checked={ attributes.showDesignation }
						onChange={ ( showDesignation ) =>
							setAttributes( { showDesignation } )
						}
					/>
					<ToggleControl
						label={ __( 'Show social links', 'eventsmith' ) }
						checked={ attributes.showSocial }
						onChange={ ( showSocial ) =>
							setAttributes( { showSocial } )
						}
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
