/**
 * Everything a searchable list screen with row actions needs (schedules,
 * speakers): the paged rows, the debounced search, delete and clone with
 * their toasts, and the selection for a bulk delete.
 */
import type { Query } from '../../front/rest/client';
import { useListActions, type ListActionTexts } from './use-list-actions';
import { useListQuery } from './use-list-query';
import { useRowSelection } from './use-row-selection';
import { useSearchFilter } from './use-search-filter';

export function useListScreen< T, F extends Query & { search: string } >(
	path: string,
	initialFilters: F,
	texts: ListActionTexts
) {
	const list = useListQuery< T, F >( path, initialFilters );
	const [ search, setSearch ] = useSearchFilter(
		list.filters.search,
		list.setFilters
	);
	const actions = useListActions( path, texts, list.refetch );
	const selection = useRowSelection( actions.remove );
	return { list, search, setSearch, actions, selection };
}
