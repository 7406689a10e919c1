/**
 * Editor of the speakers / organizers widget: sidebar controls and a server-rendered preview.
 */
import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import type { BlockEditProps } from '@wordpress/blocks';

export type SpeakersAttributes = {
	role: 'speaker' | 'organizer';
	group: string;
	style: string;
	column: number;
	limit: number;
	showPhoto: boolean;
	showDesignation: boolean;
	showSocial: boolean;
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< SpeakersAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'eventsmith' ) }>
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
								role: role as SpeakersAttributes[ 'role' ],
							} )
						}
					/>
					<TextControl
						label={ __( 'Group (name or id)', 'eventsmith' ) }
						value={ attributes.group }
						onChange={ ( group ) => setAttributes( { group } ) }
					/>
					<SelectControl
						label={ __( 'Style', 'eventsmith' ) }
						value={ attributes.style }
						options={ [ 'style-1', 'style-2', 'style-3' ].map(
							( value ) => ( {
								label: value,
								value,
							} )
						) }
						onChange={ ( style ) => setAttributes( { style } ) }
					/>
					<RangeControl
						label={ __( 'Columns', 'eventsmith' ) }
						min={ 1 }
						max={ 4 }
						value={ attributes.column }
						onChange={ ( column ) =>
							setAttributes( { column: column ?? 3 } )
						}
					/>
					<RangeControl
						label={ __( 'Limit', 'eventsmith' ) }
						min={ 1 }
						max={ 50 }
						value={ attributes.limit }
						onChange={ ( limit ) =>
							setAttributes( { limit: limit ?? 6 } )
						}
					/>
					<ToggleControl
						label={ __( 'Show photo', 'eventsmith' ) }
						checked={ attributes.showPhoto }
						onChange={ ( showPhoto ) =>
							setAttributes( { showPhoto } )
						}
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
				block="eventsmith/speakers"
				attributes={ attributes }
			/>
		</div>
	);
}
