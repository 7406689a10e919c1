/**
 * `#/speakers`: speakers and organizers, filtered by group, role and name,
 * with view/edit/delete per row and bulk delete.
 */
import { __ } from '@wordpress/i18n';
import { useHashHref } from '../../app/use-hash-href';
import { QueryListTable } from '../../components/list-table/query-list-table';
import { SelectionToolbar } from '../../components/list-table/selection-toolbar';
import { Screen } from '../../components/screen/screen';
import { useListScreen } from '../../hooks/use-list-screen';
import { speakerColumns } from './speaker-columns';
import { SpeakerFilters, type SpeakerFilterValues } from './speaker-filters';
import type { Speaker } from './types';

export default function SpeakerListScreen() {
	const { list, search, setSearch, actions, selection } = useListScreen<
		Speaker,
		SpeakerFilterValues
	>(
		'/speakers',
		{ speaker_group: '', category: '', search: '' },
		{
			deleted: __( 'Successfully deleted the speaker!', 'eventsmith' ),
			deleteFailed: __( 'Failed to delete the speaker!', 'eventsmith' ),
		}
	);
	const href = useHashHref();

	return (
		<Screen
			title={ __( 'Speakers', 'eventsmith' ) }
			toolbar={
				<SelectionToolbar selection={ selection }>
					<SpeakerFilters
						filters={ list.filters }
						search={ search }
						onFilter={ list.setFilters }
						onSearch={ setSearch }
					/>
				</SelectionToolbar>
			}
		>
			<QueryListTable
				list={ list }
				columns={ speakerColumns(
					href,
					( id ) => void actions.remove( [ id ] )
				) }
				label={ __( 'Speakers', 'eventsmith' ) }
				noun={ __( 'speakers', 'eventsmith' ) }
				emptyMessage={ __( 'No speakers found.', 'eventsmith' ) }
				selection={ selection }
			/>
		</Screen>
	);
}
