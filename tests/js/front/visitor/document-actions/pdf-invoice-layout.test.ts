/**
 * The invoice PDF's page layout (PDF-08): texts where the page shows them,
 * rows broken across A4 pages, the total last.
 */
import type { InvoiceData } from '../../../../../front/visitor/document-actions/pdf-invoice-data';
import {
	A4,
	INVOICE_MARGIN,
	layoutInvoice,
	wrapText,
	type DrawOp,
	type TextOp,
} from '../../../../../front/visitor/document-actions/pdf-invoice-layout';
import { isWinAnsi } from '../../../../../front/visitor/document-actions/pdf-winansi';

// Half an em per character: near enough to Helvetica for a layout test.
const measure = ( text: string, size: number ) => text.length * size * 0.5;

const invoice = ( lines: number, instructions = '' ): InvoiceData => ( {
	title: 'Invoice #42',
	seller: [ 'Müller Veranstaltungen GmbH', 'Hauptstraße 1', 'Berlin' ],
	meta: [
		{ label: 'Order number', value: '42' },
		{ label: 'Date', value: 'November 27, 2026' },
	],
	status: { label: 'Status', value: 'Paid', kind: 'completed' },
	parties: [
		{ heading: 'Billed to', lines: [ 'Jürgen Groß', 'jg@example.com' ] },
		{ heading: 'Event', lines: [ 'Sommerfest' ] },
	],
	columns: [ 'Ticket', 'Quantity', 'Unit price', 'Amount' ],
	lines: Array.from( { length: lines }, ( _, i ) => ( {
		item: `Line ${ i + 1 }`,
		quantity: '1',
		price: '10.00 EUR',
		amount: '10.00 EUR',
	} ) ),
	total: { label: 'Total', value: `${ lines * 10 }.00 EUR` },
	instructions,
	thanks: 'Thank you for your order.',
} );

const texts = ( ops: DrawOp[] ): TextOp[] =>
	ops.filter( ( op ): op is TextOp => op.kind === 'text' );
const find = ( ops: DrawOp[], text: string ) =>
	texts( ops ).find( ( op ) => op.text === text );

describe( 'invoice PDF layout', () => {
	it( 'PDF-08 a 10-line order is one A4 page with the page’s texts in its order', () => {
		const { pages } = layoutInvoice( invoice( 10 ), measure );
		expect( pages ).toHaveLength( 1 );
		const [ page ] = pages;
		const y = ( text: string ) => find( page!, text )?.y ?? NaN;
		// Seller top left, heading top right, then parties, table, total, thanks.
		expect( find( page!, 'Müller Veranstaltungen GmbH' )?.x ).toBe(
			INVOICE_MARGIN
		);
		expect( find( page!, 'Müller Veranstaltungen GmbH' )?.bold ).toBe(
			true
		);
		const title = find( page!, 'Invoice #42' )!;
		expect( title.x + measure( title.text, title.size ) ).toBeCloseTo(
			A4.w - INVOICE_MARGIN
		);
		expect( y( 'BILLED TO' ) ).toBeGreaterThan( y( 'Paid' ) );
		expect( y( 'TICKET' ) ).toBeGreaterThan( y( 'Jürgen Groß' ) );
		expect( y( 'Line 1' ) ).toBeGreaterThan( y( 'TICKET' ) );
		expect( y( 'Total' ) ).toBeGreaterThan( y( 'Line 10' ) );
		expect( y( 'Thank you for your order.' ) ).toBeGreaterThan(
			y( 'Total' )
		);
		// Amounts are right-aligned on the page's right edge, like the table's numbers.
		const total = find( page!, '100.00 EUR' )!;
		const amount = texts( page! ).filter(
			( op ) => op.text === '10.00 EUR'
		);
		const rightEdge = ( op: TextOp ) => op.x + measure( op.text, op.size );
		expect( rightEdge( total ) ).toBeCloseTo(
			rightEdge( amount.at( -1 )! )
		);
		expect( rightEdge( total ) ).toBeLessThan( A4.w - INVOICE_MARGIN );
	} );

	it( 'PDF-08 an order with 40 lines spans two pages, headings repeated, the total last', () => {
		const { pages } = layoutInvoice( invoice( 40 ), measure );
		expect( pages ).toHaveLength( 2 );
		const [ first, second ] = pages;
		expect( find( first!, 'TICKET' ) ).toBeDefined();
		expect( find( second!, 'TICKET' ) ).toBeDefined();
		expect( find( first!, 'Total' ) ).toBeUndefined();
		expect( find( second!, 'Total' ) ).toBeDefined();
		// Every line once, in order, and each page's lines stay inside its margins.
		const lines = pages.flatMap( ( p ) =>
			texts( p ).filter( ( op ) => /^Line \d+$/.test( op.text ) )
		);
		expect( lines.map( ( op ) => op.text ) ).toEqual(
			Array.from( { length: 40 }, ( _, i ) => `Line ${ i + 1 }` )
		);
		for ( const page of pages ) {
			for ( const op of texts( page ) ) {
				expect( op.y ).toBeGreaterThan( INVOICE_MARGIN );
				expect( op.y ).toBeLessThan( A4.h - INVOICE_MARGIN );
			}
		}
		const secondTexts = texts( second! ).map( ( op ) => op.text );
		const totalAt = secondTexts.indexOf( 'Total' );
		expect( secondTexts.indexOf( 'Line 40' ) ).toBeLessThan( totalAt );
		expect( secondTexts.slice( totalAt ) ).toEqual( [
			'Total',
			'400.00 EUR',
			'Thank you for your order.',
		] );
	} );

	it( 'PDF-08 the total never stands alone: the last line and the thanks share its page', () => {
		// Find the order size where the last line just fits but the total would not.
		for ( let n = 15; n < 30; n++ ) {
			const { pages } = layoutInvoice( invoice( n ), measure );
			const last = pages.at( -1 )!;
			expect( find( last, 'Total' ) ).toBeDefined();
			expect( find( last, `Line ${ n }` ) ).toBeDefined();
			expect( find( last, 'Thank you for your order.' ) ).toBeDefined();
		}
	} );

	it( 'how to pay comes after the total in its yellow note', () => {
		const { pages } = layoutInvoice(
			invoice( 2, 'Your seats are held.\nAmount due: 20.00 EUR.' ),
			measure
		);
		const page = pages[ 0 ]!;
		const note = find( page, 'Amount due: 20.00 EUR.' )!;
		expect( note.y ).toBeGreaterThan( find( page, 'Total' )!.y );
		expect(
			page.some(
				( op ) =>
					op.kind === 'rect' &&
					op.fill.join() === '252,249,232' &&
					op.y < note.y &&
					op.y + op.h > note.y
			)
		).toBe( true );
	} );

	it( 'wraps long names at spaces and an address without spaces inside it', () => {
		const w = ( t: string ) => t.length;
		expect( wrapText( 'Grand Hall early bird', 11, w ) ).toEqual( [
			'Grand Hall',
			'early bird',
		] );
		expect( wrapText( 'abcdefghij@example.com', 10, w ) ).toEqual( [
			'abcdefghij',
			'@example.c',
			'om',
		] );
	} );
} );

describe( 'WinAnsi texts', () => {
	it( 'Helvetica writes German umlauts and the euro sign; Polish and Greek go as pictures', () => {
		expect( isWinAnsi( 'Jürgen Müller – 25,00 € „Straße“' ) ).toBe( true );
		expect( isWinAnsi( 'Łódź' ) ).toBe( false );
		expect( isWinAnsi( 'Σ' ) ).toBe( false );
	} );
} );
