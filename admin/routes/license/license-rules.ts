/**
 * Rules of the license page: the form's values and messages (spec §5),
 * the payload of `POST /license/activate`, and what the activated view
 * shows (masked key, expiry).
 */
import { __ } from '@wordpress/i18n';

/** GET /license: `invalid` means no license is active (LIC-01). */
export type LicenseState =
	| { license: 'invalid' }
	| {
			license: 'valid' | 'expired';
			name: string;
			email: string;
			plan: string;
			/** `YYYY-MM-DD`, or null for a key that never expires. */
			expires: string | null;
			/** Already masked by the server: `…` and the last characters. */
			key: string;
	  };

export type ActiveLicense = Exclude< LicenseState, { license: 'invalid' } >;

export type LicenseValues = {
	name: string;
	email: string;
	license_key: string;
};

export type LicenseErrors = Partial< Record< keyof LicenseValues, string > >;

export const emptyLicenseForm = (): LicenseValues => ( {
	name: '',
	email: '',
	license_key: '',
} );

/** How many characters of the key the activated view shows. */
export const VISIBLE_KEY_CHARS = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a text looks like an e-mail address (the server checks it again).
 *
 * @param value Typed text.
 */
export function isEmail( value: string ): boolean {
	return EMAIL.test( value.trim() );
}

/**
 * Messages for invalid fields; empty when the form may be sent.
 *
 * @param values Form values.
 */
export function validateLicense( values: LicenseValues ): LicenseErrors {
	const errors: LicenseErrors = {};
	if ( values.name.trim() === '' ) {
		errors.name = __( 'Please input your name!', 'eventsmith' );
	}
	if ( ! isEmail( values.email ) ) {
		errors.email = __( 'Enter Valid Email!', 'eventsmith' );
	}
	if ( values.license_key.trim() === '' ) {
		errors.license_key = __(
			'Please input your license key!',
			'eventsmith'
		);
	}
	return errors;
}

/**
 * The body of `POST /license/activate` (LIC-07): trimmed name and e-mail,
 * the key without the spaces and line breaks a paste may add.
 *
 * @param values Form values.
 */
export function activationPayload( values: LicenseValues ): LicenseValues {
	return {
		name: values.name.trim(),
		email: values.email.trim(),
		license_key: values.license_key.replace( /\s+/g, '' ),
	};
}

/**
 * Whether a license is on this site (valid or lapsed).
 *
 * @param state GET /license.
 */
export function isActivated(
	state: LicenseState | null
): state is ActiveLicense {
	return state !== null && state.license !== 'invalid';
}

/**
 * The key as the activated view shows it: dots, then only its last
 * characters, whatever the server sent (a full key is never shown).
 *
 * @param key The key, usually already masked as `…abcd1234`.
 */
export function maskKey( key: string ): string {
	const visible = key.replace( /[\s…]+/g, '' ).slice( -VISIBLE_KEY_CHARS );
	return visible === '' ? '' : `••••••••••••${ visible }`;
}

/**
 * The expiry line of the activated view.
 *
 * @param expires `YYYY-MM-DD` or null.
 * @param format  Formats a day (the site's date format).
 */
export function expiryText(
	expires: string | null,
	format: ( day: string ) => string
): string {
	return expires === null ? __( 'Never', 'eventsmith' ) : format( expires );
}
