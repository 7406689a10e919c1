/**
 * The downloads the Export screen offers: each one a link to
 * GET /eventsmith/v2/export, shown to users holding what it needs.
 */
import { __ } from '@wordpress/i18n';
import type { PermissionKey } from '../../api/types';

export type ExportChoice = {
	format: 'json' | 'csv' | 'ics';
	what: 'events' | 'attendees' | 'all';
	label: string;
	description: string;
	/** Every permission the download needs (the route checks the same). */
	needs: PermissionKey[];
};

/** Every download, in the order the screen lists them. */
export function exportChoices(): ExportChoice[] {
	return [
		{
			format: 'json',
			what: 'all',
			label: __( 'Everything (JSON)', 'eventsmith' ),
			description: __(
				'Events with their ticket types, speakers, schedules and attendees with their orders, in one file another site can import.',
				'eventsmith'
			),
			needs: [ 'eventsmith_manage_event', 'eventsmith_manage_attendee' ],
		},
		{
			format: 'json',
			what: 'events',
			label: __( 'Events (JSON)', 'eventsmith' ),
			description: __(
				'Events with their ticket types, series, speakers and schedules, without attendees.',
				'eventsmith'
			),
			needs: [ 'eventsmith_manage_event' ],
		},
		{
			format: 'csv',
			what: 'events',
			label: __( 'Events (CSV)', 'eventsmith' ),
			description: __(
				'One row per event, for spreadsheets.',
				'eventsmith'
			),
			needs: [ 'eventsmith_manage_event' ],
		},
		{
			format: 'csv',
			what: 'attendees',
			label: __( 'Attendees (CSV)', 'eventsmith' ),
			description: __(
				'One row per attendee, with check-ins and the order.',
				'eventsmith'
			),
			needs: [ 'eventsmith_manage_attendee' ],
		},
		{
			format: 'ics',
			what: 'events',
			label: __( 'Calendar (.ics)', 'eventsmith' ),
			description: __(
				'Every published event, for calendar apps.',
				'eventsmith'
			),
			needs: [ 'eventsmith_manage_event' ],
		},
	];
}

/**
 * The download address of one choice: the REST route with the REST nonce,
 * so a plain link sends the signed-in user's cookies and is let in.
 *
 * @param base   The export route's URL (`…/wp-json/eventsmith/v2/export`, or `…?rest_route=…`).
 * @param nonce  REST nonce (`wp_rest`).
 * @param choice The download.
 */
export function exportHref(
	base: string,
	nonce: string,
	choice: Pick< ExportChoice, 'format' | 'what' >
): string {
	const query = new URLSearchParams( {
		format: choice.format,
		what: choice.what,
		_wpnonce: nonce,
	} );
	return `${ base }${ base.includes( '?' ) ? '&' : '?' }${ query }`;
}
