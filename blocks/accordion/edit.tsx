/**
 * Editor of the events accordion: filters and order in the sidebar, the
 * server's render as preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type AccordionAttributes = {
	category: string;
	tags: string;
	filterWithStatus: 'all' | 'upcoming' | 'ongoing' | 'expire';
	orderby: string;
	order: 'ASC' | 'DESC';
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
							{ value: 'all', label: __( 'All', 'eventsmith' ) },
							{
								value: 'upcoming',
								label: __( 'Upcoming', 'eventsmith' ),
							},
							{
								value: 'ongoing',
								label: __( 'Ongoing', 'eventsmith' ),
							},
							{
								value: 'expire',
								label: __( 'Past', 'eventsmith' ),
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								filterWithStatus:
									value as AccordionAttributes[ 'filterWithStatus' ],
							} )
						}
					/>
					<SelectControl
						label={ __( 'Order by', 'eventsmith' ) }
						value={ attributes.orderby }
						options={ [
							{ value: 'ID', label: __( 'ID', 'eventsmith' ) },
							{
								value: 'title',
								label: __( 'Title', 'eventsmith' ),
							},
							{
								value: 'post_date',
								label: __( 'Publish date', 'eventsmith' ),
							},
							{
								value: 'name',
								label: __( 'Slug', 'eventsmith' ),
							},
							{
								value: 'start_date',
								label: __( 'Start date', 'eventsmith' ),
							},
							{
								value: 'end_date',
								label: __( 'End date', 'eventsmith' ),
							},
						] }
						onChange={ ( orderby ) => setAttributes( { orderby } ) }
					/>
					<SelectControl
						label={ __( 'Order', 'eventsmith' ) }
						value={ attributes.order }
						options={ [
							{
								value: 'DESC',
								label: __( 'Descending', 'eventsmith' ),
							},
							{
								value: 'ASC',
								label: __( 'Ascending', 'eventsmith' ),
							},
						] }
						onChange={ ( order ) =>
							setAttributes( {
								order: order as AccordionAttributes[ 'order' ],
							} )
						}
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
