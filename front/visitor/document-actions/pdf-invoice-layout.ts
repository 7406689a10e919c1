/**
 * Where every word of an invoice goes on its A4 pages (PDF-08): the invoice
 * page's look (seller and heading, order number, date and status, billed-to
 * and event, the table of lines, the total, how to pay, the thanks) set in
 * points, with page breaks between table rows. Pure: text widths come from
 * the `measure` function, so the layout is the same in a test and in jsPDF.
 */
import type { InvoiceData } from './pdf-invoice-data';

export type Rgb = [ number, number, number ];

export type TextOp = {
	kind: 'text';
	text: string;
	/** Left edge. */
	x: number;
	/** Baseline. */
	y: number;
	size: number;
	bold: boolean;
	color: Rgb;
	charSpace: number;
};
export type LineOp = {
	kind: 'line';
	x1: number;
	y1: number;
	x2: number;
	y2: number;
	color: Rgb;
	width: number;
};
export type RectOp = {
	kind: 'rect';
	x: number;
	y: number;
	w: number;
	h: number;
	fill: Rgb;
	radius: number;
};
export type DrawOp = TextOp | LineOp | RectOp;

/** Width in points of a text at a size, regular or bold. */
export type Measure = ( text: string, size: number, bold: boolean ) => number;

/** A4 portrait in points. */
export const A4 = { w: 595.28, h: 841.89 };

/** One CSS pixel of the invoice page in points: its 794 px sheet is A4's 595 pt. */
const PX = 0.75;
export const INVOICE_MARGIN = 48 * PX;

const INK: Rgb = [ 30, 30, 30 ];
const MUTED: Rgb = [ 80, 87, 94 ];
const RULE: Rgb = [ 220, 220, 222 ];
type Pill = { fill: Rgb; ink: Rgb };
/** Refunded and cancelled orders. */
const CLOSED: Pill = { fill: [ 252, 240, 241 ], ink: [ 138, 36, 36 ] };
const STATUS: Record< string, Pill > = {
	completed: { fill: [ 237, 250, 239 ], ink: [ 0, 69, 12 ] },
	pending: { fill: [ 252, 249, 232 ], ink: [ 97, 66, 0 ] },
};
const NOTE_FILL: Rgb = [ 252, 249, 232 ];
const NOTE_RULE: Rgb = [ 219, 166, 23 ];

type Style = {
	size: number;
	bold: boolean;
	color: Rgb;
	lineHeight: number;
	charSpace: number;
	upper: boolean;
};

const style = (
	px: number,
	bold: boolean,
	color: Rgb,
	extra = {}
): Style => ( {
	size: px * PX,
	bold,
	color,
	lineHeight: 1.5,
	charSpace: 0,
	upper: false,
	...extra,
} );

const BODY = style( 15, false, INK );
const SELLER_NAME = style( 18, true, INK );
const SELLER = style( 15, false, MUTED );
const TITLE = style( 28, true, INK, { lineHeight: 1.2 } );
const LABEL = style( 15, false, MUTED );
const PILL = style( 13, true, INK );
/** Small capitals of the party and column headings (12 px, 0.06 em apart). */
const CAPS = style( 12, true, MUTED, {
	charSpace: 12 * PX * 0.06,
	upper: true,
} );
const TOTAL = style( 17, true, INK );
const NOTE = style( 15, false, INK );
const THANKS = style( 15, false, MUTED );

/** Table cells: 8 px apart sideways as on the page; rows a little tighter so 46 lines fit two pages. */
const CELL_X = 8 * PX;
const CELL_Y = 5;

export type InvoiceLayout = { pages: DrawOp[][] };

/**
 * Lays the invoice out on as many A4 pages as its lines need. Table rows never
 * split; the column headings repeat on each page; the total comes last and
 * never stands alone on a page (the last line goes with it).
 *
 * @param data    The invoice.
 * @param measure Text widths.
 */
