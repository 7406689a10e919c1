/**
 * `#/speakers`: speakers and organizers, filtered by group, role and name,
 * with view/edit/delete per row and bulk delete.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useHashHref } from '../../app/use-hash-href';
import { ListTable } from '../../components/list-table/list-table';
import { Screen } from '../../components/screen/screen';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useListQuery } from '../../hooks/use-list-query';
import { BulkBar } from '../../components/list-table/bulk-bar';
import { useListActions } from '../../hooks/use-list-actions';
import { speakerColumns } from './speaker-columns';
import { SpeakerFilters, type SpeakerFilterValues } from './speaker-filters';
import type { Speaker } from './types';

export default function SpeakerListScreen() {
	const list = useListQuery< Speaker, SpeakerFilterValues >( '/speakers', {
		speaker_group: '',
		category: '',
		search: '',
	} );
	const [ search, setSearch ] = useState( '' );
	const settled = useDebouncedValue( search );
	const [ selected, setSelected ] = useState< number[] >( [] );
	const href = useHashHref();
	const { setFilters } = list;
	const actions = useListActions(
		'/speakers',
		{
			deleted: __( 'Successfully deleted the speaker!', 'eventsmith' ),
			deleteFailed: __( 'Failed to delete the speaker!', 'eventsmith' ),
		},
		list.refetch
	);

	useEffect( () => {
		if ( settled !== list.filters.search ) {
			setFilters( { search: settled } );
		}
	}, [ settled, list.filters.search, setFilters ] );

	const removeSelected = async () => {
		if ( await actions.remove( selected ) ) {
			setSelected( [] );
		}
	};

	const toolbar =
		selected.length > 0 ? (
			<BulkBar
				count={ selected.length }
				onDelete={ () => void removeSelected() }
				onClear={ () => setSelected( [] ) }
			/>
		) : (
			<SpeakerFilters
				filters={ list.filters }
				search={ search }
				onFilter={ setFilters }
				onSearch={ setSearch }
			/>
		);

	return (
		<Screen title={ __( 'Speakers', 'eventsmith' ) } toolbar={ toolbar }>
			<ListTable
				columns={ speakerColumns(
					href,
					( id ) => void actions.remove( [ id ] )
				) }
				items={ list.items }
				getId={ ( speaker ) => speaker.id }
				isLoading={ list.isLoading }
				label={ __( 'Speakers', 'eventsmith' ) }
				emptyMessage={
					list.error ?? __( 'No speakers found.', 'eventsmith' )
				}
				pagination={ {
					page: list.page,
					perPage: list.perPage,
					total: list.total,
					noun: __( 'speakers', 'eventsmith' ),
					onPageChange: list.setPage,
					onPerPageChange: list.setPerPage,
				} }
				selection={ { selected, onChange: setSelected } }
			/>
		</Screen>
	);
}
