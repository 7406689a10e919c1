/**
 * #/waitlist/event/{id}: the event's waitlists in line order, with Remove
 * (after a confirmation; an offer the person held passes to the next in line).
 */
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { ListTable } from '../../components/list-table/list-table';
import { ReportScreen } from '../../components/report-screen/report-screen';
import { useNotify } from '../../hooks/use-notify';
import { useRouteId } from '../../hooks/use-route-id';
import { waitlistColumns } from './waitlist-columns';
import { positions } from './waitlist-rules';
import type { WaitlistEntry } from './waitlist-types';

function Waitlist( { eventId }: { eventId: number } ) {
	const [ items, setItems ] = useState< WaitlistEntry[] >( [] );
	const [ isLoading, setLoading ] = useState( true );
	const [ error, setError ] = useState< string | null >( null );
	const confirm = useConfirm();
	const notify = useNotify();

	const load = useCallback( async () => {
		setLoading( true );
		try {
			const answer = await api.get< { items: WaitlistEntry[] } >(
				`/events/${ eventId }/waitlist`
			);
			setItems( answer.items );
			setError( null );
		} catch ( failure ) {
			setError( errorMessage( failure ) );
		} finally {
			setLoading( false );
		}
	}, [ eventId ] );

	useEffect( () => {
		void load();
	}, [ load ] );

	const columns = useMemo(
		() =>
			waitlistColumns( positions( items ), async ( entry ) => {
				const question = sprintf(
					/* translators: %s: person's name. */
					__(
						'Remove %s from the waitlist? A place held for them passes to the next person.',
						'eventsmith'
					),
					entry.name
				);
				if ( ! ( await confirm( question ) ) ) {
					return;
				}
				try {
					await api.delete(
						`/events/${ eventId }/waitlist/${ entry.id }`
					);
					notify.success(
						__( 'Removed from the waitlist.', 'eventsmith' )
					);
					void load();
				} catch ( failure ) {
					notify.error(
						__(
							'Could not remove from the waitlist.',
							'eventsmith'
						),
						errorMessage( failure )
					);
				}
			} ),
		[ items, eventId, confirm, notify, load ]
	);

	return (
		<ReportScreen
			eventId={ eventId }
			/* translators: %s: event title. */
			eventHeading={ __( 'Waitlist: %s', 'eventsmith' ) }
			heading={ __( 'Waitlist', 'eventsmith' ) }
			error={ error }
		>
			<ListTable
				columns={ columns }
				items={ items }
				getId={ ( entry ) => entry.id }
				isLoading={ isLoading }
				label={ __( 'Waitlist', 'eventsmith' ) }
				emptyMessage={ __(
					'Nobody is on this event’s waitlist.',
					'eventsmith'
				) }
			/>
		</ReportScreen>
	);
}

export default function WaitlistScreen() {
	const eventId = useRouteId();
	return <Waitlist key={ eventId } eventId={ eventId } />;
}
