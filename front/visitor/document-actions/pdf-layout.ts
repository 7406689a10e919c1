/**
 * How a document is laid out on its PDF page: the certificate rules of the
 * specification (PDF-01..05), the invoice's (PDF-08) and the ticket's own
 * page size.
 */

export type PdfLayout = {
	orientation: 'portrait' | 'landscape';
	format: 'a4' | [ number, number ];
	margin: number;
	scale: number;
	fileName: string;
};

/** Capture scale and margin of certificates (spec §9). */
export const CERTIFICATE_SCALE = 1.5;
export const CERTIFICATE_MARGIN = 20;

/**
 * "document-2026-11-25.pdf": the day the file is made, in the visitor's clock.
 *
 * @param now The moment.
 */
export function documentFileName( now: Date ): string {
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return `document-${ now.getFullYear() }-${ pad( now.getMonth() + 1 ) }-${ pad(
		now.getDate()
	) }.pdf`;
}

/**
 * The layout of a certificate: A4, landscape when wider than tall, a 20 px
 * margin, captured at 1.5×.
 *
 * @param width  The certificate's width in CSS pixels.
 * @param height Its height.
 * @param now    The moment (for the file name).
 */
export function certificateLayout(
	width: number,
	height: number,
	now: Date
): PdfLayout {
	return {
		orientation: width > height ? 'landscape' : 'portrait',
		format: 'a4',
		margin: CERTIFICATE_MARGIN,
		scale: CERTIFICATE_SCALE,
		fileName: documentFileName( now ),
	};
}

/**
 * The layout of a ticket: one page the size of the ticket's template, no
 * margin, captured at 2× for a sharp QR code.
 *
 * @param width  The ticket's width in CSS pixels.
 * @param height Its height.
 * @param code   Ticket code (for the file name).
 */
export function ticketLayout(
	width: number,
	height: number,
	code: string
): PdfLayout {
	return {
		orientation: width > height ? 'landscape' : 'portrait',
		format: [ Math.round( width ), Math.round( height ) ],
		margin: 0,
		scale: 2,
		fileName: `ticket-${ code.slice( 0, 8 ) || 'eventsmith' }.pdf`,
	};
}

/** Capture scale of invoices (PDF-08). */
export const INVOICE_SCALE = 4;

/**
 * The layout of an invoice: an A4 portrait page named "invoice.pdf", captured
 * at 4× so its small print stays sharp.
 */
export function invoiceLayout(): PdfLayout {
	return {
		orientation: 'portrait',
		format: 'a4',
		margin: CERTIFICATE_MARGIN,
		scale: INVOICE_SCALE,
		fileName: 'invoice.pdf',
	};
}

/**
 * Where the image goes on the page: as large as the page allows inside the
 * margin, keeping its shape, centred.
 *
 * @param page    Page size in PDF units.
 * @param page.w  Page width.
 * @param page.h  Page height.
 * @param image   Image size in pixels.
 * @param image.w Image width.
 * @param image.h Image height.
 * @param margin  Margin in PDF units.
 */
export function fitImage(
	page: { w: number; h: number },
	image: { w: number; h: number },
	margin: number
): { x: number; y: number; w: number; h: number } {
	const roomW = page.w - 2 * margin;
	const roomH = page.h - 2 * margin;
	const ratio = Math.min( roomW / image.w, roomH / image.h );
	const w = image.w * ratio;
	const h = image.h * ratio;
	return { x: ( page.w - w ) / 2, y: ( page.h - h ) / 2, w, h };
}
