/**
 * An event page previewed on a device: the canvas iframe is laid out at the
 * device width (Desktop: at least DESKTOP_MIN_WIDTH) and scaled down to fit
 * a narrower canvas.
 */
import {
	CANVAS_GUTTER,
	DESKTOP_MIN_WIDTH,
	DEVICE_FRAME_MARGIN,
	deviceFrame,
} from '../../../template-editor/lib/page-size';

describe( 'deviceFrame', () => {
	it( 'is none for certificates and tickets, and on Desktop with room for a desktop layout', () => {
		expect(
			deviceFrame(
				'event',
				'desktop',
				DESKTOP_MIN_WIDTH + CANVAS_GUTTER,
				800
			)
		).toBeNull();
		expect( deviceFrame( 'event', 'desktop', null, null ) ).toBeNull();
		expect( deviceFrame( 'certificate', 'tablet', 360, 800 ) ).toBeNull();
		expect( deviceFrame( 'ticket', 'mobile', 360, 800 ) ).toBeNull();
	} );

	it( 'keeps the device width and scales it down to fit, filling the height', () => {
		const frame = deviceFrame( 'event', 'tablet', 360, 800 );
		expect( frame?.width ).toBe( 768 );
		expect( frame?.scale ).toBeLessThan( 1 );
		expect( 768 * ( frame?.scale ?? 1 ) ).toBeLessThanOrEqual( 360 - 48 );
		const shownHeight = ( frame?.height ?? 0 ) * ( frame?.scale ?? 1 );
		expect( shownHeight ).toBeLessThanOrEqual(
			800 - 2 * DEVICE_FRAME_MARGIN
		);
		expect( shownHeight ).toBeGreaterThan(
			800 - 2 * DEVICE_FRAME_MARGIN - 2
		);
	} );

	it( 'lays Desktop out at the desktop width in a canvas narrower than that', () => {
		const frame = deviceFrame( 'event', 'desktop', 520, 800 );
		expect( frame?.width ).toBe( DESKTOP_MIN_WIDTH );
		expect( frame?.width ).toBeGreaterThan( 768 );
		expect( DESKTOP_MIN_WIDTH * ( frame?.scale ?? 1 ) ).toBeLessThanOrEqual(
			520 - CANVAS_GUTTER
		);
	} );

	it( 'shows the device at its real size where it fits', () => {
		expect( deviceFrame( 'event', 'mobile', 1000, 700 ) ).toEqual( {
			width: 480,
			height: 700 - 2 * DEVICE_FRAME_MARGIN,
			scale: 1,
		} );
	} );

	it( 'waits for the canvas to be measured', () => {
		expect( deviceFrame( 'event', 'mobile', null, null ) ).toEqual( {
			width: 480,
			height: null,
			scale: 1,
		} );
	} );
} );
