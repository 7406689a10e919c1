<?php
/**
 * A recurrence rule: the subset of RFC 5545 RRULE events need.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Recurrence;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * FREQ (daily, weekly, monthly, yearly), INTERVAL, BYDAY (with ordinals for
 * monthly, e.g. 2TU or -1FR), BYMONTHDAY, COUNT or UNTIL, plus exclusion dates.
 */
final class RecurrenceRule {

	public const FREQUENCIES = array( 'daily', 'weekly', 'monthly', 'yearly' );
	public const WEEKDAYS    = array( 'MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU' );

	/**
	 * Constructor.
	 *
	 * @param string      $freq         Frequency.
	 * @param int         $interval     Every n periods.
	 * @param list<string> $by_day      Weekdays, optionally with an ordinal (monthly).
	 * @param list<int>   $by_month_day Days of the month (negative counts from the end).
	 * @param int|null    $count        Number of occurrences.
	 * @param string|null $until        Last local date, inclusive (Y-m-d).
	 * @param list<string> $exclusions  Local dates to leave out (Y-m-d).
	 */
	private function __construct(
		public readonly string $freq,
		public readonly int $interval,
		public readonly array $by_day,
		public readonly array $by_month_day,
		public readonly ?int $count,
		public readonly ?string $until,
		public readonly array $exclusions
	) {}

	/**
	 * Reads a rule from its array form.
	 *
	 * @param array<string, mixed> $input freq, interval, by_day, by_month_day, count, until, exclusions.
	 * @throws DomainError Naming the field (recurrence.freq, recurrence.interval, …) that is wrong.
	 */
	public static function from_array( array $input ): self {
		$freq = strtolower( (string) ( $input['freq'] ?? '' ) );
		if ( ! in_array( $freq, self::FREQUENCIES, true ) ) {
			throw self::error( 'freq', __( 'recurrence.freq must be daily, weekly, monthly or yearly.', 'eventsmith' ) );
		}
		$interval = $input['interval'] ?? 1;
		if ( ! self::is_int( $interval ) || (int) $interval < 1 ) {
			throw self::error( 'interval', __( 'recurrence.interval must be a whole number of 1 or more.', 'eventsmith' ) );
		}
		$by_day = array();
		foreach ( (array) ( $input['by_day'] ?? array() ) as $day ) {
			$day = strtoupper( trim( (string) $day ) );
			if ( 1 !== preg_match( '/^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/', $day, $m ) || ( '' !== $m[1] && 'monthly' !== $freq ) ) {
				throw self::error( 'by_day', __( 'recurrence.by_day must list weekdays such as MO or WE (monthly rules may use 2TU or -1FR).', 'eventsmith' ) );
			}
			$by_day[] = $day;
		}
		$by_month_day = array();
		foreach ( (array) ( $input['by_month_day'] ?? array() ) as $day ) {
			if ( ! self::is_int( $day ) || 0 === (int) $day || abs( (int) $day ) > 31 || 'monthly' !== $freq ) {
				throw self::error( 'by_month_day', __( 'recurrence.by_month_day must list days from 1 to 31 (or -1 to -31) and needs a monthly rule.', 'eventsmith' ) );
			}
			$by_month_day[] = (int) $day;
		}
		$count = $input['count'] ?? null;
		if ( null !== $count && '' !== $count && ( ! self::is_int( $count ) || (int) $count < 1 ) ) {
			throw self::error( 'count', __( 'recurrence.count must be a whole number of 1 or more.', 'eventsmith' ) );
		}
		$until = self::date_or_null( 'until', $input['until'] ?? null );
		if ( null !== $until && null !== $count && '' !== $count ) {
			throw self::error( 'until', __( 'recurrence may have count or until, not both.', 'eventsmith' ) );
		}
		$exclusions = array();
		foreach ( (array) ( $input['exclusions'] ?? array() ) as $date ) {
			$exclusions[] = (string) self::date_or_null( 'exclusions', $date );
		}
		return new self( $freq, (int) $interval, array_values( array_unique( $by_day ) ), array_values( array_unique( $by_month_day ) ), null === $count || '' === $count ? null : (int) $count, $until, array_values( array_unique( $exclusions ) ) );
	}

