<?php
/**
 * The `ids` argument of bulk routes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest\Concerns;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Bulk routes take `ids` as a query string ("1,2,3") or a list (ids[]=1&ids[]=2).
 * Anything but positive whole numbers answers 400 naming `ids`.
 */
trait ParsesIds {

	/**
	 * The argument definition of a required `ids` list.
	 *
	 * @return array<string, mixed>
	 */
	protected function ids_arg(): array {
		return array(
			'description'       => __( 'Ids separated by commas, e.g. 1,2,3.', 'eventsmith' ),
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => static fn( mixed $value ): bool|WP_Error => null !== self::parse_ids( $value ) ? true : new WP_Error(
				'rest_invalid_param',
				__( 'ids must be positive whole numbers separated by commas.', 'eventsmith' )
			),
			'sanitize_callback' => static fn( mixed $value ): array => self::parse_ids( $value ) ?? array(),
		);
	}

	/**
	 * Reads ids from "1,2,3" or a list, without repeats.
	 *
	 * @param mixed $value Raw parameter.
	 * @return list<int>|null The ids, or null when empty or when one is not a positive whole number.
	 */
	public static function parse_ids( mixed $value ): ?array {
		$parts = is_array( $value ) ? $value : explode( ',', is_scalar( $value ) ? (string) $value : '' );
		$ids   = array();
		foreach ( $parts as $part ) {
			$part = is_int( $part ) ? (string) $part : ( is_string( $part ) ? trim( $part ) : '' );
			if ( ! ctype_digit( $part ) || 0 === (int) $part ) {
				return null;
			}
			$ids[] = (int) $part;
		}
		return array() === $ids ? null : array_values( array_unique( $ids ) );
	}
}
