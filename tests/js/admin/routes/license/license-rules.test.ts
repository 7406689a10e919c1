import {
	activationPayload,
	emptyLicenseForm,
	expiryText,
	isActivated,
	isEmail,
	maskKey,
	validateLicense,
} from '../../../../../admin/routes/license/license-rules';

const filled = {
	name: 'Jane Doe',
	email: 'jane@example.org',
	license_key: 'eyJ2IjoxfQ.c2ln',
};

describe( 'validateLicense', () => {
	test( 'LIC-04 LIC-05 LIC-06: an empty form gives the three messages', () => {
		expect( validateLicense( emptyLicenseForm() ) ).toEqual( {
			name: 'Please input your name!',
			email: 'Enter Valid Email!',
			license_key: 'Please input your license key!',
		} );
	} );

	test( 'blank text counts as empty', () => {
		expect(
			validateLicense( { name: '  ', email: ' ', license_key: '\n ' } )
		).toEqual( {
			name: 'Please input your name!',
			email: 'Enter Valid Email!',
			license_key: 'Please input your license key!',
		} );
	} );

	test.each( [ 'foo@', '@example.org', 'jane example.org', 'jane@example' ] )(
		'LIC-05: "%s" is not an e-mail address',
		( email ) => {
			expect( isEmail( email ) ).toBe( false );
			expect( validateLicense( { ...filled, email } ) ).toEqual( {
				email: 'Enter Valid Email!',
			} );
		}
	);

	test( 'a filled form is valid', () => {
		expect( isEmail( ' jane@example.org ' ) ).toBe( true );
		expect( validateLicense( filled ) ).toEqual( {} );
	} );
} );

test( 'LIC-07: the activation body is trimmed and the key loses pasted spaces and line breaks', () => {
	expect(
		activationPayload( {
			name: ' Jane Doe ',
			email: ' jane@example.org',
			license_key: ' eyJ2Ijox\n fQ.c2 ln\t',
		} )
	).toEqual( filled );
} );

describe( 'the activated view', () => {
	test( 'LIC-01: "invalid" means no license; valid and expired ones are on the site', () => {
		expect( isActivated( null ) ).toBe( false );
		expect( isActivated( { license: 'invalid' } ) ).toBe( false );
		const license = {
			name: 'Jane Doe',
			email: 'jane@example.org',
			plan: 'pro',
			expires: null,
			key: '…abcd1234',
		};
		expect( isActivated( { license: 'valid', ...license } ) ).toBe( true );
		expect( isActivated( { license: 'expired', ...license } ) ).toBe(
			true
		);
	} );

	test( 'LIC-08: the key shows as dots and its last eight characters only', () => {
		expect( maskKey( '…abcd1234' ) ).toBe( '••••••••••••abcd1234' );
		const full =
			'eyJ2IjoxLCJuYW1lIjoiSmFuZSJ9.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw';
		const masked = maskKey( full );
		expect( masked ).toBe( '••••••••••••MtbG9uZw' );
		expect( masked ).not.toContain( full.slice( 0, 12 ) );
		expect( maskKey( '' ) ).toBe( '' );
	} );

	test( 'the expiry is a day in the site format, or Never', () => {
		const format = ( day: string ) => `formatted ${ day }`;
		expect( expiryText( '2099-12-31', format ) ).toBe(
			'formatted 2099-12-31'
		);
		expect( expiryText( null, format ) ).toBe( 'Never' );
	} );
} );
