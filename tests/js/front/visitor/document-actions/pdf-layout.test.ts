/**
 * The PDF layouts of certificates (PDF-01..05) and tickets.
 */
import {
	certificateLayout,
	documentFileName,
	fitImage,
	invoiceLayout,
	ticketLayout,
} from '../../../../../front/visitor/document-actions/pdf-layout';

describe( 'certificate PDF', () => {
	it( 'PDF-01 PDF-02 PDF-03 PDF-04 is A4, landscape when wider than tall, 20 px margin, captured at 1.5×', () => {
		const now = new Date( 2026, 10, 25, 9, 30 );
		expect( certificateLayout( 842, 595, now ) ).toEqual( {
			orientation: 'landscape',
			format: 'a4',
			margin: 20,
			scale: 1.5,
			fileName: 'document-2026-11-25.pdf',
		} );
		expect( certificateLayout( 595, 842, now ).orientation ).toBe(
			'portrait'
		);
	} );

	it( 'PDF-05 names the file document-{date}.pdf', () => {
		expect( documentFileName( new Date( 2027, 0, 5 ) ) ).toBe(
			'document-2027-01-05.pdf'
		);
	} );
} );

describe( 'ticket PDF', () => {
	it( 'is one page of the ticket template’s own size, named after the ticket', () => {
		expect( ticketLayout( 600.4, 300, 'abcdef1234567890' ) ).toEqual( {
			orientation: 'landscape',
			format: [ 600, 300 ],
			margin: 0,
			scale: 2,
			fileName: 'ticket-abcdef12.pdf',
		} );
	} );
} );

describe( 'invoice PDF', () => {
	it( 'PDF-08 is an A4 portrait page named invoice, captured at 4×', () => {
		expect( invoiceLayout() ).toEqual( {
			orientation: 'portrait',
			format: 'a4',
			margin: 20,
			scale: 4,
			fileName: 'invoice.pdf',
		} );
	} );
} );

describe( 'fitImage', () => {
	it( 'fills the page inside the margin, keeps the shape and centres it', () => {
		// The height binds: 555 of room for 297.5 px, so the width is 421 × 555 / 297.5.
		const wide = fitImage( { w: 842, h: 595 }, { w: 421, h: 297.5 }, 20 );
		expect( wide.h ).toBeCloseTo( 555 );
		expect( wide.y ).toBeCloseTo( 20 );
		expect( wide.w ).toBeCloseTo( ( 421 * 555 ) / 297.5 );
		expect( wide.x ).toBeCloseTo( ( 842 - wide.w ) / 2 );
		const tall = fitImage( { w: 595, h: 842 }, { w: 100, h: 400 }, 20 );
		expect( tall.h ).toBeCloseTo( 802 );
		expect( tall.w ).toBeCloseTo( 200.5 );
		expect( tall.x ).toBeCloseTo( ( 595 - 200.5 ) / 2 );
	} );
} );
