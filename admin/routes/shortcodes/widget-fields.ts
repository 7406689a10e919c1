/**
 * The building blocks of the generator's widget forms: the field kinds, and
 * the fields several widgets share (style, limit, the event query, slider
 * motion, people and term lists). `name` is always the shortcode attribute.
 */
import { __, sprintf } from '@wordpress/i18n';

type Option = { value: string; label: string };

/** One form field; `name` is the shortcode attribute (snake_case). */
export type Field =
	| {
			kind: 'select';
			name: string;
			label: string;
			options: Option[];
			default: string;
	  }
	| {
			kind: 'number';
			name: string;
			label: string;
			default: number;
			min: number;
			max?: number;
	  }
	| { kind: 'toggle'; name: string; label: string; default: boolean }
	| {
			kind: 'text' | 'datetime';
			name: string;
			label: string;
			required?: boolean;
			help?: string;
	  }
	| {
			/** Ids chosen from a list, comma-separated; `single` keeps one. */
			kind: 'pick';
			name: string;
			label: string;
			source: PickSource;
			single?: boolean;
			required?: boolean;
	  };

export type PickSource =
	| 'categories'
	| 'tags'
	| 'speakerGroups'
	| 'events'
	| 'schedules'
	| 'speakers';

export type Widget = {
	tag: string;
	title: string;
	pro: boolean;
	fields: Field[];
};

const styles = ( count: number ): Option[] =>
	Array.from( { length: count }, ( _, index ) => ( {
		value: `style-${ index + 1 }`,
		/* translators: %d: style number. */
		label: sprintf( __( 'Style %d', 'eventsmith' ), index + 1 ),
	} ) );

export const style = ( count: number ): Field => ( {
	kind: 'select',
	name: 'style',
	label: __( 'Style', 'eventsmith' ),
	options: styles( count ),
	default: 'style-1',
} );

export const limit = ( value: number, name = 'limit' ): Field => ( {
	kind: 'number',
	name,
	label:
		name === 'desc_limit'
			? __( 'Description limit (words)', 'eventsmith' )
			: __( 'Limit', 'eventsmith' ),
	default: value,
	min: 1,
} );

export const toggle = (
	name: string,
	label: string,
	value = true
): Field => ( {
	kind: 'toggle',
	name,
	label,
	default: value,
} );

export const terms: Field[] = [
	{
		kind: 'pick',
		name: 'category',
		label: __( 'Categories', 'eventsmith' ),
		source: 'categories',
	},
	{
		kind: 'pick',
		name: 'tags',
		label: __( 'Tags', 'eventsmith' ),
		source: 'tags',
	},
];

/** The event query every list-like widget shares (SC-12, SC-13, SC-14). */
export const eventQuery: Field[] = [
	...terms,
	{
		kind: 'select',
		name: 'filter_with_status',
		label: __( 'Status', 'eventsmith' ),
		options: [
			{ value: 'all', label: __( 'All', 'eventsmith' ) },
			{ value: 'upcoming', label: __( 'Upcoming', 'eventsmith' ) },
			{ value: 'ongoing', label: __( 'Ongoing', 'eventsmith' ) },
			{ value: 'expire', label: __( 'Expired', 'eventsmith' ) },
		],
		default: 'all',
	},
	{
		kind: 'select',
		name: 'orderby',
		label: __( 'Order by', 'eventsmith' ),
		options: [
			{ value: 'title', label: __( 'Title', 'eventsmith' ) },
			{ value: 'ID', label: __( 'ID', 'eventsmith' ) },
			{ value: 'post_date', label: __( 'Post date', 'eventsmith' ) },
			{ value: 'name', label: __( 'Name (slug)', 'eventsmith' ) },
			{
				value: 'eventsmith_start_date',
				label: __( 'Start date', 'eventsmith' ),
			},
			{
				value: 'eventsmith_end_date',
				label: __( 'End date', 'eventsmith' ),
			},
		],
		default: 'ID',
	},
	{
		kind: 'select',
		name: 'order',
		label: __( 'Order', 'eventsmith' ),
		options: [
			{ value: 'DESC', label: __( 'Descending', 'eventsmith' ) },
			{ value: 'ASC', label: __( 'Ascending', 'eventsmith' ) },
		],
		default: 'DESC',
	},
];

const column: Field = {
	kind: 'select',
	name: 'column',
	label: __( 'Columns', 'eventsmith' ),
	options: [ '1', '2', '3', '4' ].map( ( value ) => ( {
		value,
		label: value,
	} ) ),
	default: '3',
};

export const slider: Field[] = [
	{
		kind: 'number',
		name: 'slider_count',
		label: __( 'Slides per view', 'eventsmith' ),
		default: 3,
		min: 1,
		max: 10,
	},
	{
		kind: 'number',
		name: 'space',
		label: __( 'Space between slides (px)', 'eventsmith' ),
		default: 20,
		min: 1,
	},
	toggle( 'autoplay', __( 'Autoplay', 'eventsmith' ) ),
];

export const eventList = ( grid: boolean ): Field[] => [
	style( 5 ),
	...eventQuery,
	...( grid ? [ column ] : [] ),
	limit( 20 ),
	limit( 20, 'desc_limit' ),
	toggle( 'show_image', __( 'Show image', 'eventsmith' ) ),
	toggle( 'show_date', __( 'Show date', 'eventsmith' ) ),
	toggle( 'show_location', __( 'Show location', 'eventsmith' ) ),
	toggle( 'show_description', __( 'Show description', 'eventsmith' ) ),
	toggle( 'show_categories', __( 'Show categories', 'eventsmith' ) ),
	toggle( 'load_more', __( 'Load more button', 'eventsmith' ) ),
];

export const people = (): Field[] => [
	{
		kind: 'pick',
		name: 'group',
		label: __( 'Speaker group', 'eventsmith' ),
		source: 'speakerGroups',
		single: true,
	},
	style( 3 ),
	column,
	limit( 20 ),
	toggle( 'show_photo', __( 'Show photo', 'eventsmith' ) ),
	toggle( 'show_designation', __( 'Show designation', 'eventsmith' ) ),
	toggle( 'show_social', __( 'Show social links', 'eventsmith' ) ),
];

export const termList = ( count: number ): Field[] => [
	style( 2 ),
	limit( count ),
	toggle( 'show_count', __( 'Show event count', 'eventsmith' ) ),
];
