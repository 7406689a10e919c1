<?php
/**
 * RFC 5545 RRULE text for the supported recurrence subset.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Recurrence;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10". Supported
 * parts: FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT, UNTIL (a date, YYYYMMDD:
 * the rule's last local day, inclusive) and WKST=MO (weeks always start on
 * Monday). Anything else is refused rather than silently ignored.
 */
final class RruleText {

	/**
	 * RRULE part names and the array keys of RecurrenceRule::from_array().
	 */
	private const PARTS = array(
		'FREQ'       => 'freq',
		'INTERVAL'   => 'interval',
		'BYDAY'      => 'by_day',
		'BYMONTHDAY' => 'by_month_day',
		'COUNT'      => 'count',
		'UNTIL'      => 'until',
		'WKST'       => 'wkst',
	);

	/**
	 * A rule as RRULE text (without the "RRULE:" name).
	 *
	 * @param RecurrenceRule $rule The rule.
	 */
	public static function format( RecurrenceRule $rule ): string {
		$parts = array( 'FREQ=' . strtoupper( $rule->freq ), 'INTERVAL=' . $rule->interval );
		if ( $rule->by_day ) {
			$parts[] = 'BYDAY=' . implode( ',', $rule->by_day );
		}
		if ( $rule->by_month_day ) {
			$parts[] = 'BYMONTHDAY=' . implode( ',', $rule->by_month_day );
		}
		if ( null !== $rule->count ) {
			$parts[] = 'COUNT=' . $rule->count;
		}
		if ( null !== $rule->until ) {
			$parts[] = 'UNTIL=' . str_replace( '-', '', $rule->until );
		}
		return implode( ';', $parts );
	}

	/**
	 * RRULE text as the array RecurrenceRule::from_array() reads; values are
	 * checked there.
	 *
	 * @param string $text Such as "RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=6".
	 * @return array<string, string|list<string>>
	 * @throws DomainError Naming `recurrence` for an unsupported or repeated part, `recurrence.until` for an
	 *                     UNTIL that is not a date, `recurrence.wkst` for a week not starting on Monday.
	 */
	public static function parse( string $text ): array {
		$input = array();
		$text  = (string) preg_replace( '/^RRULE:/i', '', trim( $text ) );
		foreach ( explode( ';', $text ) as $part ) {
			if ( '' === trim( $part ) ) {
				continue;
			}
			list( $name, $value ) = array_pad( explode( '=', $part, 2 ), 2, '' );
			$name                 = strtoupper( trim( $name ) );
			$value                = trim( $value );
			$key                  = self::PARTS[ $name ] ?? null;
			if ( null === $key || isset( $input[ $key ] ) ) {
				throw DomainError::invalid(
					'recurrence',
					/* translators: %s: RRULE part such as BYHOUR. */
					sprintf( __( 'The recurrence part "%s" is not supported or appears twice.', 'eventsmith' ), $name ),
					'eventsmith_invalid_recurrence'
				);
			}
			if ( '' === $value ) {
				/* translators: %s: RRULE part such as COUNT. */
				throw DomainError::invalid( 'recurrence.' . $key, sprintf( __( 'The recurrence part "%s" has no value.', 'eventsmith' ), $name ), 'eventsmith_invalid_recurrence' );
			}
			$input[ $key ] = match ( $key ) {
				'by_day', 'by_month_day' => explode( ',', $value ),
				'until'                  => self::until( $value ),
				default                  => $value,
			};
		}
		if ( isset( $input['wkst'] ) && 'MO' !== strtoupper( $input['wkst'] ) ) {
			throw DomainError::invalid( 'recurrence.wkst', __( 'recurrence.wkst must be MO: weeks start on Monday.', 'eventsmith' ), 'eventsmith_invalid_recurrence' );
		}
		unset( $input['wkst'] );
		return $input;
	}

	/**
	 * An UNTIL value as Y-m-d.
	 *
	 * @param string $value YYYYMMDD.
	 * @throws DomainError Naming recurrence.until when the value is not a date.
	 */
	private static function until( string $value ): string {
		if ( 1 !== preg_match( '/^(\d{4})(\d{2})(\d{2})$/', $value, $m ) ) {
			throw DomainError::invalid( 'recurrence.until', __( 'recurrence.until must be a date written YYYYMMDD in RRULE text.', 'eventsmith' ), 'eventsmith_invalid_recurrence' );
		}
		return "{$m[1]}-{$m[2]}-{$m[3]}";
	}
}
