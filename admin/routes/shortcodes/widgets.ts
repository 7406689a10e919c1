/**
 * Every widget the generator offers: its shortcode tag (docs/shortcodes.md),
 * title, whether it is a Pro widget, and its fields. A new widget is one
 * entry here; the form, the shortcode and the preview follow from it.
 */
import { __ } from '@wordpress/i18n';
import {
	eventList,
	eventQuery,
	limit,
	people,
	slider,
	style,
	termList,
	terms,
	toggle,
	type Widget,
} from './widget-fields';

export type { Field, PickSource, Widget } from './widget-fields';

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
			limit( 20 ),
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
		tag: 'eventsmith_tickets',
		title: __( 'Ticket form', 'eventsmith' ),
		pro: false,
		fields: [
			{
				kind: 'pick',
				name: 'event_id',
				label: __(
					'Event (none = the event page shown)',
					'eventsmith'
				),
				source: 'events',
				single: true,
			},
		],
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
