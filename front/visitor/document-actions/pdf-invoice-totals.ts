/**
 * What follows the table of lines: the total, how to pay while the order is
 * unpaid (a yellow note with a rule on its left), and the thanks.
 */
import type { InvoiceData } from './pdf-invoice-data';
import type { InvoiceSheet } from './pdf-invoice-sheet';
import {
	CELL_X,
	CELL_Y,
	NOTE,
	NOTE_FILL,
	NOTE_RULE,
	PX,
	THANKS,
	TOTAL,
} from './pdf-invoice-styles';

/**
 * Height of the total's row.
 *
 * @param sheet The pages.
 */
export function totalHeight( sheet: InvoiceSheet ): number {
	return sheet.lineH( TOTAL ) + 2 * CELL_Y;
}

/**
 * The thanks broken into lines, and the height they take with the space above them.
 *
 * @param sheet The pages.
 * @param data  The invoice.
 */
export function thanksLines(
	sheet: InvoiceSheet,
	data: InvoiceData
): { lines: string[]; height: number } {
	const lines = sheet.wrap( data.thanks, sheet.width, THANKS );
	return { lines, height: 32 * PX + lines.length * sheet.lineH( THANKS ) };
}

/**
 * Draws the total's row, on a new page if it does not fit.
 *
 * @param sheet The pages.
 * @param data  The invoice.
 */
export function drawTotal( sheet: InvoiceSheet, data: InvoiceData ): void {
	const totalH = totalHeight( sheet );
	if ( ! sheet.fits( totalH ) ) {
		sheet.newPage();
	}
	sheet.put( data.total.label, sheet.left + CELL_X, sheet.y + CELL_Y, TOTAL );
	sheet.putRight(
		data.total.value,
		sheet.right - CELL_X,
		sheet.y + CELL_Y,
		TOTAL
	);
	sheet.y += totalH;
}

/**
 * Draws how to pay, when the invoice has instructions.
 *
 * @param sheet The pages.
 * @param data  The invoice.
 */
export function drawPaymentNote(
	sheet: InvoiceSheet,
	data: InvoiceData
): void {
	if ( data.instructions.trim() === '' ) {
		return;
	}
	const { left, width } = sheet;
	const bar = 4 * PX;
	const padX = 16 * PX;
	const padY = 12 * PX;
	const lines = data.instructions
		.split( '\n' )
		.flatMap( ( l ) =>
			sheet.wrap( l.trim(), width - bar - 2 * padX, NOTE )
		);
	const h = lines.length * sheet.lineH( NOTE ) + 2 * padY;
	sheet.y += 24 * PX;
	if ( ! sheet.fits( h ) ) {
		sheet.newPage();
	}
	const y = sheet.y;
	sheet.page.push( {
		kind: 'rect',
		x: left,
		y,
		w: width,
		h,
		fill: NOTE_FILL,
		radius: 0,
	} );
	sheet.page.push( {
		kind: 'rect',
		x: left,
		y,
		w: bar,
		h,
		fill: NOTE_RULE,
		radius: 0,
	} );
	let t = y + padY;
	for ( const line of lines ) {
		sheet.put( line, left + bar + padX, t, NOTE );
		t += sheet.lineH( NOTE );
	}
	sheet.y += h;
}

/**
 * Draws the thanks last, on a new page if it does not fit.
 *
 * @param sheet The pages.
 * @param lines The thanks' lines.
 */
export function drawThanks( sheet: InvoiceSheet, lines: string[] ): void {
	sheet.y += 32 * PX;
	if ( ! sheet.fits( lines.length * sheet.lineH( THANKS ) ) ) {
		sheet.newPage();
	}
	for ( const line of lines ) {
		sheet.put( line, sheet.left, sheet.y, THANKS );
		sheet.y += sheet.lineH( THANKS );
	}
}
