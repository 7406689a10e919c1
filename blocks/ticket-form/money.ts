/**
 * A price as the server prints it: "Free" or "98.00 USD".
 */

/**
 * @param amount   The amount.
 * @param currency The shop's currency code.
 * @param free     The translated word for a price of zero.
 * @param locale   The page's language ('' for the browser's own).
 */
export function money(
	amount: number,
	currency: string,
	free: string,
	locale: string
): string {
	if ( amount === 0 ) {
		return free;
	}
	const number = new Intl.NumberFormat( locale || undefined, {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	} );
	return `${ number.format( amount ) } ${ currency }`;
}
