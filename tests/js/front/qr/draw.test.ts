/**
 * Drawing a ticket QR code into its holder (checklist QR-03, QR-04, QR-05).
 */
import QRCode from 'qrcode';
import { drawInto } from '../../../../front/qr/draw';
import { QR_RULES } from '../../../../front/qr/qr-rules';

function holder( address: string ): HTMLElement {
	document.body.innerHTML = `<div data-eventsmith-qr="${ address }" data-size="100" data-error-text="Could not generate QR!" data-missing-text="QR Library not found !"><a class="eventsmith-qr-code__link" href="${ address }">${ address }</a></div>`;
	return document.body.firstElementChild as HTMLElement;
}

describe( 'drawInto', () => {
	it( 'QR-05 draws with error correction M and margin 4', async () => {
		const toDataURL = jest
			.fn()
			.mockResolvedValue( 'data:image/png;base64,AAAA' );
		const element = holder( 'https://example.org/?eventsmith_verify=abc' );
		await drawInto( element, async () => ( { toDataURL } ) );
		expect( toDataURL ).toHaveBeenCalledWith(
			'https://example.org/?eventsmith_verify=abc',
			{ ...QR_RULES, width: 200 }
		);
		expect( QR_RULES ).toEqual( { errorCorrectionLevel: 'M', margin: 4 } );
		expect( element.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			'data:image/png;base64,AAAA'
		);
	} );

	it( 'QR-03 refuses empty input with "Could not generate QR!"', async () => {
		const toDataURL = jest.fn();
		const element = holder( '  ' );
		await drawInto( element, async () => ( { toDataURL } ) );
		expect( toDataURL ).not.toHaveBeenCalled();
		expect( element.textContent ).toContain( 'Could not generate QR!' );
		expect( element.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'QR-03 too much data for any version is "Could not generate QR!"', async () => {
		const element = holder( 'x'.repeat( 5000 ) );
		// The real encoder (no canvas in this DOM): it refuses data beyond version 40.
		const toDataURL = async ( text: string, options: object ) => {
			QRCode.create( text, options );
			return 'data:image/png;base64,AAAA';
		};
		await drawInto( element, async () => ( { toDataURL } ) );
		expect( element.querySelector( 'img' ) ).toBeNull();
		expect( element.textContent ).toContain( 'Could not generate QR!' );
	} );

	it( 'QR-04 a library that cannot load gives "QR Library not found !"', async () => {
		const element = holder( 'https://example.org/' );
		await drawInto( element, () =>
			Promise.reject( new Error( 'chunk failed' ) )
		);
		expect( element.textContent ).toContain( 'QR Library not found !' );
	} );
} );
