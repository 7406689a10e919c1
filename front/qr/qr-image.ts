/**
 * Draws a QR code as a PNG data URL with the product's QR rules:
 * error correction M, margin 4 modules; empty input is refused.
 */
import QRCode from 'qrcode';
import { QR_RULES } from './qr-rules';

export class EmptyQrInputError extends Error {
	constructor() {
		super( 'Empty QR input' );
		this.name = 'EmptyQrInputError';
	}
}

/**
 * The QR image of a text.
 *
 * @param text  What the code encodes (a URL); must not be blank.
 * @param width Image width in pixels.
 */
export async function qrDataUrl(
	text: string,
	width: number
): Promise< string > {
	if ( text.trim() === '' ) {
		throw new EmptyQrInputError();
	}
	return QRCode.toDataURL( text, { ...QR_RULES, width } );
}
