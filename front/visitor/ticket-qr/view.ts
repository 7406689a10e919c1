/**
 * Draws the QR code of every `[data-eventsmith-qr]` holder on the page.
 *
 * The QR library is loaded on demand; if it cannot be loaded the holder says
 * 'QR Library not found !', and if the code cannot be made (empty or too much
 * data) it says 'Could not generate QR!'. The link to the verify address stays
 * as the fallback when `data-show-link` is "1" or no image could be drawn.
 */
import { drawInto } from '../../qr/draw';

function start(): void {
	document
		.querySelectorAll< HTMLElement >( '[data-eventsmith-qr]' )
		.forEach(
			( holder ) => void drawInto( holder, () => import( 'qrcode' ) )
		);
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
