/**
 * Pure maths of the bar chart: a rounded top for the value axis and the
 * height of each bar inside a given drawing height.
 */

export type Bar = {
	/** Short label under the bar, e.g. '3 Mar' or 'Going'. */
	label: string;
	value: number;
	/** How the value reads, e.g. '€25.00'; the number itself when omitted. */
	display?: string;
};

/**
 * The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) at or
 * above the largest value, so the axis ends on a round figure; 1 when every
 * value is zero or there are none.
 *
 * @param values Bar values (negative values count as zero).
 */
export function niceMax( values: number[] ): number {
	const max = Math.max( 0, ...values.filter( Number.isFinite ) );
	if ( max <= 0 ) {
		return 1;
	}
	const power = Math.pow( 10, Math.floor( Math.log10( max ) ) );
	const step = [ 1, 2, 2.5, 5, 10 ].find( ( n ) => n * power >= max ) ?? 10;
	return step * power;
}

/**
 * Height in pixels of each bar; a value above zero is at least 1 px tall so
 * it never disappears.
 *
 * @param values Bar values.
 * @param height Height of the drawing area in pixels.
 */
export function barHeights( values: number[], height: number ): number[] {
	const top = niceMax( values );
	return values.map( ( value ) => {
		if ( ! Number.isFinite( value ) || value <= 0 ) {
			return 0;
		}
		return Math.max( 1, Math.round( ( value / top ) * height ) );
	} );
}

/**
 * One sentence naming every bar and its value, for the chart's aria-label.
 *
 * @param title What the chart shows.
 * @param bars  The bars.
 */
export function chartSummary( title: string, bars: Bar[] ): string {
	if ( bars.length === 0 ) {
		return title;
	}
	const parts = bars.map(
		( bar ) => `${ bar.label }: ${ bar.display ?? String( bar.value ) }`
	);
	return `${ title }. ${ parts.join( ', ' ) }.`;
}
