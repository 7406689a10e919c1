<?php
/**
 * Moments of imported records: UTC ISO 8601 in, stored UTC datetimes out.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Sources give moments (sale windows, order and ticket creation, check-ins) in ISO 8601
 * (`2027-03-02T17:05:00Z`, or with an offset); the tables store UTC `Y-m-d H:i:s`.
 */
final class ImportMoment {

	/**
	 * A moment as stored (UTC, Y-m-d H:i:s), or null for none.
	 *
	 * @param mixed  $value ISO 8601 text, a stored UTC datetime, null or ''.
	 * @param string $field Field named when the value is not a moment.
	 * @throws DomainError Naming the field.
	 */
	public static function stored( mixed $value, string $field ): ?string {
		if ( null === $value || '' === $value ) {
			return null;
		}
		$utc = new \DateTimeZone( 'UTC' );
		if ( is_string( $value ) && 1 === preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', $value ) ) {
			$parsed = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $value, $utc );
		} elseif ( is_string( $value ) && 1 === preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/', $value ) ) {
			try {
				$parsed = new \DateTimeImmutable( $value, $utc );
			} catch ( \Exception ) {
				$parsed = false;
			}
		} else {
			$parsed = false;
		}
		if ( false === $parsed ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s must be a moment like 2027-03-02T17:05:00Z.', 'eventsmith' ), $field ) );
		}
		return $parsed->setTimezone( $utc )->format( 'Y-m-d H:i:s' );
	}

	/**
	 * Several moments, oldest first, each once.
	 *
	 * @param mixed  $values List of moments.
	 * @param string $field  Field named when one is not a moment.
	 * @return list<string>
	 * @throws DomainError Naming the field.
	 */
	public static function list( mixed $values, string $field ): array {
		if ( null === $values ) {
			return array();
		}
		if ( ! is_array( $values ) ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s must be a list of moments.', 'eventsmith' ), $field ) );
		}
		$out = array();
		foreach ( array_values( $values ) as $n => $value ) {
			$moment = self::stored( $value, "{$field}[{$n}]" );
			if ( null !== $moment ) {
				$out[ $moment ] = true;
			}
		}
		$out = array_keys( $out );
		sort( $out );
		return $out;
	}
}
