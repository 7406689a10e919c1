/**
 * Display status of an event: its label, tag colour and the filter options.
 */
import { __ } from '@wordpress/i18n';
import type { DisplayStatus } from '../types';

export type TagTone = 'success' | 'processing' | 'error' | 'default';

/** Colour of each status tag (spec §4). */
export const STATUS_TONE: Record< DisplayStatus, TagTone > = {
	ongoing: 'success',
	upcoming: 'processing',
	expired: 'error',
	draft: 'default',
};

/**
 * Tag colour of a status; unknown statuses are grey.
 *
 * @param status Display status from the API.
 */
export function statusTone( status: string ): TagTone {
	return STATUS_TONE[ status as DisplayStatus ] ?? 'default';
}

/**
 * Label of a display status.
 *
 * @param status Display status from the API.
 */
export function statusLabel( status: string ): string {
	switch ( status ) {
		case 'ongoing':
			return __( 'Ongoing', 'eventsmith' );
		case 'upcoming':
			return __( 'Upcoming', 'eventsmith' );
		case 'expired':
			return __( 'Expired', 'eventsmith' );
		default:
			return __( 'Draft', 'eventsmith' );
	}
}

/** Options of the status filter: value sent as `status`, and its label. */
export function statusFilterOptions(): { value: string; label: string }[] {
	return [
		{ value: 'all', label: __( 'All', 'eventsmith' ) },
		{ value: 'draft', label: __( 'Draft', 'eventsmith' ) },
		{ value: 'ongoing', label: __( 'Ongoing', 'eventsmith' ) },
		{ value: 'upcoming', label: __( 'Upcoming', 'eventsmith' ) },
		{ value: 'past', label: __( 'Expired', 'eventsmith' ) },
	];
}
