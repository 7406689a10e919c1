<?php
/**
 * Plugin Name:       Eventsmith
 * Plugin URI:        https://eventsmith.example/
 * Description:       Run events end to end: events, schedules, speakers, attendees, bookings, RSVPs, ticket scanning and a template builder for certificates, tickets and event pages.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            Eventsmith
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       eventsmith
 * Domain Path:       /languages
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

define( 'EVENTSMITH_VERSION', '0.1.0' );
define( 'EVENTSMITH_FILE', __FILE__ );
define( 'EVENTSMITH_DIR', __DIR__ );

if ( version_compare( PHP_VERSION, '8.1', '<' ) ) {
	add_action(
		'admin_notices',
		static function (): void {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'Eventsmith needs PHP 8.1 or newer. Please ask your host to upgrade PHP.', 'eventsmith' ) . '</p></div>';
		}
	);
	return;
}

require_once __DIR__ . '/includes/Core/Autoloader.php';
\Eventsmith\Core\Autoloader::register( 'Eventsmith\\', __DIR__ . '/includes' );
// Bundled QR encoder (BSD-2-Clause, see lib/ and README): draws fixed QR codes on the server.
\Eventsmith\Core\Autoloader::register( 'BaconQrCode\\', __DIR__ . '/lib/BaconQrCode' );
\Eventsmith\Core\Autoloader::register( 'DASPRiD\\Enum\\', __DIR__ . '/lib/DASPRiD/Enum' );
// Bundled iCalendar reader sabre/vobject with sabre/xml and sabre/uri (BSD-3-Clause, see lib/Sabre and README):
// classes load on demand; their function files are required by Core\SabreFunctions when an import reads a calendar.
\Eventsmith\Core\Autoloader::register( 'Sabre\\VObject\\', __DIR__ . '/lib/Sabre/VObject' );
\Eventsmith\Core\Autoloader::register( 'Sabre\\Xml\\', __DIR__ . '/lib/Sabre/Xml' );
\Eventsmith\Core\Autoloader::register( 'Sabre\\Uri\\', __DIR__ . '/lib/Sabre/Uri' );

register_activation_hook( __FILE__, array( \Eventsmith\Core\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \Eventsmith\Core\Plugin::class, 'deactivate' ) );

add_action( 'plugins_loaded', array( \Eventsmith\Core\Plugin::class, 'boot' ) );
