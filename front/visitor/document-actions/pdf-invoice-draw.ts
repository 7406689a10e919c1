/**
 * Writes an invoice into a jsPDF document as text, rules and boxes (PDF-08),
 * following `layoutInvoice`. Texts in WinAnsi are real text in Helvetica
 * (selectable, searchable, tiny); a text outside it is drawn on a canvas and
 * placed as a picture at the same spot, so it stays readable without
 * embedding a font.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { InvoiceData } from './pdf-invoice-data';
import { layoutInvoice, type Measure, type TextOp } from './pdf-invoice-layout';
import { isWinAnsi } from './pdf-winansi';

/** Canvas pixels per PDF point for texts drawn as pictures. */
const PICTURE_SCALE = 4;
const CANVAS_FONT = 'Helvetica, Arial, "Liberation Sans", sans-serif';

function canvasFont( size: number, bold: boolean ): string {
	return `${ bold ? 'bold ' : '' }${ size }px ${ CANVAS_FONT }`;
}

/**
 * The width of a text as the PDF will show it.
 *
 * @param pdf The document.
 */
function measurer( pdf: JsPdf ): Measure {
	const context = document.createElement( 'canvas' ).getContext( '2d' );
	return ( text, size, bold ) => {
		if ( isWinAnsi( text ) || ! context ) {
			pdf.setFont( 'helvetica', bold ? 'bold' : 'normal' );
			return pdf.getStringUnitWidth( text ) * size;
		}
		context.font = canvasFont( size, bold );
		return context.measureText( text ).width;
	};
}

/**
 * Draws a text jsPDF's fonts cannot write as a picture of it.
 *
 * @param pdf The document.
 * @param op  The text.
 */
function drawPicture( pdf: JsPdf, op: TextOp ): void {
	const canvas = document.createElement( 'canvas' );
	const context = canvas.getContext( '2d' );
	if ( ! context ) {
		return;
	}
	context.font = canvasFont( op.size, op.bold );
	const width =
		context.measureText( op.text ).width + op.charSpace * op.text.length;
	const height = op.size * 1.3;
	canvas.width = Math.ceil( width * PICTURE_SCALE );
	canvas.height = Math.ceil( height * PICTURE_SCALE );
	context.scale( PICTURE_SCALE, PICTURE_SCALE );
	context.font = canvasFont( op.size, op.bold );
	context.fillStyle = `rgb(${ op.color.join( ',' ) })`;
	context.textBaseline = 'alphabetic';
	const ascent = op.size;
	if ( op.charSpace > 0 ) {
		let x = 0;
		for ( const char of op.text ) {
			context.fillText( char, x, ascent );
			x += context.measureText( char ).width + op.charSpace;
		}
	} else {
		context.fillText( op.text, 0, ascent );
	}
	pdf.addImage(
		canvas.toDataURL( 'image/png' ),
		'PNG',
		op.x,
		op.y - ascent,
		width,
		height,
		undefined,
		'FAST'
	);
}

/**
 * Writes the invoice on A4 pages of a new document.
 *
 * @param JsPdfClass jsPDF's constructor (loaded on demand).
 * @param data       The invoice.
 * @param language   The page's language (for readers and search).
 */
export function drawInvoice(
	JsPdfClass: typeof JsPdf,
	data: InvoiceData,
	language: string
): JsPdf {
	const pdf = new JsPdfClass( {
		orientation: 'portrait',
		unit: 'pt',
		format: 'a4',
		compress: true,
	} );
	pdf.setProperties( { title: data.title } );
	if ( language !== '' ) {
		pdf.setLanguage(
			language as Parameters< JsPdf[ 'setLanguage' ] >[ 0 ]
		);
	}
	const { pages } = layoutInvoice( data, measurer( pdf ) );
	pages.forEach( ( ops, index ) => {
		if ( index > 0 ) {
			pdf.addPage( 'a4', 'portrait' );
		}
		for ( const op of ops ) {
			if ( op.kind === 'rect' ) {
				pdf.setFillColor( ...op.fill );
				if ( op.radius > 0 ) {
					pdf.roundedRect(
						op.x,
						op.y,
						op.w,
						op.h,
						op.radius,
						op.radius,
						'F'
					);
				} else {
					pdf.rect( op.x, op.y, op.w, op.h, 'F' );
				}
			} else if ( op.kind === 'line' ) {
				pdf.setDrawColor( ...op.color );
				pdf.setLineWidth( op.width );
				pdf.line( op.x1, op.y1, op.x2, op.y2 );
			} else if ( isWinAnsi( op.text ) ) {
				pdf.setFont( 'helvetica', op.bold ? 'bold' : 'normal' );
				pdf.setFontSize( op.size );
				pdf.setTextColor( ...op.color );
				pdf.text( op.text, op.x, op.y, { charSpace: op.charSpace } );
			} else {
				drawPicture( pdf, op );
			}
		}
	} );
	return pdf;
}