	/**
	 * The array form, as stored.
	 *
	 * @return array<string, mixed>
	 */
	public function to_array(): array {
		return array(
			'freq'         => $this->freq,
			'interval'     => $this->interval,
			'by_day'       => $this->by_day,
			'by_month_day' => $this->by_month_day,
			'count'        => $this->count,
			'until'        => $this->until,
			'exclusions'   => $this->exclusions,
		);
	}

	/**
	 * RFC 5545 text, e.g. "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10". Exclusions are EXDATEs, not part of the RRULE.
	 */
	public function to_rrule_string(): string {
		$parts = array( 'FREQ=' . strtoupper( $this->freq ), 'INTERVAL=' . $this->interval );
		if ( $this->by_day ) {
			$parts[] = 'BYDAY=' . implode( ',', $this->by_day );
		}
		if ( $this->by_month_day ) {
			$parts[] = 'BYMONTHDAY=' . implode( ',', $this->by_month_day );
		}
		if ( null !== $this->count ) {
			$parts[] = 'COUNT=' . $this->count;
		}
		if ( null !== $this->until ) {
			$parts[] = 'UNTIL=' . str_replace( '-', '', $this->until );
		}
		return implode( ';', $parts );
	}

	/**
	 * Reads RFC 5545 text of the supported subset.
	 *
	 * @param string       $rrule      Such as "FREQ=MONTHLY;BYDAY=-1FR;COUNT=6".
	 * @param list<string> $exclusions Local dates to leave out.
	 * @throws DomainError When a part is unsupported or wrong.
	 */
	public static function from_rrule_string( string $rrule, array $exclusions = array() ): self {
		$input = array( 'exclusions' => $exclusions );
		foreach ( explode( ';', preg_replace( '/^RRULE:/i', '', trim( $rrule ) ) ) as $part ) {
			list( $name, $value ) = array_pad( explode( '=', $part, 2 ), 2, '' );
			$key                  = array(
				'FREQ'       => 'freq',
				'INTERVAL'   => 'interval',
				'BYDAY'      => 'by_day',
				'BYMONTHDAY' => 'by_month_day',
				'COUNT'      => 'count',
				'UNTIL'      => 'until',
			)[ strtoupper( $name ) ] ?? null;
			if ( null === $key ) {
				throw self::error( 'freq', sprintf( /* translators: %s: RRULE part. */ __( 'The recurrence part "%s" is not supported.', 'eventsmith' ), $name ) );
			}
			$input[ $key ] = match ( $key ) {
				'by_day', 'by_month_day' => explode( ',', $value ),
				'until'                  => 1 === preg_match( '/^(\d{4})(\d{2})(\d{2})/', $value, $m ) ? "{$m[1]}-{$m[2]}-{$m[3]}" : $value,
				default                  => $value,
			};
		}
		return self::from_array( $input );
	}

	/**
	 * A Y-m-d date or null.
	 *
	 * @param string $field Field name.
	 * @param mixed  $value Input.
	 * @throws DomainError When not a real date.
	 */
	private static function date_or_null( string $field, mixed $value ): ?string {
		if ( null === $value || '' === $value ) {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', (string) $value );
		if ( false === $date || $date->format( 'Y-m-d' ) !== $value ) {
			/* translators: %s: field name. */
			throw self::error( $field, sprintf( __( 'recurrence.%s must hold dates in the form YYYY-MM-DD.', 'eventsmith' ), $field ) );
		}
		return (string) $value;
	}

	/**
	 * Whether a value is a whole number.
	 *
	 * @param mixed $value Input.
	 */
	private static function is_int( mixed $value ): bool {
		return is_int( $value ) || ( is_string( $value ) && 1 === preg_match( '/^-?\d+$/', $value ) );
	}

	/**
	 * An invalid-input error for a recurrence field.
	 *
	 * @param string $field   Field within the rule.
	 * @param string $message Message.
	 */
	private static function error( string $field, string $message ): DomainError {
		return DomainError::invalid( 'recurrence.' . $field, $message, 'eventsmith_invalid_recurrence' );
	}
}
