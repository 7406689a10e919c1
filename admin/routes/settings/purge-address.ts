/**
 * The page cache purge address, checked before the settings are saved: the
 * form shows the mistake at once instead of after a round trip. The server
 * applies the same rule (includes/Domain/Cache/PurgeAddress.php).
 */
import { __ } from '@wordpress/i18n';
import type { SettingsErrors, SettingsField } from './settings-rules';

const MAX_LENGTH = 200;

/** http(s), a host name, IPv4 or bracketed IPv6 address, an optional port; nothing else. */
const ADDRESS =
	/^https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?$/i;

/**
 * Whether text is a purge address the server accepts ('' turns purging off;
 * a trailing slash is dropped).
 *
 * @param value Typed text.
 */
export function isPurgeAddress( value: string ): boolean {
	const address = value.trim().replace( /\/+$/, '' );
	if ( address === '' ) {
		return true;
	}
	const match = ADDRESS.exec( address );
	if ( ! match || address.length > MAX_LENGTH ) {
		return false;
	}
	const port = match[ 1 ] === undefined ? 1 : Number( match[ 1 ] );
	return port >= 1 && port <= 65535;
}

/**
 * The mistakes the form can tell before saving, for the fields about to be sent.
 *
 * @param draft            The draft being edited.
 * @param draft.purge_host The purge address as typed.
 * @param changed          The fields that differ from what is stored.
 */
export function draftErrors(
	draft: { purge_host: string },
	changed: readonly SettingsField[]
): SettingsErrors {
	if (
		changed.includes( 'purge_host' ) &&
		! isPurgeAddress( draft.purge_host )
	) {
		return {
			purge_host: __(
				'Enter the address of your page cache: http:// or https://, a host and an optional port, such as http://127.0.0.1:6081, without a path.',
				'eventsmith'
			),
		};
	}
	return {};
}
