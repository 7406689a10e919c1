/**
 * Eventin on this site (issue 35.1): its events, speakers and organizers,
 * schedules, ticket types, orders, attendees and RSVPs, read where Eventin
 * stores them. Offered only while Eventin is active here.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { siteSourcePanel, sourceForm } from './site-source';
import type { ImportSourceOption } from './types';

/**
 * Whether Eventin is active on this site: its event post type is registered
 * (WordPress answers `/wp/v2/types/etn` then, 404 otherwise).
 */
export async function eventinAvailable(): Promise< boolean > {
	try {
		await apiFetch( { path: '/wp/v2/types/etn' } );
		return true;
	} catch {
		return false;
	}
}

/** The body of the create request: `source=eventin`, nothing else. */
export const eventinForm = (): FormData => sourceForm( 'eventin' );

export const eventinSource: ImportSourceOption = {
	kind: 'eventin',
	label: __( 'Eventin (on this site)', 'eventsmith' ),
	Panel: siteSourcePanel(
		'eventin',
		__(
			'Imports the events (with their dates, recurrences, locations, categories and images), speakers and organizers, schedules, ticket types, orders, attendees and RSVPs that Eventin keeps on this site. Nothing in Eventin is changed; importing again updates what changed and skips the rest.',
			'eventsmith'
		)
	),
	available: eventinAvailable,
};
