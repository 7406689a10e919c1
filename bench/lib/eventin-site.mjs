/**
 * Eventin 4.1.18, active on a bench site and holding `events` events of its
 * own seeded in bulk SQL (eventin-seed.php): a site owner who switches from
 * Eventin has both plugins active. The zip comes from ../shared/plugins/ (see
 * its README); without it the caller is told and nothing is installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../tools/lib/paths.mjs';

export const EVENTIN_ZIP = join(
	ROOT,
	'..',
	'shared',
	'plugins',
	'wp-event-solution-4.1.18.zip'
);

/**
 * Installs and activates Eventin, then seeds its events.
 *
 * @param {{dir: string, php: (code: string) => string}} site      The site.
 * @param {number}                                       events    Eventin events to seed.
 * @param {number}                                       attendees Attendees per event.
 * @return {string|null} What was seeded (JSON counts), or null without the zip.
 */
export function activateEventin( site, events, attendees = 0 ) {
	if ( ! existsSync( EVENTIN_ZIP ) ) {
		return null;
	}
	execFileSync( 'unzip', [
		'-q',
		'-o',
		EVENTIN_ZIP,
		'-d',
		join( site.dir, 'wp-content', 'plugins' ),
	] );
	process.env.EVENTIN_EVENTS = String( events );
	process.env.EVENTIN_ATTENDEES = String( attendees );
	// Eventin sends the first request after its activation to its setup wizard (and exits) unless the wizard is marked seen.
	return site
		.php(
			`require_once ABSPATH . 'wp-admin/includes/plugin.php'; $r = activate_plugin( 'wp-event-solution/eventin.php' ); if ( is_wp_error( $r ) ) { fwrite( STDERR, $r->get_error_message() ); exit( 1 ); } update_option( 'etn_wizard', 'active' ); ${
				events > 0
					? `require '${ join( ROOT, 'bench', 'lib', 'eventin-seed.php' ) }';`
					: ''
			}`
		)
		.trim();
}
