/**
 * "Download PDF" and "Print" on a ticket, certificate or invoice page. The PDF
 * is made in the browser and its libraries load only when the visitor asks
 * for one: tickets and certificates are designs, captured by html-to-image
 * and placed by jsPDF as a picture; an invoice is written by jsPDF as text
 * from the data its page embeds (pdf-invoice-draw.ts).
 */
import { drawInvoice } from './pdf-invoice-draw';
import { readInvoiceData } from './pdf-invoice-data';
import {
	certificateLayout,
	fitImage,
	invoiceLayout,
	ticketLayout,
	type PdfLayout,
} from './pdf-layout';

/** PDF-08: the invoice page reloads this long after its PDF is saved. */
const INVOICE_RELOAD_MS = 500;

type Toolbar = HTMLElement & {
	dataset: { kind?: string; code?: string; busy?: string; failed?: string };
};

/** PDF-06: the certificate (or ticket) is the first element of the document body after the toolbar. */
function documentContainer(): HTMLElement | null {
	return document.querySelector< HTMLElement >(
		'[data-eventsmith-document]'
	);
}

/**
 * The PDF layout of a document kind.
 *
 * @param kind 'ticket', 'invoice' or 'certificate'.
 * @param box  The document's box on screen.
 * @param code The ticket code (names a ticket's file).
 */
function layoutOf( kind: string, box: DOMRect, code: string ): PdfLayout {
	if ( kind === 'ticket' ) {
		return ticketLayout( box.width, box.height, code );
	}
	if ( kind === 'invoice' ) {
		return invoiceLayout();
	}
	return certificateLayout( box.width, box.height, new Date() );
}

/**
 * After the file is saved: clear the status; an invoice page reloads (PDF-08).
 *
 * @param kind   The document kind.
 * @param status The status line.
 */
function finish( kind: string, status: HTMLElement | null ) {
	if ( status ) {
		status.textContent = '';
	}
	if ( kind === 'invoice' ) {
		window.setTimeout( () => window.location.reload(), INVOICE_RELOAD_MS );
	}
}

async function downloadPdf( toolbar: Toolbar, button: HTMLButtonElement ) {
	const container = documentContainer();
	const kind = toolbar.dataset.kind ?? 'certificate';
	if ( ! container ) {
		// eslint-disable-next-line no-console -- the message the specification names (PDF-06).
		console.error( 'Certificate container not found' );
		return;
	}
	const label = button.textContent;
	const status = toolbar.querySelector< HTMLElement >( '[data-status]' );
	button.disabled = true;
	button.setAttribute( 'aria-busy', 'true' );
	button.textContent = toolbar.dataset.busy ?? label;
	try {
		const invoice = kind === 'invoice' ? readInvoiceData( document ) : null;
		if ( invoice ) {
			const { jsPDF: JsPdf } = await import(
				/* webpackChunkName: "jspdf" */ 'jspdf'
			);
			drawInvoice( JsPdf, invoice, document.documentElement.lang ).save(
				invoiceLayout().fileName
			);
			finish( kind, status );
			return;
		}
		const [ { toJpeg }, { jsPDF: JsPdf } ] = await Promise.all( [
			import( /* webpackChunkName: "html-to-image" */ 'html-to-image' ),
			import( /* webpackChunkName: "jspdf" */ 'jspdf' ),
		] );
		// A phone screen shows the document zoomed to fit; the PDF keeps the design's size.
		container.style.zoom = '1';
		const box = container.getBoundingClientRect();
		const layout = layoutOf( kind, box, toolbar.dataset.code ?? '' );
		const image = await toJpeg( container, {
			pixelRatio: layout.scale,
			quality: 0.95,
			backgroundColor: '#ffffff',
		} );
		const pdf = new JsPdf( {
			orientation: layout.orientation,
			unit: 'px',
			format: layout.format,
			hotfixes: [ 'px_scaling' ],
		} );
		const page = {
			w: pdf.internal.pageSize.getWidth(),
			h: pdf.internal.pageSize.getHeight(),
		};
		const spot = fitImage(
			page,
			{ w: box.width, h: box.height },
			layout.margin
		);
		pdf.addImage( image, 'JPEG', spot.x, spot.y, spot.w, spot.h );
		pdf.save( layout.fileName );
		finish( kind, status );
	} catch ( error ) {
		// eslint-disable-next-line no-console -- kept for the site owner's debugging.
		console.error( error );
		if ( status ) {
			status.textContent = toolbar.dataset.failed ?? '';
		}
	} finally {
		container.style.removeProperty( 'zoom' );
		button.disabled = false;
		button.removeAttribute( 'aria-busy' );
		button.textContent = label;
	}
}

function setUp() {
	const toolbar = document.querySelector< Toolbar >(
		'[data-eventsmith-document-actions]'
	);
	if ( ! toolbar ) {
		return;
	}
	toolbar.hidden = false;
	toolbar
		.querySelector< HTMLButtonElement >( '[data-action="print"]' )
		?.addEventListener( 'click', () => window.print() );
	const pdf = toolbar.querySelector< HTMLButtonElement >(
		'[data-action="pdf"]'
	);
	pdf?.addEventListener( 'click', () => void downloadPdf( toolbar, pdf ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', setUp );
} else {
	setUp();
}
