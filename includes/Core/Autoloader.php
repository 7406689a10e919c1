<?php
/**
 * PSR-4 autoloader: Eventsmith\Domain\Rsvp\RsvpService -> includes/Domain/Rsvp/RsvpService.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

defined( 'ABSPATH' ) || exit;

/**
 * Maps one namespace prefix onto one directory. No Composer needed at run time.
 */
final class Autoloader {

	/**
	 * Registers the autoloader for a namespace prefix.
	 *
	 * @param string $prefix    Namespace prefix with trailing backslash, e.g. "Eventsmith\".
	 * @param string $directory Directory holding the classes of that prefix.
	 */
	public static function register( string $prefix, string $directory ): void {
		$directory = rtrim( $directory, '/\\' ) . '/';
		spl_autoload_register(
			static function ( string $class_name ) use ( $prefix, $directory ): void {
				if ( ! str_starts_with( $class_name, $prefix ) ) {
					return;
				}
				$relative = substr( $class_name, strlen( $prefix ) );
				$file     = $directory . str_replace( '\\', '/', $relative ) . '.php';
				if ( is_readable( $file ) ) {
					require_once $file;
				}
			}
		);
	}
}
