/**
 * #/rsvp-report and #/rsvp-report/{id}: RSVP answers of every event or of
 * one — going / not going counts as a chart and the responses, paged.
 */
import { __ } from '@wordpress/i18n';
import { BarChart } from '../../components/chart/bar-chart';
import { api } from '../../../front/rest/client';
import { ListTable } from '../../components/list-table/list-table';
import { paging } from '../../components/list-table/paging';
import { ReportScreen } from '../../components/report-screen/report-screen';
import { usePagedQuery } from '../../hooks/use-list-query';
import { useRouteId } from '../../hooks/use-route-id';
import { ReminderStatus } from './reminder-status';
import { RSVP_COLUMNS } from './rsvp-columns';
import { rsvpBars } from './rsvp-rules';
import type { RsvpReport } from './rsvp-types';

const CHART_COLORS = [ '#00a32a', '#d63638' ];

export const RSVPS_EXPORT_ACTION = 'eventsmith_export_rsvps';

function RsvpReportView( { eventId }: { eventId: number } ) {
	const query = usePagedQuery< RsvpReport, { event_id: number } >(
		'/rsvp-report',
		{ event_id: eventId },
		api.get
	);
	const { answer: report } = query;

	return (
		<ReportScreen
			eventId={ eventId }
			/* translators: %s: event title. */
			eventHeading={ __( 'RSVP Report: %s', 'eventsmith' ) }
			heading={ __( 'RSVP Report', 'eventsmith' ) }
			error={ query.error }
			csvExport={ { action: RSVPS_EXPORT_ACTION, nonce: 'rsvps' } }
		>
			{ eventId > 0 && <ReminderStatus eventId={ eventId } /> }
			{ report && (
				<div className="eventsmith-report-summary">
					<dl className="eventsmith-report-totals">
						<div>
							<dt>{ __( 'Going', 'eventsmith' ) }</dt>
							<dd>{ report.going }</dd>
						</div>
						<div>
							<dt>{ __( 'Not going', 'eventsmith' ) }</dt>
							<dd>{ report.not_going }</dd>
						</div>
						<div>
							<dt>{ __( 'People coming', 'eventsmith' ) }</dt>
							<dd>{ report.attendees }</dd>
						</div>
					</dl>
					<BarChart
						title={ __( 'Responses', 'eventsmith' ) }
						bars={ rsvpBars( report.going, report.not_going ) }
						valueLabel={ __( 'Responses', 'eventsmith' ) }
						emptyMessage={ __( 'No responses yet.', 'eventsmith' ) }
						colors={ CHART_COLORS }
					/>
				</div>
			) }
			<ListTable
				columns={ RSVP_COLUMNS }
				items={ report?.items ?? [] }
				getId={ ( answer ) => answer.id }
				isLoading={ query.isLoading }
				label={ __( 'RSVP responses', 'eventsmith' ) }
				emptyMessage={ __( 'No responses yet.', 'eventsmith' ) }
				pagination={ paging(
					query,
					report?.total_items ?? 0,
					__( 'responses', 'eventsmith' )
				) }
			/>
		</ReportScreen>
	);
}

export default function RsvpReportScreen() {
	const eventId = useRouteId();
	return <RsvpReportView key={ eventId } eventId={ eventId } />;
}
