<?php
/**
 * The function files of the bundled sabre/xml and sabre/uri libraries.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

defined( 'ABSPATH' ) || exit;

/**
 * Composer would require these files on every request; the plugin requires them only when it reads
 * a calendar, and not when another plugin has already loaded the same functions.
 */
final class SabreFunctions {

	/**
	 * Requires the namespaced function files of sabre/uri and sabre/xml once.
	 */
	public static function load(): void {
		$lib = dirname( __DIR__, 2 ) . '/lib/Sabre/';
		if ( ! function_exists( 'Sabre\Uri\resolve' ) ) {
			require_once $lib . 'Uri/functions.php';
		}
		if ( ! function_exists( 'Sabre\Xml\Deserializer\keyValue' ) ) {
			require_once $lib . 'Xml/Deserializer/functions.php';
		}
		if ( ! function_exists( 'Sabre\Xml\Serializer\enum' ) ) {
			require_once $lib . 'Xml/Serializer/functions.php';
		}
	}
}
