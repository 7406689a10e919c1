/**
 * The sidebar fields choosing which events a widget lists and in which
 * order, shared by the events list/grid, the accordion and the event slider
 * (the shortcodes' category, tags, filter_with_status, orderby and order).
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type EventQueryAttributes = {
	category: string;
	tags: string;
	filterWithStatus: string;
	orderby: string;
	order: string;
};

type Props = {
	attributes: EventQueryAttributes;
	setAttributes: ( next: Partial< EventQueryAttributes > ) => void;
};

const options = ( pairs: Array< [ string, string ] > ) =>
	pairs.map( ( [ value, label ] ) => ( { value, label } ) );

export function EventQueryControls( { attributes, setAttributes }: Props ) {
	const listHelp = __( 'Comma-separated; empty for all.', 'eventsmith' );
	return (
		<>
			<TextControl
				label={ __( 'Categories (ids or slugs)', 'eventsmith' ) }
				help={ listHelp }
				value={ attributes.category }
				onChange={ ( category ) => setAttributes( { category } ) }
			/>
			<TextControl
				label={ __( 'Tags (ids or slugs)', 'eventsmith' ) }
				help={ listHelp }
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
		</>
	);
}
