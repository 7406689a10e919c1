/**
 * The pagination footer of a list table, driven by a paged query.
 */
import type { PagedState } from '../../hooks/use-list-query';
import type { Pagination } from './list-pagination';

type Paged = Pick<
	PagedState< Record< string, never > >,
	'page' | 'perPage' | 'setPage' | 'setPerPage'
>;

/**
 * @param query The paged query.
 * @param total How many rows there are in all.
 * @param noun  Plural noun for the footer, e.g. 'events'.
 */
export function paging(
	query: Paged,
	total: number,
	noun: string
): Pagination {
	return {
		page: query.page,
		perPage: query.perPage,
		total,
		noun,
		onPageChange: query.setPage,
		onPerPageChange: query.setPerPage,
	};
}
