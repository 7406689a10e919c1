/**
 * Row numbers shown on a page of a list.
 *
 * @param page    Current page, from 1.
 * @param perPage Rows per page.
 * @param total   Rows on every page.
 */
export function pageRange( page: number, perPage: number, total: number ) {
	const pages = Math.max( 1, Math.ceil( total / perPage ) );
	if ( total === 0 ) {
		return { from: 0, to: 0, pages };
	}
	const from = ( page - 1 ) * perPage + 1;
	return { from, to: Math.min( total, page * perPage ), pages };
}
