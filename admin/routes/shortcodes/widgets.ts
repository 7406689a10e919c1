/**
 * Every widget the generator offers: its shortcode tag (docs/shortcodes.md),
 * title, whether it is a Pro widget, and its fields. A new widget is one
 * entry here; the form, the shortcode and the preview follow from it.
 */
import { __ } from '@wordpress/i18n';

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
		label: __( 'Style %d', 'eventsmith' ).replace(
			'%d',
			String( index + 1 )
		),
	} ) );

const style = ( count: number ): Field => ( {
	kind: 'select',
	name: 'style',
	label: __( 'Style', 'eventsmith' ),
	options: styles( count ),
	default: 'style-1',
} );

const limit = ( value: number, name = 'limit' ): Field => ( {
	kind: 'number',
	name,
	label:
		name === 'desc_limit'
			? __( 'Description limit (words)', 'eventsmith' )
			: __( 'Limit', 'eventsmith' ),
	default: value,
	min: 1,
} );

const toggle = ( name: string, label: string, value = true ): Field => ( {
	kind: 'toggle',
	name,
	label,
	default: value,
} );

const terms: Field[] = [
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
const eventQuery: Field[] = [
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
			{ value: 'start_date', label: __( 'Start date', 'eventsmith' ) },
			{ value: 'end_date', label: __( 'End date', 'eventsmith' ) },
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

const slider: Field[] = [
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

const eventList = ( grid: boolean ): Field[] => [
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

const people = (): Field[] => [
	{
		kind: 'pick',
		name: 'group',
		label: __( 'Speaker group', 'eventsmith' ),
		source: 'speakerGroups',
		single: true,
	},
	style( 3 ),
	column,
	limit( 6 ),
	toggle( 'show_photo', __( 'Show photo', 'eventsmith' ) ),
	toggle( 'show_designation', __( 'Show designation', 'eventsmith' ) ),
	toggle( 'show_social', __( 'Show social links', 'eventsmith' ) ),
];

const termList = ( count: number ): Field[] => [
	style( 2 ),
	limit( count ),
	toggle( 'show_count', __( 'Show event count', 'eventsmith' ) ),
];

export const WIDGETS: Widget[] = [
	{
		tag: 'eventsmith_events',
		title: __( 'Events list', 'eventsmith' ),
		pro: false,
		fields: eventList( false ),
	},
	{
		tag: 'eventsmith_events_grid',
		title: __( 'Events grid', 'eventsmith' ),
		pro: false,
		fields: eventList( true ),
	},
	{
		tag: 'eventsmith_event_slider',
		title: __( 'Event slider', 'eventsmith' ),
		pro: true,
		fields: [
			style( 3 ),
			...eventQuery,
			limit( 20 ),
			...slider,
			toggle( 'show_image', __( 'Show image', 'eventsmith' ) ),
			toggle( 'show_date', __( 'Show date', 'eventsmith' ) ),
			toggle( 'show_location', __( 'Show location', 'eventsmith' ) ),
		],
	},
	{
		tag: 'eventsmith_accordion',
		title: __( 'Events accordion', 'eventsmith' ),
		pro: true,
		fields: [ ...eventQuery, limit( 20 ), limit( 20, 'desc_limit' ) ],
	},
	{
		tag: 'eventsmith_calendar',
		title: __( 'Event calendar', 'eventsmith' ),
		pro: false,
		fields: [
			{
				kind: 'select',
				name: 'view',
				label: __( 'Calendar view', 'eventsmith' ),
				options: [
					{
						value: 'dayGridMonth',
						label: __( 'Month', 'eventsmith' ),
					},
					{
						value: 'timeGridWeek',
						label: __( 'Week', 'eventsmith' ),
					},
					{ value: 'timeGridDay', label: __( 'Day', 'eventsmith' ) },
				],
				default: 'timeGridWeek',
			},
			{
				kind: 'select',
				name: 'list_view',
				label: __( 'List view (small screens)', 'eventsmith' ),
				options: [
					{ value: 'listMonth', label: __( 'Month', 'eventsmith' ) },
					{ value: 'listWeek', label: __( 'Week', 'eventsmith' ) },
					{ value: 'listDay', label: __( 'Day', 'eventsmith' ) },
				],
				default: 'listMonth',
			},
			terms[ 0 ]!,
		],
	},
	{
		tag: 'eventsmith_countdown',
		title: __( 'Countdown', 'eventsmith' ),
		pro: false,
		fields: [
			{
				kind: 'datetime',
				name: 'date',
				label: __( 'Count down to (UTC)', 'eventsmith' ),
				required: true,
			},
			toggle(
				'hide_when_finished',
				__( 'Hide when finished', 'eventsmith' ),
				false
			),
			{
				kind: 'text',
				name: 'finished_message',
				label: __( 'Message when finished', 'eventsmith' ),
			},
		],
	},
	{
		tag: 'eventsmith_rsvp',
		title: __( 'RSVP form', 'eventsmith' ),
		pro: false,
		fields: [
			{
				kind: 'pick',
				name: 'event_id',
				label: __( 'Event', 'eventsmith' ),
				source: 'events',
				single: true,
				required: true,
			},
		],
	},
	{
		tag: 'eventsmith_schedule',
		title: __( 'Schedule', 'eventsmith' ),
		pro: false,
		fields: [
			{
				kind: 'pick',
				name: 'ids',
				label: __( 'Schedules (none = all)', 'eventsmith' ),
				source: 'schedules',
			},
			{
				kind: 'select',
				name: 'view',
				label: __( 'View', 'eventsmith' ),
				options: [
					{ value: 'tab', label: __( 'Tabs', 'eventsmith' ) },
					{ value: 'list', label: __( 'List', 'eventsmith' ) },
				],
				default: 'tab',
			},
			style( 2 ),
		],
	},
	{
		tag: 'eventsmith_speakers',
		title: __( 'Speakers', 'eventsmith' ),
		pro: false,
		fields: people(),
	},
	{
		tag: 'eventsmith_organizers',
		title: __( 'Organizers', 'eventsmith' ),
		pro: false,
		fields: people(),
	},
	{
		tag: 'eventsmith_speaker_slider',
		title: __( 'Speaker slider', 'eventsmith' ),
		pro: true,
		fields: [
			{
				kind: 'select',
				name: 'role',
				label: __( 'Role', 'eventsmith' ),
				options: [
					{ value: 'speaker', label: __( 'Speakers', 'eventsmith' ) },
					{
						value: 'organizer',
						label: __( 'Organizers', 'eventsmith' ),
					},
				],
				default: 'speaker',
			},
			people()[ 0 ]!,
			style( 3 ),
			limit( 20 ),
			...slider,
			toggle(
				'show_designation',
				__( 'Show designation', 'eventsmith' )
			),
			toggle( 'show_social', __( 'Show social links', 'eventsmith' ) ),
		],
	},
	{
		tag: 'eventsmith_speaker_events',
		title: __( 'Events of a speaker', 'eventsmith' ),
		pro: true,
		fields: [
			{
				kind: 'pick',
				name: 'speaker_id',
				label: __(
					'Speaker (none = the speaker page shown)',
					'eventsmith'
				),
				source: 'speakers',
				single: true,
			},
			limit( 5 ),
			toggle( 'show_date', __( 'Show date', 'eventsmith' ) ),
		],
	},
	{
		tag: 'eventsmith_event_filter',
		title: __( 'Event filter', 'eventsmith' ),
		pro: true,
		fields: [
			toggle( 'show_category', __( 'Category filter', 'eventsmith' ) ),
			toggle( 'show_status', __( 'Status filter', 'eventsmith' ) ),
		],
	},
	{
		tag: 'eventsmith_event_categories',
		title: __( 'Event categories', 'eventsmith' ),
		pro: false,
		fields: termList( 20 ),
	},
	{
		tag: 'eventsmith_event_tags',
		title: __( 'Event tags', 'eventsmith' ),
		pro: false,
		fields: termList( 20 ),
	},
	{
		tag: 'eventsmith_event_locations',
		title: __( 'Event locations', 'eventsmith' ),
		pro: false,
		fields: termList( 5 ),
	},
	{
		tag: 'eventsmith_certificate',
		title: __( 'Certificates', 'eventsmith' ),
		pro: false,
		fields: [
			toggle(
				'show_event_title',
				__( 'Show event title', 'eventsmith' )
			),
			toggle( 'show_date', __( 'Show date', 'eventsmith' ) ),
			toggle( 'show_time', __( 'Show time', 'eventsmith' ) ),
			toggle( 'show_ticket_id', __( 'Show ticket ID', 'eventsmith' ) ),
		],
	},
];

/**
 * A widget's name as the picker shows it: Pro widgets end with '(Pro)'.
 *
 * @param widget The widget.
 */
export function widgetLabel( widget: Widget ): string {
	return widget.pro
		? `${ widget.title } ${ __( '(Pro)', 'eventsmith' ) }`
		: widget.title;
}
