/**
 * Names of the template types.
 */
import { __ } from '@wordpress/i18n';
import type { TemplateType } from '../lib/page-size';

export const TYPE_LABELS: Record< TemplateType, string > = {
	certificate: __( 'Certificate', 'eventsmith' ),
	ticket: __( 'Ticket', 'eventsmith' ),
	event: __( 'Event', 'eventsmith' ),
};
