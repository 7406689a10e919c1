/**
 * TB-39/40: the styles in effect on the previewed device.
 */
import {
	stylesForDevice,
	withDeviceStyle,
} from '../../../../template-editor/block-styles/device-styles';
import { styleDevice } from '../../../../template-editor/block-styles/canvas-device';

const STYLES = {
	Desktop: { color: '#111', fontSize: '20px' },
	Tablet: { fontSize: '16px' },
	Mobile: { textAlign: 'center', color: ' ' },
};

describe( 'stylesForDevice', () => {
	it( 'cascades Desktop, then Tablet, then Mobile', () => {
		expect( stylesForDevice( STYLES, 'Desktop' ) ).toEqual( {
			color: '#111',
			fontSize: '20px',
		} );
		expect( stylesForDevice( STYLES, 'Tablet' ) ).toEqual( {
			color: '#111',
			fontSize: '16px',
		} );
		expect( stylesForDevice( STYLES, 'Mobile' ) ).toEqual( {
			color: '#111',
			fontSize: '16px',
			textAlign: 'center',
		} );
		expect( stylesForDevice( undefined, 'Mobile' ) ).toEqual( {} );
	} );

	it( 'sets and removes one declaration of one device', () => {
		const next = withDeviceStyle( STYLES, 'Tablet', 'padding', '4px' );
		expect( next.Tablet ).toEqual( { fontSize: '16px', padding: '4px' } );
		expect( STYLES.Tablet ).toEqual( { fontSize: '16px' } );
		expect(
			withDeviceStyle( next, 'Tablet', 'fontSize', '' ).Tablet
		).toEqual( { padding: '4px' } );
	} );
} );

describe( 'styleDevice', () => {
	it( 'follows the device switcher for event templates only', () => {
		expect( styleDevice( 'event', 'tablet' ) ).toBe( 'Tablet' );
		expect( styleDevice( 'event', 'mobile' ) ).toBe( 'Mobile' );
		expect( styleDevice( 'certificate', 'mobile' ) ).toBe( 'Desktop' );
		expect( styleDevice( 'ticket', 'tablet' ) ).toBe( 'Desktop' );
	} );
} );
