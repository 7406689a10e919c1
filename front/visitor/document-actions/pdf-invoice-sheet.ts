/**
 * The invoice's pages while they are being filled: where the next thing
 * goes (`y`), whether it fits, and how a styled text lands on the page.
 */
import type { DrawOp, Measure } from './pdf-invoice-ops';
import { A4, INVOICE_MARGIN, type Style } from './pdf-invoice-styles';
import { wrapText } from './pdf-wrap-text';

export class InvoiceSheet {
	readonly left = INVOICE_MARGIN;
	readonly right = A4.w - INVOICE_MARGIN;
	readonly width = this.right - this.left;
	readonly bottom = A4.h - INVOICE_MARGIN;
	/** The page being filled. */
	page: DrawOp[] = [];
	readonly pages: DrawOp[][] = [ this.page ];
	/** Top of what comes next on the page. */
	y = INVOICE_MARGIN;
	private readonly measure: Measure;

	/**
	 * @param measure Text widths.
	 */
	constructor( measure: Measure ) {
		this.measure = measure;
	}

	/**
	 * A text as a style prints it (small capitals are upper case).
	 *
	 * @param text The text.
	 * @param s    Its style.
	 */
	shown( text: string, s: Style ): string {
		return s.upper ? text.toLocaleUpperCase() : text;
	}

	/**
	 * @param text The text.
	 * @param s    Its style.
	 */
	widthOf( text: string, s: Style ): number {
		const t = this.shown( text, s );
		return this.measure( t, s.size, s.bold ) + s.charSpace * t.length;
	}

	/**
	 * @param s A style.
	 */
	lineH( s: Style ): number {
		return s.size * s.lineHeight;
	}

	/**
	 * Sets a text with its left edge at `x` in a line box starting at `top`.
	 *
	 * @param text The text ('' draws nothing).
	 * @param x    Left edge.
	 * @param top  Top of the line box.
	 * @param s    Style.
	 */
	put( text: string, x: number, top: number, s: Style ): void {
		if ( text === '' ) {
			return;
		}
		// The baseline sits in the middle of the line box, as a browser sets it.
		const baseline = top + ( this.lineH( s ) - s.size ) / 2 + s.size * 0.8;
		this.page.push( {
			kind: 'text',
			text: this.shown( text, s ),
			x,
			y: baseline,
			size: s.size,
			bold: s.bold,
			color: s.color,
			charSpace: s.charSpace,
		} );
	}

	/**
	 * Sets a text with its right edge at `edge`.
	 *
	 * @param text The text.
	 * @param edge Right edge.
	 * @param top  Top of the line box.
	 * @param s    Style.
	 */
	putRight( text: string, edge: number, top: number, s: Style ): void {
		this.put( text, edge - this.widthOf( text, s ), top, s );
	}

	/**
	 * @param text The text.
	 * @param room Width available.
	 * @param s    Style.
	 */
	wrap( text: string, room: number, s: Style ): string[] {
		return wrapText( text, room, ( t ) => this.widthOf( t, s ) );
	}

	/** Starts a new page at its top margin. */
	newPage(): void {
		this.page = [];
		this.pages.push( this.page );
		this.y = INVOICE_MARGIN;
	}

	/**
	 * Whether something this tall still fits above the bottom margin.
	 *
	 * @param h Height.
	 */
	fits( h: number ): boolean {
		return this.y + h <= this.bottom;
	}
}
