/**
 * Editor of the event slider: sidebar controls and a server-rendered preview.
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

export type EventSliderAttributes = SliderMotion & {
	category: string;
	tags: string;
	filterWithStatus: 'all' | 'upcoming' | 'ongoing' | 'expire';
	orderby: string;
	order: 'ASC' | 'DESC';
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
					<TextControl
						label={ __(
							'Categories (ids or slugs)',
							'eventsmith'
						) }
						value={ attributes.category }
						onChange={ ( category ) =>
							setAttributes( { category } )
						}
					/>
					<TextControl
						label={ __( 'Tags (ids or slugs)', 'eventsmith' ) }
						value={ attributes.tags }
						onChange={ ( tags ) => setAttributes( { tags } ) }
					/>
					<SelectControl
						label={ __( 'Status', 'eventsmith' ) }
						value={ attributes.filterWithStatus }
						options={ [
							{ label: __( 'All', 'eventsmith' ), value: 'all' },
							{
								label: __( 'Upcoming', 'eventsmith' ),
								value: 'upcoming',
							},
							{
								label: __( 'Ongoing', 'eventsmith' ),
								value: 'ongoing',
							},
							{
								label: __( 'Expired', 'eventsmith' ),
								value: 'expire',
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								filterWithStatus:
									value as EventSliderAttributes[ 'filterWithStatus' ],
							} )
						}
					/>
					<SelectControl
						label={ __( 'Order by', 'eventsmith' ) }
						value={ attributes.orderby }
						options={ [
							{ label: __( 'ID', 'eventsmith' ), value: 'ID' },
							{
								label: __( 'Title', 'eventsmith' ),
								value: 'title',
							},
							{
								label: __( 'Publish date', 'eventsmith' ),
								value: 'post_date',
							},
							{
								label: __( 'Slug', 'eventsmith' ),
								value: 'name',
							},
							{
								label: __( 'Start date', 'eventsmith' ),
								value: 'start_date',
							},
							{
								label: __( 'End date', 'eventsmith' ),
								value: 'end_date',
							},
						] }
						onChange={ ( orderby ) => setAttributes( { orderby } ) }
					/>
					<SelectControl
						label={ __( 'Order', 'eventsmith' ) }
						value={ attributes.order }
						options={ [
							{
								label: __( 'Descending', 'eventsmith' ),
								value: 'DESC',
							},
							{
								label: __( 'Ascending', 'eventsmith' ),
								value: 'ASC',
							},
						] }
						onChange={ ( order ) =>
							setAttributes( {
								order: order as EventSliderAttributes[ 'order' ],
							} )
						}
					/>
					<ToggleControl
						label={ __( 'Show image', 'eventsmith' ) }
						checked={ attributes.showImage }
						onChange={ ( showImage ) =>
							setAttributes( { showImage } )
						}
					/>
					<ToggleControl
						label={ __( 'Show date', 'eventsmith' ) }
						checked={ attributes.showDate }
						onChange={ ( showDate ) =>
							setAttributes( { showDate } )
						}
					/>
					<ToggleControl
						label={ __( 'Show location', 'eventsmith' ) }
						checked={ attributes.showLocation }
						onChange={ ( showLocation ) =>
							setAttributes( { showLocation } )
						}
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
