/**
 * The invoice's table of lines: numbers right-aligned in columns as wide as
 * their widest entry, rows never split across pages, the column headings
 * repeated on each page.
 */
import type { InvoiceData } from './pdf-invoice-data';
import type { InvoiceSheet } from './pdf-invoice-sheet';
import {
	BODY,
	CAPS,
	CELL_X,
	CELL_Y,
	PX,
	RULE,
	TOTAL,
} from './pdf-invoice-styles';

/**
 * Draws the table's rows. The last row moves to a new page unless `tail`
 * (what must stay with it: the total, maybe the thanks) fits under it.
 *
 * @param sheet The pages.
 * @param data  The invoice.
 * @param tail  Height that follows the last row on its page.
 */
export function drawLines(
	sheet: InvoiceSheet,
	data: InvoiceData,
	tail: number
): void {
	const { left, right } = sheet;
	const [ itemHead, quantityHead, priceHead, amountHead ] = data.columns;
	const columnW = ( head: string, values: string[], extra = 0 ) =>
		Math.max(
			sheet.widthOf( head, CAPS ),
			...values.map( ( v ) => sheet.widthOf( v, BODY ) ),
			extra
		) +
		2 * CELL_X;
	const amountEdge = right;
	const priceEdge =
		amountEdge -
		columnW(
			amountHead,
			data.lines.map( ( l ) => l.amount ),
			sheet.widthOf( data.total.value, TOTAL )
		);
	const quantityEdge =
		priceEdge -
		columnW(
			priceHead,
			data.lines.map( ( l ) => l.price )
		);
	const itemEdge =
		quantityEdge -
		columnW(
			quantityHead,
			data.lines.map( ( l ) => l.quantity )
		);
	const itemRoom = itemEdge - left - 2 * CELL_X;
	const rule = ( at: number ) =>
		sheet.page.push( {
			kind: 'line',
			x1: left,
			y1: at,
			x2: right,
			y2: at,
			color: RULE,
			width: PX,
		} );
	const headerH = sheet.lineH( CAPS ) + 2 * CELL_Y;
	const header = () => {
		const top = sheet.y + CELL_Y;
		sheet.put( itemHead, left + CELL_X, top, CAPS );
		sheet.putRight( quantityHead, quantityEdge - CELL_X, top, CAPS );
		sheet.putRight( priceHead, priceEdge - CELL_X, top, CAPS );
		sheet.putRight( amountHead, amountEdge - CELL_X, top, CAPS );
		sheet.y += headerH;
		rule( sheet.y );
	};
	const rows = data.lines.map( ( line ) => {
		const items = sheet.wrap( line.item, itemRoom, BODY );
		return {
			line,
			items,
			h: Math.max( 1, items.length ) * sheet.lineH( BODY ) + 2 * CELL_Y,
		};
	} );
	if ( ! sheet.fits( headerH + ( rows[ 0 ]?.h ?? 0 ) ) ) {
		sheet.newPage();
	}
	header();
	rows.forEach( ( row, index ) => {
		const last = index === rows.length - 1;
		if ( ! sheet.fits( row.h + ( last ? tail : 0 ) ) ) {
			sheet.newPage();
			header();
		}
		const top = sheet.y + CELL_Y;
		let t = top;
		for ( const part of row.items ) {
			sheet.put( part, left + CELL_X, t, BODY );
			t += sheet.lineH( BODY );
		}
		const { quantity, price, amount } = row.line;
		sheet.putRight( quantity, quantityEdge - CELL_X, top, BODY );
		sheet.putRight( price, priceEdge - CELL_X, top, BODY );
		sheet.putRight( amount, amountEdge - CELL_X, top, BODY );
		sheet.y += row.h;
		rule( sheet.y );
	} );
}
