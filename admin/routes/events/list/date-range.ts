/**
 * The date-range filter's payload: `start_date` and `end_date` as YYYY-MM-DD.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD text, or '' when the input is not a real calendar day.
 * Accepts what date inputs give ('2024-05-01') and ISO date-times.
 *
 * @param value Input value.
 */
export function toDayPayload( value: string ): string {
	const day = value.trim().slice( 0, 10 );
	const match = DAY.exec( day );
	if ( ! match ) {
		return '';
	}
	const year = Number( match[ 1 ] );
	const month = Number( match[ 2 ] );
	const date = Number( match[ 3 ] );
	const check = new Date( Date.UTC( year, month - 1, date ) );
	return check.getUTCFullYear() === year &&
		check.getUTCMonth() === month - 1 &&
		check.getUTCDate() === date
		? day
		: '';
}

/**
 * Filters for a picked range; an end before the start is swapped so the
 * query always reads forwards.
 *
 * @param start First day picked.
 * @param end   Last day picked.
 */
export function rangePayload(
	start: string,
	end: string
): { start_date: string; end_date: string } {
	const from = toDayPayload( start );
	const to = toDayPayload( end );
	if ( from && to && to < from ) {
		return { start_date: to, end_date: from };
	}
	return { start_date: from, end_date: to };
}
