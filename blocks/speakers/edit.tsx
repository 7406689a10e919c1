/**
 * Editor of the speakers / organizers widget: sidebar controls and a server-rendered preview.
 */
import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import type { BlockEditProps } from '@wordpress/blocks';
import { AttributeToggles } from '../_shared/attribute-toggles';
import {
	PeopleControls,
	type PeopleAttributes,
} from '../_shared/people-controls';

export type SpeakersAttributes = PeopleAttributes & {
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
					<PeopleControls
						attributes={ attributes }
						setAttributes={ setAttributes }
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
							setAttributes( { limit: limit ?? 20 } )
						}
					/>
					<AttributeToggles
						attributes={ attributes }
						setAttributes={ setAttributes }
						toggles={ [
							[ 'showPhoto', __( 'Show photo', 'eventsmith' ) ],
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
				block="eventsmith/speakers"
				attributes={ attributes }
			/>
		</div>
	);
}
