/**
 * The top of the invoice: the seller on the left; the heading, order number,
 * date and status pill on the right; then the billed-to and event parties
 * side by side.
 */
import type { InvoiceData } from './pdf-invoice-data';
import type { InvoiceSheet } from './pdf-invoice-sheet';
import {
	BODY,
	CAPS,
	CLOSED,
	LABEL,
	PILL,
	PX,
	SELLER,
	SELLER_NAME,
	STATUS,
	TITLE,
} from './pdf-invoice-styles';

/**
 * Draws the seller and the heading block, and moves below the taller one.
 *
 * @param sheet The pages.
 * @param data  The invoice.
 */
export function drawHead( sheet: InvoiceSheet, data: InvoiceData ): void {
	const { left, right, width } = sheet;
	const pillW = sheet.widthOf( data.status.value, PILL ) + 16 * PX;
	const metaRows = [
		...data.meta,
		{ label: data.status.label, value: data.status.value },
	];
	const dtW = Math.max(
		...metaRows.map( ( r ) => sheet.widthOf( r.label, LABEL ) )
	);
	const ddW = Math.max(
		pillW,
		...data.meta.map( ( r ) => sheet.widthOf( r.value, BODY ) )
	);
	const metaW = dtW + 16 * PX + ddW;
	const titleLines = sheet.wrap( data.title, width / 2, TITLE );
	const headRight = Math.min(
		width / 2,
		Math.max(
			metaW,
			...titleLines.map( ( t ) => sheet.widthOf( t, TITLE ) )
		)
	);
	let top = sheet.y;
	for ( const line of titleLines ) {
		sheet.putRight( line, right, top, TITLE );
		top += sheet.lineH( TITLE );
	}
	top += 8 * PX;
	const rowGap = 2 * PX;
	for ( const row of data.meta ) {
		sheet.put( row.label, right - metaW, top, LABEL );
		sheet.putRight( row.value, right, top, BODY );
		top += sheet.lineH( BODY ) + rowGap;
	}
	sheet.put( data.status.label, right - metaW, top, LABEL );
	const pillH = sheet.lineH( PILL );
	const colors = STATUS[ data.status.kind ] ?? CLOSED;
	sheet.page.push( {
		kind: 'rect',
		x: right - pillW,
		y: top + ( sheet.lineH( BODY ) - pillH ) / 2,
		w: pillW,
		h: pillH,
		fill: colors.fill,
		radius: pillH / 2,
	} );
	sheet.put(
		data.status.value,
		right - pillW + 8 * PX,
		top + ( sheet.lineH( BODY ) - pillH ) / 2,
		{ ...PILL, color: colors.ink }
	);
	const rightBottom = top + sheet.lineH( BODY );
	const sellerRoom = width - headRight - 32 * PX;
	let sellerTop = sheet.y;
	data.seller.forEach( ( line, index ) => {
		const s = index === 0 ? SELLER_NAME : SELLER;
		for ( const part of sheet.wrap( line, sellerRoom, s ) ) {
			sheet.put( part, left, sellerTop, s );
			sellerTop += sheet.lineH( s );
		}
	} );
	sheet.y = Math.max( rightBottom, sellerTop ) + 32 * PX;
}

/**
 * Draws billed-to and the event side by side, each as wide as its text, or
 * sharing the width equally when together they are wider than the page.
 *
 * @param sheet The pages.
 * @param data  The invoice.
 */
export function drawParties( sheet: InvoiceSheet, data: InvoiceData ): void {
	const { width } = sheet;
	const y = sheet.y;
	const gap = 48 * PX;
	const parties = data.parties.map( ( party ) => ( {
		party,
		natural: Math.max(
			sheet.widthOf( party.heading, CAPS ),
			...party.lines.map( ( l ) => sheet.widthOf( l, BODY ) )
		),
	} ) );
	const room = ( width - gap * ( parties.length - 1 ) ) / parties.length;
	const squeeze =
		parties.reduce( ( sum, p ) => sum + p.natural, 0 ) +
			gap * ( parties.length - 1 ) >
		width;
	let x = sheet.left;
	let partiesH = 0;
	for ( const { party, natural } of parties ) {
		const w = squeeze ? room : natural;
		let t = y;
		sheet.put( party.heading, x, t, CAPS );
		t += sheet.lineH( CAPS ) + 4 * PX;
		for ( const line of party.lines ) {
			for ( const part of sheet.wrap( line, w, BODY ) ) {
				sheet.put( part, x, t, BODY );
				t += sheet.lineH( BODY );
			}
		}
		partiesH = Math.max( partiesH, t - y );
		x += w + gap;
	}
	sheet.y += partiesH + 32 * PX;
}
