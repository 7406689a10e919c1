/**
 * The locale numbers and dates are written in: the one WordPress shows the
 * screen in (the site language, or the user's own), as a BCP 47 tag for Intl.
 */
import { getSettings } from '@wordpress/date';

/**
 * BCP 47 form of WordPress's locale (`de_DE` → `de-DE`), `en-US` when unknown.
 */
export function siteLocale(): string {
	const locale = getSettings().l10n?.locale ?? '';
	return /^[a-z]{2,3}([_-][A-Za-z0-9]+)*$/.test( locale )
		? locale.replace( /_/g, '-' )
		: 'en-US';
}
