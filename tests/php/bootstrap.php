<?php
/**
 * Bootstrap for PHP unit tests of includes/Domain: plain PHP, no WordPress.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

define( 'ABSPATH', __DIR__ . '/' );

// Domain code may mark strings for translation; without WordPress they pass through unchanged.
if ( ! function_exists( '__' ) ) {
	function __( string $text, string $domain = 'default' ): string { // phpcs:ignore
		return $text;
	}
}
if ( ! function_exists( '_x' ) ) {
	function _x( string $text, string $context, string $domain = 'default' ): string { // phpcs:ignore
		return $text;
	}
}

if ( ! function_exists( '_n' ) ) {
	function _n( string $single, string $plural, int $number, string $domain = 'default' ): string { // phpcs:ignore
		return 1 === $number ? $single : $plural;
	}
}

require_once dirname( __DIR__, 2 ) . '/includes/Core/Autoloader.php';
\Eventsmith\Core\Autoloader::register( 'Eventsmith\\', dirname( __DIR__, 2 ) . '/includes' );
\Eventsmith\Core\Autoloader::register( 'BaconQrCode\\', dirname( __DIR__, 2 ) . '/lib/BaconQrCode' );
\Eventsmith\Core\Autoloader::register( 'DASPRiD\\Enum\\', dirname( __DIR__, 2 ) . '/lib/DASPRiD/Enum' );
\Eventsmith\Core\Autoloader::register( 'Sabre\\VObject\\', dirname( __DIR__, 2 ) . '/lib/Sabre/VObject' );
\Eventsmith\Core\Autoloader::register( 'Sabre\\Xml\\', dirname( __DIR__, 2 ) . '/lib/Sabre/Xml' );
\Eventsmith\Core\Autoloader::register( 'Sabre\\Uri\\', dirname( __DIR__, 2 ) . '/lib/Sabre/Uri' );
\Eventsmith\Core\SabreFunctions::load();