export function layoutInvoice(
	data: InvoiceData,
	measure: Measure
): InvoiceLayout {
	const left = INVOICE_MARGIN;
	const right = A4.w - INVOICE_MARGIN;
	const width = right - left;
	const bottom = A4.h - INVOICE_MARGIN;
	let page: DrawOp[] = [];
	const pages: DrawOp[][] = [ page ];
	let y = INVOICE_MARGIN;

	const shown = ( text: string, s: Style ) =>
		s.upper ? text.toLocaleUpperCase() : text;
	const widthOf = ( text: string, s: Style ) => {
		const t = shown( text, s );
		return measure( t, s.size, s.bold ) + s.charSpace * t.length;
	};
	const lineH = ( s: Style ) => s.size * s.lineHeight;
	const put = ( text: string, x: number, top: number, s: Style ) => {
		if ( text === '' ) {
			return;
		}
		// The baseline sits in the middle of the line box, as a browser sets it.
		const baseline = top + ( lineH( s ) - s.size ) / 2 + s.size * 0.8;
		page.push( {
			kind: 'text',
			text: shown( text, s ),
			x,
			y: baseline,
			size: s.size,
			bold: s.bold,
			color: s.color,
			charSpace: s.charSpace,
		} );
	};
	const putRight = ( text: string, edge: number, top: number, s: Style ) =>
		put( text, edge - widthOf( text, s ), top, s );
	const wrap = ( text: string, room: number, s: Style ): string[] =>
		wrapText( text, room, ( t ) => widthOf( t, s ) );
	const newPage = () => {
		page = [];
		pages.push( page );
		y = INVOICE_MARGIN;
	};
	const fits = ( h: number ) => y + h <= bottom;

	// Head: the seller on the left; the heading, order number, date and status on the right.
	const pillW = widthOf( data.status.value, PILL ) + 16 * PX;
	const metaRows = [
		...data.meta,
		{ label: data.status.label, value: data.status.value },
	];
	const dtW = Math.max(
		...metaRows.map( ( r ) => widthOf( r.label, LABEL ) )
	);
	const ddW = Math.max(
		pillW,
		...data.meta.map( ( r ) => widthOf( r.value, BODY ) )
	);
	const metaW = dtW + 16 * PX + ddW;
	const titleLines = wrap( data.title, width / 2, TITLE );
	const headRight = Math.min(
		width / 2,
		Math.max( metaW, ...titleLines.map( ( t ) => widthOf( t, TITLE ) ) )
	);
	let top = y;
	for ( const line of titleLines ) {
		putRight( line, right, top, TITLE );
		top += lineH( TITLE );
	}
	top += 8 * PX;
	const rowGap = 2 * PX;
	for ( const row of data.meta ) {
		put( row.label, right - metaW, top, LABEL );
		putRight( row.value, right, top, BODY );
		top += lineH( BODY ) + rowGap;
	}
	put( data.status.label, right - metaW, top, LABEL );
	const pillH = lineH( PILL );
	const colors = STATUS[ data.status.kind ] ?? CLOSED;
	page.push( {
		kind: 'rect',
		x: right - pillW,
		y: top + ( lineH( BODY ) - pillH ) / 2,
		w: pillW,
		h: pillH,
		fill: colors.fill,
		radius: pillH / 2,
	} );
	put(
		data.status.value,
		right - pillW + 8 * PX,
		top + ( lineH( BODY ) - pillH ) / 2,
		{ ...PILL, color: colors.ink }
	);
	const rightBottom = top + lineH( BODY );
	const sellerRoom = width - headRight - 32 * PX;
	let sellerTop = y;
	data.seller.forEach( ( line, index ) => {
		const s = index === 0 ? SELLER_NAME : SELLER;
		for ( const part of wrap( line, sellerRoom, s ) ) {
			put( part, left, sellerTop, s );
			sellerTop += lineH( s );
		}
	} );
	y = Math.max( rightBottom, sellerTop ) + 32 * PX;

	// Billed to and the event, side by side.
	const gap = 48 * PX;
	const parties = data.parties.map( ( party ) => ( {
		party,
		natural: Math.max(
			widthOf( party.heading, CAPS ),
			...party.lines.map( ( l ) => widthOf( l, BODY ) )
		),
	} ) );
	const room = ( width - gap * ( parties.length - 1 ) ) / parties.length;
	const squeeze =
		parties.reduce( ( sum, p ) => sum + p.natural, 0 ) +
			gap * ( parties.length - 1 ) >
		width;
	let x = left;
	let partiesH = 0;
	for ( const { party, natural } of parties ) {
		const w = squeeze ? room : natural;
		let t = y;
		put( party.heading, x, t, CAPS );
		t += lineH( CAPS ) + 4 * PX;
		for ( const line of party.lines ) {
			for ( const part of wrap( line, w, BODY ) ) {
				put( part, x, t, BODY );
				t += lineH( BODY );
			}
		}
		partiesH = Math.max( partiesH, t - y );
		x += w + gap;
	}
	y += partiesH + 32 * PX;

	// The table: numbers right-aligned in columns as wide as their widest entry.
	const [ itemHead, quantityHead, priceHead, amountHead ] = data.columns;
	const columnW = ( head: string, values: string[], extra = 0 ) =>
		Math.max(
			widthOf( head, CAPS ),
			...values.map( ( v ) => widthOf( v, BODY ) ),
			extra
		) +
		2 * CELL_X;
	const amountEdge = right;
	const priceEdge =
		amountEdge -
		columnW(
			amountHead,
			data.lines.map( ( l ) => l.amount ),
			widthOf( data.total.value, TOTAL )
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
		page.push( {
			kind: 'line',
			x1: left,
			y1: at,
			x2: right,
			y2: at,
			color: RULE,
			width: PX,
		} );
	const headerH = lineH( CAPS ) + 2 * CELL_Y;
	const header = () => {
		put( itemHead, left + CELL_X, y + CELL_Y, CAPS );
		putRight( quantityHead, quantityEdge - CELL_X, y + CELL_Y, CAPS );
		putRight( priceHead, priceEdge - CELL_X, y + CELL_Y, CAPS );
		putRight( amountHead, amountEdge - CELL_X, y + CELL_Y, CAPS );
		y += headerH;
		rule( y );
	};
	const rows = data.lines.map( ( line ) => {
		const items = wrap( line.item, itemRoom, BODY );
		return {
			line,
			items,
			h: Math.max( 1, items.length ) * lineH( BODY ) + 2 * CELL_Y,
		};
	} );
	const totalH = lineH( TOTAL ) + 2 * CELL_Y;
	const thanks = wrap( data.thanks, width, THANKS );
	const thanksH = 32 * PX + thanks.length * lineH( THANKS );
	// The last line keeps the total (and the thanks, when no note comes between) company.
	const tail = totalH + ( data.instructions.trim() === '' ? thanksH : 0 );
	if ( ! fits( headerH + ( rows[ 0 ]?.h ?? 0 ) ) ) {
		newPage();
	}
	header();
	rows.forEach( ( row, index ) => {
		const last = index === rows.length - 1;
		if ( ! fits( row.h + ( last ? tail : 0 ) ) ) {
			newPage();
			header();
		}
		let t = y + CELL_Y;
		for ( const part of row.items ) {
			put( part, left + CELL_X, t, BODY );
			t += lineH( BODY );
		}
		const { quantity, price, amount } = row.line;
		putRight( quantity, quantityEdge - CELL_X, y + CELL_Y, BODY );
		putRight( price, priceEdge - CELL_X, y + CELL_Y, BODY );
		putRight( amount, amountEdge - CELL_X, y + CELL_Y, BODY );
		y += row.h;
		rule( y );
	} );
	if ( ! fits( totalH ) ) {
		newPage();
	}
	put( data.total.label, left + CELL_X, y + CELL_Y, TOTAL );
	putRight( data.total.value, right - CELL_X, y + CELL_Y, TOTAL );
	y += totalH;

	// How to pay, while unpaid: a yellow note with a rule on its left.
	if ( data.instructions.trim() !== '' ) {
		const bar = 4 * PX;
		const padX = 16 * PX;
		const padY = 12 * PX;
		const lines = data.instructions
			.split( '\n' )
			.flatMap( ( l ) => wrap( l.trim(), width - bar - 2 * padX, NOTE ) );
		const h = lines.length * lineH( NOTE ) + 2 * padY;
		y += 24 * PX;
		if ( ! fits( h ) ) {
			newPage();
		}
		page.push( {
			kind: 'rect',
			x: left,
			y,
			w: width,
			h,
			fill: NOTE_FILL,
			radius: 0,
		} );
		page.push( {
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
			put( line, left + bar + padX, t, NOTE );
			t += lineH( NOTE );
		}
		y += h;
	}

	y += 32 * PX;
	if ( ! fits( thanks.length * lineH( THANKS ) ) ) {
		newPage();
	}
	for ( const line of thanks ) {
		put( line, left, y, THANKS );
		y += lineH( THANKS );
	}
	return { pages };
}

/**
 * Breaks a text into lines no wider than `room`: at spaces, and inside a word
 * only when the word alone is wider (long e-mail addresses).
 *
 * @param text  The text.
 * @param room  Width available.
 * @param width Width of a text.
 */
export function wrapText(
	text: string,
	room: number,
	width: ( text: string ) => number
): string[] {
	const lines: string[] = [];
	let current = '';
	for ( const word of text.split( /\s+/ ).filter( Boolean ) ) {
		const candidate = current === '' ? word : `${ current } ${ word }`;
		if ( width( candidate ) <= room ) {
			current = candidate;
			continue;
		}
		if ( current !== '' ) {
			lines.push( current );
		}
		current = '';
		let rest = word;
		while ( width( rest ) > room && rest.length > 1 ) {
			let cut = rest.length - 1;
			while ( cut > 1 && width( rest.slice( 0, cut ) ) > room ) {
				cut--;
			}
			lines.push( rest.slice( 0, cut ) );
			rest = rest.slice( cut );
		}
		current = rest;
	}
	if ( current !== '' ) {
		lines.push( current );
	}
	return lines;
}
