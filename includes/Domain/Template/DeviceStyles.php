<?php
/**
 * Per-device block styles as scoped CSS.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Template;

defined( 'ABSPATH' ) || exit;

/**
 * A block's `styles` attribute holds camelCase CSS declarations for Desktop,
 * Tablet and Mobile. Desktop applies everywhere, Tablet at ≤ 768px, Mobile at
 * ≤ 480px. Property names and values that could break out of a declaration
 * are dropped.
 */
final class DeviceStyles {

	public const TABLET_MAX = 768;
	public const MOBILE_MAX = 480;

	/**
	 * The CSS for one block instance.
	 *
	 * @param string $selector Selector of the block (a unique class).
	 * @param mixed  $styles   The `styles` attribute.
	 */
	public static function css( string $selector, mixed $styles ): string {
		if ( ! is_array( $styles ) ) {
			return '';
		}
		$css = '';
		foreach ( array( 'Desktop' => 0, 'Tablet' => self::TABLET_MAX, 'Mobile' => self::MOBILE_MAX ) as $device => $max ) {
			$declarations = self::declarations( $styles[ $device ] ?? null );
			if ( '' === $declarations ) {
				continue;
			}
			$rule = $selector . '{' . $declarations . '}';
			$css .= 0 === $max ? $rule : '@media (max-width:' . $max . 'px){' . $rule . '}';
		}
		return $css;
	}

	/**
	 * The safe declarations of one device.
	 *
	 * @param mixed $map Property => value.
	 */
	public static function declarations( mixed $map ): string {
		if ( ! is_array( $map ) ) {
			return '';
		}
		$out = array();
		foreach ( $map as $property => $value ) {
			$name = strtolower( (string) preg_replace( '/([A-Z])/', '-$1', (string) $property ) );
			if ( ! is_scalar( $value ) || 1 !== preg_match( '/^-?[a-z][a-z-]*$/', $name ) ) {
				continue;
			}
			$value = trim( (string) $value );
			if ( '' === $value || 1 === preg_match( '/[;{}<>\\\\]|\/\*|expression\s*\(|javascript:|@import/i', $value ) ) {
				continue;
			}
			$out[] = $name . ':' . $value;
		}
		return implode( ';', $out );
	}
}
