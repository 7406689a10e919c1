/**
 * The frame of a report of every event or of one (attendees, bookings,
 * RSVP answers): the heading names the event once its title is known,
 * the request's error shows above the report.
 */
import { Notice } from '@wordpress/components';
import { sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { useEventTitle } from '../../hooks/use-event-title';
import { Screen } from '../screen/screen';
import { ExportButton } from './export-button';

type Props = {
	/** The event reported on, 0 for every event. */
	eventId: number;
	/** Heading for one event, `%s` standing for the event's title. */
	eventHeading: string;
	/** Heading for every event. */
	heading: string;
	error: string | null;
	/**
	 * The CSV download, offered to users allowed to export (the page then
	 * carries the export nonces).
	 */
	csvExport?: {
		action: string;
		nonce: 'attendees' | 'bookings' | 'rsvps';
	};
	children: ReactNode;
};

export function ReportScreen( {
	eventId,
	eventHeading,
	heading,
	error,
	csvExport,
	children,
}: Props ) {
	const eventTitle = useEventTitle( eventId );
	const nonces = window.eventsmithDashboard?.exportNonces;
	return (
		<Screen
			title={
				eventId ? sprintf( eventHeading, eventTitle ?? '…' ) : heading
			}
			toolbar={
				csvExport &&
				nonces && (
					<ExportButton
						action={ csvExport.action }
						nonce={ nonces[ csvExport.nonce ] }
						eventId={ eventId }
					/>
				)
			}
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ children }
		</Screen>
	);
}
