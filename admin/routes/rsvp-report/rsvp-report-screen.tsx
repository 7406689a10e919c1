/**
 * #/rsvp-report and #/rsvp-report/{id}: RSVP answers of every event or of
 * one — going / not going counts as a chart and the responses, paged.
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useParams } from 'wouter';
import { BarChart } from '../../components/chart/bar-chart';
import { api } from '../../api/client';
import { ListTable } from '../../components/list-table/list-table';
import { Screen } from '../../components/screen/screen';
import { usePagedQuery } from '../../hooks/use-list-query';
import { useEventTitle } from '../../hooks/use-event-title';
import { RSVP_COLUMNS } from './rsvp-columns';
import { rsvpBars } from './rsvp-rules';
import type { RsvpReport } from './rsvp-types';

const CHART_COLORS = [ '#00a32a', '#d63638' ];

function RsvpReportView( { eventId }: { eventId: number } ) {
	const query = usePagedQuery< RsvpReport, { event_id: number } >(
		'/rsvp-report',
		{ event_id: eventId },
		api.get
	);
	const eventTitle = useEventTitle( eventId );
	const { answer: report } = query;

	const title = eventId
		? sprintf(
				/* translators: %s: event title. */
				__( 'RSVP Report: %s', 'eventsmith' ),
				eventTitle ?? '…'
			)
		: __( 'RSVP Report', 'eventsmith' );

	return (
		<Screen title={ title }>
			{ query.error && (
				<Notice status="error" isDismissible={ false }>
					{ query.error }
				</Notice>
			) }
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
				pagination={ {
					page: query.page,
					perPage: query.perPage,
					total: report?.total_items ?? 0,
					noun: __( 'responses', 'eventsmith' ),
					onPageChange: query.setPage,
					onPerPageChange: query.setPerPage,
				} }
			/>
		</Screen>
	);
}

export default function RsvpReportScreen() {
	const { id } = useParams< { id?: string } >();
	const eventId = Number( id ?? 0 ) || 0;
	return <RsvpReportView key={ eventId } eventId={ eventId } />;
}
