/**
 * The event editor's steps, in sidebar order; 'basic' comes first and is
 * the default.
 */
import { __ } from '@wordpress/i18n';

export type StepSlug =
	| 'basic'
	| 'recurrence'
	| 'tickets'
	| 'speakers'
	| 'schedules'
	| 'rsvp'
	| 'certificate'
	| 'categories';

export const DEFAULT_STEP: StepSlug = 'basic';

export function editorSteps(): { slug: StepSlug; label: string }[] {
	return [
		{ slug: 'basic', label: __( 'Basic', 'eventsmith' ) },
		{ slug: 'recurrence', label: __( 'Date & Recurrence', 'eventsmith' ) },
		{ slug: 'tickets', label: __( 'Tickets & Capacity', 'eventsmith' ) },
		{
			slug: 'speakers',
			label: __( 'Speakers & Organizers', 'eventsmith' ),
		},
		{ slug: 'schedules', label: __( 'Schedules', 'eventsmith' ) },
		{ slug: 'rsvp', label: __( 'RSVP', 'eventsmith' ) },
		{
			slug: 'certificate',
			label: __( 'Certificate Template', 'eventsmith' ),
		},
		{ slug: 'categories', label: __( 'Categories & Tags', 'eventsmith' ) },
	];
}

/**
 * The step a URL slug names; unknown or missing slugs give the basic step.
 *
 * @param slug Slug from the URL.
 */
export function stepFromSlug( slug: string | undefined ): StepSlug {
	const known = editorSteps().find( ( step ) => step.slug === slug );
	return known ? known.slug : DEFAULT_STEP;
}
