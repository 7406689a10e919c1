import {
	TUNING,
	errorText,
	isNoCodeInFrame,
	scanRegion,
} from '../../../scanner/camera';

jest.mock( 'qr-scanner', () => ( {
	__esModule: true,
	default: { NO_QR_CODE_FOUND: 'No QR code found', hasCamera: jest.fn() },
} ) );

describe( 'camera tuning', () => {
	it( 'SCAN-26: 25 scans a second, 10 s timeout, 300 ms stop delay', () => {
		expect( TUNING.maxScansPerSecond ).toBe( 25 );
		expect( TUNING.scanTimeoutMs ).toBe( 10_000 );
		expect( TUNING.stopDelayMs ).toBe( 300 );
	} );

	it( 'SCAN-26: the scan region is a centred square of two thirds of the smaller side', () => {
		expect( scanRegion( { videoWidth: 640, videoHeight: 480 } ) ).toEqual( {
			x: 160,
			y: 80,
			width: 320,
			height: 320,
			downScaledWidth: 400,
			downScaledHeight: 400,
		} );
		expect(
			scanRegion( { videoWidth: 720, videoHeight: 1280 } )
		).toMatchObject( {
			width: 480,
			height: 480,
			x: 120,
			y: 400,
		} );
	} );

	it( 'SCAN-25: names the library errors', () => {
		expect( errorText( 'Camera not found.' ) ).toBe( 'Camera not found.' );
		expect( errorText( 'No QR code found' ) ).toBe( 'No QR code found' );
		expect( errorText( 'Scanner error: timeout' ) ).toBe( 'Scanner error' );
		expect( errorText( 'Unsupported image type.' ) ).toBe(
			'Unsupported image type'
		);
		expect( errorText( new Error( 'Image load error' ) ) ).toBe(
			'Image load error'
		);
		expect( isNoCodeInFrame( 'No QR code found' ) ).toBe( true );
		expect( isNoCodeInFrame( 'Scanner error: timeout' ) ).toBe( false );
	} );
} );
