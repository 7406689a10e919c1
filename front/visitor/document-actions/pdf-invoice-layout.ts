/**
 * Where every word of an invoice goes on its A4 pages (PDF-08): the invoice
 * page's look (seller and heading, order number, date and status, billed-to
 * and event, the table of lines, the total, how to pay, the thanks) set in
 * points, with page breaks between table rows. Pure: text widths come from
 * the `measure` function, so the layout is the same in a test and in jsPDF.
 *
 * Each part draws in its own module (head and parties, lines, totals) on a
 * shared `InvoiceSheet`; this module puts them in order.
 */
import type { InvoiceData } from './pdf-invoice-data';
import { drawHead, drawParties } from './pdf-invoice-head';
import { drawLines } from './pdf-invoice-lines';
import type { InvoiceLayout, Measure } from './pdf-invoice-ops';
import { InvoiceSheet } from './pdf-invoice-sheet';
import {
	drawPaymentNote,
	drawThanks,
	drawTotal,
	thanksLines,
	totalHeight,
} from './pdf-invoice-totals';

export type {
	DrawOp,
	InvoiceLayout,
	LineOp,
	Measure,
	RectOp,
	Rgb,
	TextOp,
} from './pdf-invoice-ops';
export { A4, INVOICE_MARGIN } from './pdf-invoice-styles';
export { wrapText } from './pdf-wrap-text';

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
	const sheet = new InvoiceSheet( measure );
	drawHead( sheet, data );
	drawParties( sheet, data );
	const thanks = thanksLines( sheet, data );
	// The last line keeps the total (and the thanks, when no note comes between) company.
	const tail =
		totalHeight( sheet ) +
		( data.instructions.trim() === '' ? thanks.height : 0 );
	drawLines( sheet, data, tail );
	drawTotal( sheet, data );
	drawPaymentNote( sheet, data );
	drawThanks( sheet, thanks.lines );
	return { pages: sheet.pages };
}
