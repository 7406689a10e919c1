/**
 * Editor of the events list / grid widget: every attribute in the sidebar and
 * the server's own render as the live preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import { AttributeToggles } from '../_shared/attribute-toggles';
import {
	EventQueryControls,
	type EventQueryAttributes,
} from '../_shared/event-query-controls';

export type EventsAttributes = EventQueryAttributes & {
	layout: 'list' | 'grid';
	style: string;
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
					<AttributeToggles
						attributes={ attributes }
						setAttributes={ setAttributes }
						toggles={ flags }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Events', 'eventsmith' ) }>
					<EventQueryControls
						attributes={ attributes }
						setAttributes={ setAttributes }
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
