/**
 * #/events: the event list with filters, bulk delete and row actions.
 */
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ListTable } from '../../components/list-table/list-table';
import { Screen } from '../../components/screen/screen';
import { useListQuery } from '../../hooks/use-list-query';
import type { EventFilters as Filters, EventItem } from './types';
import { BulkBar } from './list/bulk-bar';
import { eventColumns } from './list/event-columns';
import { EventFilters } from './list/event-filters';
import { EventsEmpty } from './list/events-empty';
import { useEventActions } from './list/use-event-actions';
import { withWordPressScripts } from '../../../front/wordpress/wordpress-scripts';
import { WelcomeGate } from '../../components/welcome/welcome-gate';

// The dashboard's first screen: nothing here may need wp-components, except
// the dialog, which loads it when opened.
const SendCertificateModal = lazy(
	withWordPressScripts( () => import( './list/send-certificate-modal' ) )
);

const INITIAL: Filters = {
	status: 'all',
	start_date: '',
	end_date: '',
	search_keyword: '',
};

export default function EventListScreen() {
	const list = useListQuery< EventItem, Filters >( '/events', INITIAL );
	const [ selected, setSelected ] = useState< number[] >( [] );
	const [ certificateFor, setCertificateFor ] = useState< EventItem | null >(
		null
	);
	const actions = useEventActions( list.refetch );
	const unfiltered =
		list.filters.status === 'all' &&
		! list.filters.start_date &&
		! list.filters.end_date &&
		! list.filters.search_keyword;
	const isEmpty =
		! list.isLoading && ! list.error && list.total === 0 && unfiltered;

	// Selections belong to the rows on screen.
	useEffect(
		() => setSelected( [] ),
		[ list.page, list.perPage, list.filters ]
	);

	const bulkDelete = async () => {
		if ( await actions.removeMany( selected ) ) {
			setSelected( [] );
		}
	};

	const toolbar =
		selected.length > 0 ? (
			<BulkBar
				count={ selected.length }
				onDelete={ bulkDelete }
				onClear={ () => setSelected( [] ) }
			/>
		) : (
			<EventFilters
				filters={ list.filters }
				onChange={ list.setFilters }
			/>
		);

	return (
		<>
			<WelcomeGate onEventsChanged={ list.refetch } />
			<Screen
				title={ __( 'Events', 'eventsmith' ) }
				toolbar={ isEmpty ? undefined : toolbar }
			>
				{ list.error && (
					<div className="notice notice-error inline" role="alert">
						<p>{ list.error }</p>
					</div>
				) }
				{ isEmpty ? (
					<EventsEmpty />
				) : (
					<div className="eventsmith-events-table">
						<ListTable
							columns={ eventColumns(
								actions,
								setCertificateFor
							) }
							items={ list.items }
							getId={ ( event ) => event.id }
							isLoading={ list.isLoading }
							label={ __( 'Events', 'eventsmith' ) }
							emptyMessage={ __(
								'No events match these filters.',
								'eventsmith'
							) }
							selection={ { selected, onChange: setSelected } }
							pagination={ {
								page: list.page,
								perPage: list.perPage,
								total: list.total,
								noun: __( 'events', 'eventsmith' ),
								onPageChange: list.setPage,
								onPerPageChange: list.setPerPage,
							} }
						/>
					</div>
				) }
				{ certificateFor && (
					<Suspense fallback={ null }>
						<SendCertificateModal
							event={ certificateFor }
							onClose={ () => setCertificateFor( null ) }
						/>
					</Suspense>
				) }
			</Screen>
		</>
	);
}
