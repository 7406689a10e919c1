/**
 * The builder's QR image follows the same QR rules as the ticket pages'
 * (QR-05), and refuses an empty address (QR-03).
 */
import QRCode from 'qrcode';
import { EmptyQrInputError, qrDataUrl } from '../../../../front/qr/qr-image';

describe( 'qrDataUrl', () => {
	it( 'QR-05 draws with error correction M, margin 4 and the given width', async () => {
		const toDataURL = jest
			.spyOn( QRCode, 'toDataURL' )
			.mockImplementation( async () => 'data:image/png;base64,AAAA' );
		await expect(
			qrDataUrl( 'https://example.org/?eventsmith_verify=abc', 320 )
		).resolves.toBe( 'data:image/png;base64,AAAA' );
		expect( toDataURL ).toHaveBeenCalledWith(
			'https://example.org/?eventsmith_verify=abc',
			{ errorCorrectionLevel: 'M', margin: 4, width: 320 }
		);
		toDataURL.mockRestore();
	} );

	it( 'QR-03 refuses a blank address', async () => {
		await expect( qrDataUrl( '  ', 160 ) ).rejects.toBeInstanceOf(
			EmptyQrInputError
		);
	} );
} );
