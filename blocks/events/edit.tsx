/**
 * Editor of the events list / grid widget: every attribute in the sidebar and
 * the server's own render as the live preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type EventsAttributes = {
	layout: 'list' | 'grid';
	style: string;
	category: string;
	tags: string;
	filterWithStatus: string;
	orderby: string;
	order: string;
	column: number;
	limit: number;
	descLimit: number;
	showImage: boolean;
	showDate: boolean;
	showLocation: boolean;
	showDescription: boolean;
	showCategories: boolean;
	loadMore: boolean;
};

type Flag =
	| 'showImage'
	| 'showDate'
	| 'showLocation'
	| 'showDescription'
	| 'showCategories'
	| 'loadMore';

const options = ( pairs: Array< [ string, string ] > ) =>
	pairs.map( ( [ value, label ] ) => ( { value, label } ) );

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< EventsAttributes > ) {
	const flags: Array< [ Flag, string ] > = [
		[ 'showImage', __( 'Show image', 'eventsmith' ) ],
		[ 'showDate', __( 'Show date', 'eventsmith' ) ],
		[ 'showLocation', __( 'Show location', 'eventsmith' ) ],
		[ 'showDescription', __( 'Show description', 'eventsmith' ) ],
		[ 'showCategories', __( 'Show categories', 'eventsmith' ) ],
		[ 'loadMore', __( 'Show a Load more button', 'eventsmith' ) ],
	];
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Layout', 'eventsmith' ) }>
					<SelectControl
						label={ __( 'Layout', 'eventsmith' ) }
						value={ attributes.layout }
						options={ options( [
							[ 'list', __( 'List', 'eventsmith' ) ],
							[ 'grid', __( 'Grid', 'eventsmith' ) ],
						] ) }
						onChange={ ( layout ) =>
							setAttributes( {
								layout: layout as EventsAttributes[ 'layout' ],
							} )
						}
					/>
					<SelectControl
						label={ __( 'Style', 'eventsmith' ) }
						value={ attributes.style }
						options={ options( [
							[
								'style-1',
								__( 'Card with image', 'eventsmith' ),
							],
							[ 'style-2', __( 'Date badge', 'eventsmith' ) ],
							[
								'style-3',
								__( 'Compact one line', 'eventsmith' ),
							],
							[ 'style-4', __( 'Image left', 'eventsmith' ) ],
							[ 'style-5', __( 'Minimal text', 'eventsmith' ) ],
						] ) }
						onChange={ ( style ) => setAttributes( { style } ) }
					/>
					{ 'grid' === attributes.layout && (
						<RangeControl
							label={ __( 'Columns', 'eventsmith' ) }
							min={ 1 }
							max={ 4 }
							value={ attributes.column }
							onChange={ ( column ) =>
								setAttributes( { column: column ?? 3 } )
							}
						/>
					) }
					{ flags.map( ( [ flag, label ] ) => (
						<ToggleControl
							key={ flag }
							label={ label }
							checked={ attributes[ flag ] }
							onChange={ ( on ) =>
								setAttributes( { [ flag ]: on } )
							}
						/>
					) ) }
				</PanelBody>
				<PanelBody title={ __( 'Events', 'eventsmith' ) }>
					<TextControl
						label={ __(
							'Categories (ids or slugs)',
							'eventsmith'
						) }
						help={ __(
							'Comma-separated; empty for all.',
							'eventsmith'
						) }
						value={ attributes.category }
						onChange={ ( category ) =>
							setAttributes( { category } )
						}
					/>
					<TextControl
						label={ __( 'Tags (ids or slugs)', 'eventsmith' ) }
						help={ __(
							'Comma-separated; empty for all.',
							'eventsmith'
						) }
						value={ attributes.tags }
						onChange={ ( tags ) => setAttributes( { tags } ) }
					/>
					<SelectControl
						label={ __( 'Status', 'eventsmith' ) }
						value={ attributes.filterWithStatus }
						options={ options( [
							[ 'all', __( 'All', 'eventsmith' ) ],
							[ 'upcoming', __( 'Upcoming', 'eventsmith' ) ],
							[ 'ongoing', __( 'Ongoing', 'eventsmith' ) ],
							[ 'expire', __( 'Expired', 'eventsmith' ) ],
						] ) }
						onChange={ ( filterWithStatus ) =>
							setAttributes( { filterWithStatus } )
						}
					/>
					<SelectControl
						label={ __( 'Order by', 'eventsmith' ) }
						value={ attributes.orderby }
						options={ options( [
							[ 'ID', __( 'ID', 'eventsmith' ) ],
							[ 'title', __( 'Title', 'eventsmith' ) ],
							[ 'post_date', __( 'Publish date', 'eventsmith' ) ],
							[ 'name', __( 'Slug', 'eventsmith' ) ],
							[ 'start_date', __( 'Start date', 'eventsmith' ) ],
							[ 'end_date', __( 'End date', 'eventsmith' ) ],
						] ) }
						onChange={ ( orderby ) => setAttributes( { orderby } ) }
					/>
					<SelectControl
						label={ __( 'Order', 'eventsmith' ) }
						value={ attributes.order }
						options={ options( [
							[ 'DESC', __( 'Descending', 'eventsmith' ) ],
							[ 'ASC', __( 'Ascending', 'eventsmith' ) ],
						] ) }
						onChange={ ( order ) => setAttributes( { order } ) }
					/>
					<RangeControl
						label={ __( 'Events per page', 'eventsmith' ) }
						min={ 1 }
						max={ 50 }
						value={ attributes.limit }
						onChange={ ( limit ) =>
							setAttributes( { limit: limit ?? 20 } )
						}
					/>
					<RangeControl
						label={ __( 'Description words', 'eventsmith' ) }
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
				block="eventsmith/events"
				attributes={ attributes }
			/>
		</div>
	);
}
