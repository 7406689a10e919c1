<?php
/**
 * The publication states a client may ask for when writing an event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Only `publish`, `draft` and `pending` are accepted. Private events are not
 * supported (see docs/spec-gaps.md), and `trash` goes through DELETE, so any
 * other value is refused instead of quietly publishing the event.
 */
final class PublishStatus {

	/**
	 * Values a write may carry.
	 */
	public const WRITABLE = array( 'publish', 'draft', 'pending' );

	/**
	 * The requested status, checked.
	 *
	 * @param mixed $value The `status` the client sent.
	 * @return string One of WRITABLE.
	 * @throws DomainError Naming `status` for any other value.
	 */
	public static function from_input( mixed $value ): string {
		if ( ! is_string( $value ) || ! in_array( $value, self::WRITABLE, true ) ) {
			throw DomainError::invalid(
				'status',
				/* translators: %s: the accepted values, comma-separated. */
				sprintf( __( 'status must be one of: %s.', 'eventsmith' ), implode( ', ', self::WRITABLE ) ),
				'eventsmith_invalid_status'
			);
		}
		return $value;
	}
}
