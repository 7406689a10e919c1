/**
 * The Events Calendar, on this site (issue 35.2): its events with their
 * venues, organizers, categories and tags are read where it stores them, so
 * the panel only asks for the dry run.
 */
import { __ } from '@wordpress/i18n';
import { siteSourcePanel, sourceForm } from './site-source';
import type { ImportSourceOption } from './types';

/**
 * The body that creates a run of The Events Calendar's data.
 */
export const tecForm = (): FormData => sourceForm( 'tec' );

export const tecSource: ImportSourceOption = {
	kind: 'tec',
	label: __( 'The Events Calendar (on this site)', 'eventsmith' ),
	Panel: siteSourcePanel(
		'tec',
		__(
			'Reads the events, venues, organizers, categories and tags of The Events Calendar on this site. Venues become the events’ locations and organizers become organizers; nothing in The Events Calendar is changed.',
			'eventsmith'
		)
	),
};
