/**
 * The invoice page's look in points: the sheet, its margin, its colours and
 * the text styles of each part (as the HTML invoice page sets them in px).
 */
import type { Rgb } from './pdf-invoice-ops';

/** A4 portrait in points. */
export const A4 = { w: 595.28, h: 841.89 };

/** One CSS pixel of the invoice page in points: its 794 px sheet is A4's 595 pt. */
export const PX = 0.75;
export const INVOICE_MARGIN = 48 * PX;

const INK: Rgb = [ 30, 30, 30 ];
const MUTED: Rgb = [ 80, 87, 94 ];
export const RULE: Rgb = [ 220, 220, 222 ];
export type Pill = { fill: Rgb; ink: Rgb };
/** Refunded and cancelled orders. */
export const CLOSED: Pill = { fill: [ 252, 240, 241 ], ink: [ 138, 36, 36 ] };
export const STATUS: Record< string, Pill > = {
	completed: { fill: [ 237, 250, 239 ], ink: [ 0, 69, 12 ] },
	pending: { fill: [ 252, 249, 232 ], ink: [ 97, 66, 0 ] },
};
export const NOTE_FILL: Rgb = [ 252, 249, 232 ];
export const NOTE_RULE: Rgb = [ 219, 166, 23 ];

export type Style = {
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

export const BODY = style( 15, false, INK );
export const SELLER_NAME = style( 18, true, INK );
export const SELLER = style( 15, false, MUTED );
export const TITLE = style( 28, true, INK, { lineHeight: 1.2 } );
export const LABEL = style( 15, false, MUTED );
export const PILL = style( 13, true, INK );
/** Small capitals of the party and column headings (12 px, 0.06 em apart). */
export const CAPS = style( 12, true, MUTED, {
	charSpace: 12 * PX * 0.06,
	upper: true,
} );
export const TOTAL = style( 17, true, INK );
export const NOTE = style( 15, false, INK );
export const THANKS = style( 15, false, MUTED );

/** Table cells: 8 px apart sideways as on the page; rows a little tighter so 46 lines fit two pages. */
export const CELL_X = 8 * PX;
export const CELL_Y = 5;
