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

/**
 * Whether the footer may state the row count: not while the first answer of a
 * list is still on its way (its total is unknown, not zero), so no list ever
 * reads "Showing 0 - 0 of 0" before its rows arrive.
 *
 * @param isLoading Whether a request for the list is in flight.
 * @param rows      Rows currently shown.
 */
export function countIsKnown( isLoading: boolean, rows: number ): boolean {
	return ! isLoading || rows > 0;
}
