<?php
/**
 * When an automatic reminder is due, and the key that makes it go out once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Mail;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * An event says "inherit" (''), "off" or a number of hours; the site default
 * is a number of hours, 0 meaning off. A reminder is due once the occurrence
 * starts within that many hours and has not started yet. Each attendee of each
 * occurrence has one key, so a second run finds the reminder already queued.
 */
final class ReminderRule {

	public const INHERIT   = '';
	public const OFF       = 'off';
	public const MAX_HOURS = 168;

	/**
	 * The hours that apply to an event.
	 *
	 * @param string $event_setting The event's own setting ('', 'off' or hours as text).
	 * @param int    $site_default  The site's default hours (0: off).
	 * @return int Hours before the start; 0 when no reminder goes out.
	 */
	public static function hours( string $event_setting, int $site_default ): int {
		if ( self::OFF === $event_setting ) {
			return 0;
		}
		if ( self::INHERIT === $event_setting ) {
			return max( 0, min( self::MAX_HOURS, $site_default ) );
		}
		return max( 0, min( self::MAX_HOURS, (int) $event_setting ) );
	}

	/**
	 * Whether the reminder of an occurrence is due now.
	 *
	 * @param \DateTimeImmutable $start Start of the occurrence.
	 * @param \DateTimeImmutable $now   Now.
	 * @param int                $hours Hours before the start (0: never).
	 */
	public static function due( \DateTimeImmutable $start, \DateTimeImmutable $now, int $hours ): bool {
		if ( $hours <= 0 ) {
			return false;
		}
		$left = $start->getTimestamp() - $now->getTimestamp();
		return $left > 0 && $left <= $hours * 3600;
	}

	/**
	 * The one key of the reminder of an attendee for an occurrence.
	 *
	 * @param int $occurrence_id The occurrence (or single event).
	 * @param int $attendee_id   The attendee.
	 */
	public static function dedupe_key( int $occurrence_id, int $attendee_id ): string {
		return sprintf( 'reminder:%d:%d', $occurrence_id, $attendee_id );
	}

	/**
	 * Cleans the setting of an event (or of the site, with $allow_inherit false).
	 *
	 * @param mixed  $value         Input: '' (inherit), 'off', or whole hours 1 to MAX_HOURS.
	 * @param string $field         Field name for the error.
	 * @param bool   $allow_inherit Whether '' (inherit the site default) is allowed.
	 * @throws DomainError Naming the field when the value is none of those.
	 */
	public static function clean( mixed $value, string $field, bool $allow_inherit = true ): string {
		if ( is_string( $value ) ) {
			$value = trim( $value );
		}
		if ( ( $allow_inherit && self::INHERIT === $value ) || self::OFF === $value ) {
			return $value;
		}
		if ( ( is_int( $value ) || ( is_string( $value ) && 1 === preg_match( '/^\d{1,3}$/', $value ) ) ) && (int) $value >= 1 && (int) $value <= self::MAX_HOURS ) {
			return (string) (int) $value;
		}
		throw DomainError::invalid(
			$field,
			sprintf(
				/* translators: 1: field name, 2: most hours. */
				__( '%1$s must be "off", empty to use the site default, or whole hours from 1 to %2$d.', 'eventsmith' ),
				$field,
				self::MAX_HOURS
			)
		);
	}
}
