/**
 * What the invoice layout hands to the PDF drawer: texts, rules and filled
 * boxes in points on A4 pages, and how it asks for text widths.
 */

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

export type InvoiceLayout = { pages: DrawOp[][] };
