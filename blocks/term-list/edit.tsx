/**
 * Editor of the categories / tags / locations list: what to list, how many,
 * counts and style in the sidebar, the server's render as preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type TermListAttributes = {
	taxonomy: 'category' | 'tag' | 'location';
	limit?: number;
	showCount: boolean;
	style: 'style-1' | 'style-2';
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< TermListAttributes > ) {
	const defaultLimit = attributes.taxonomy === 'location' ? 5 : 20;
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'List', 'eventsmith' ) }>
					<SelectControl
						label={ __( 'List', 'eventsmith' ) }
						value={ attributes.taxonomy }
						options={ [
							{
								value: 'category',
								label: __( 'Categories', 'eventsmith' ),
							},
							{ value: 'tag', label: __( 'Tags', 'eventsmith' ) },
							{
								value: 'location',
								label: __( 'Locations', 'eventsmith' ),
							},
						] }
						onChange={ ( taxonomy ) =>
							setAttributes( {
								taxonomy:
									taxonomy as TermListAttributes[ 'taxonomy' ],
							} )
						}
					/>
					<RangeControl
						label={ __( 'Most items', 'eventsmith' ) }
						min={ 1 }
						max={ 100 }
						value={ attributes.limit ?? defaultLimit }
						onChange={ ( limit ) => setAttributes( { limit } ) }
						allowReset
						resetFallbackValue={ defaultLimit }
					/>
					<ToggleControl
						label={ __( 'Show event counts', 'eventsmith' ) }
						checked={ attributes.showCount }
						onChange={ ( showCount ) =>
							setAttributes( { showCount } )
						}
					/>
					<SelectControl
						label={ __( 'Style', 'eventsmith' ) }
						value={ attributes.style }
						options={ [
							{
								value: 'style-1',
								label: __( 'List', 'eventsmith' ),
							},
							{
								value: 'style-2',
								label: __( 'Chips', 'eventsmith' ),
							},
						] }
						onChange={ ( style ) =>
							setAttributes( {
								style: style as TermListAttributes[ 'style' ],
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="eventsmith/term-list"
				attributes={ attributes }
			/>
		</div>
	);
}
