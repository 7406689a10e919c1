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
 * FREQ (daily, weekly, monthly, yearly), INTERVAL, BYDAY (weekdays for daily,
 * weekly and monthly; monthly may add an ordinal, e.g. 2TU or -1FR),
 * BYMONTHDAY (monthly), COUNT or UNTIL (an inclusive local date in the
 * event's timezone), plus exclusion dates (EXDATE, local dates). A rule with
 * neither COUNT nor UNTIL is open-ended: whoever expands it sets a cap.
 */
final class RecurrenceRule {

	public const FREQUENCIES  = array( 'daily', 'weekly', 'monthly', 'yearly' );
	public const WEEKDAYS     = array( 'MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU' );
	public const MAX_INTERVAL = 1000;

	/**
	 * Constructor.
	 *
	 * @param string       $freq         Frequency: daily, weekly, monthly or yearly.
	 * @param int          $interval     Every n periods, 1 to MAX_INTERVAL.
	 * @param list<string> $by_day       Weekdays (MO … SU), monthly ones optionally with an ordinal (2TU, -1FR).
	 * @param list<int>    $by_month_day Days of the month, 1 to 31 or -1 to -31 (from the end).
	 * @param int|null     $count        Number of occurrences, exclusions included.
	 * @param string|null  $until        Last local date, inclusive (Y-m-d).
	 * @param list<string> $exclusions   Local dates to leave out (Y-m-d), sorted.
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
	 * Reads a rule from its array form. Lists may also be comma-separated text.
	 *
	 * @param array<string, mixed> $input freq, interval, by_day, by_month_day, count, until, exclusions.
	 * @throws DomainError Naming the field (recurrence.freq, recurrence.interval, …) that is wrong.
	 */
	public static function from_array( array $input ): self {
		$freq = is_string( $input['freq'] ?? null ) ? strtolower( trim( $input['freq'] ) ) : '';
		if ( ! in_array( $freq, self::FREQUENCIES, true ) ) {
			throw self::error( 'freq', __( 'recurrence.freq must be daily, weekly, monthly or yearly.', 'eventsmith' ) );
		}
		$interval = self::blank( $input['interval'] ?? null ) ? 1 : $input['interval'];
		if ( ! self::is_whole( $interval ) || (int) $interval < 1 || (int) $interval > self::MAX_INTERVAL ) {
			/* translators: %d: largest interval. */
			throw self::error( 'interval', sprintf( __( 'recurrence.interval must be a whole number from 1 to %d.', 'eventsmith' ), self::MAX_INTERVAL ) );
		}
		$count = self::blank( $input['count'] ?? null ) ? null : $input['count'];
		if ( null !== $count && ( ! self::is_whole( $count ) || (int) $count < 1 ) ) {
			throw self::error( 'count', __( 'recurrence.count must be a whole number of 1 or more.', 'eventsmith' ) );
		}
		$until = self::date_or_null( 'until', $input['until'] ?? null );
		if ( null !== $until && null !== $count ) {
			throw self::error( 'until', __( 'recurrence.until cannot be combined with recurrence.count; give one of them.', 'eventsmith' ) );
		}
		$exclusions = array();
		foreach ( self::items( $input['exclusions'] ?? array() ) as $date ) {
			$exclusions[] = (string) self::date_or_null( 'exclusions', $date );
		}
		$exclusions = array_values( array_unique( $exclusions ) );
		sort( $exclusions );

		return new self(
			$freq,
			(int) $interval,
			self::by_day( $freq, $input['by_day'] ?? array() ),
			self::by_month_day( $freq, $input['by_month_day'] ?? array() ),
			null === $count ? null : (int) $count,
			$until,
			$exclusions
		);
	}

	/**
	 * Reads RFC 5545 RRULE text of the supported subset (see RruleText).
	 *
	 * @param string       $rrule      Such as "FREQ=MONTHLY;BYDAY=-1FR;COUNT=6", with or without "RRULE:".
	 * @param list<string> $exclusions Local dates to leave out (EXDATE), Y-m-d.
	 * @throws DomainError When a part is unsupported or wrong.
	 */
	public static function from_rrule_string( string $rrule, array $exclusions = array() ): self {
		return self::from_array( array( 'exclusions' => $exclusions ) + RruleText::parse( $rrule ) );
	}

	/**
	 * RFC 5545 RRULE text, e.g. "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10".
	 * Exclusions are EXDATEs and not part of it; UNTIL is written as a date.
	 */
	public function to_rrule_string(): string {
		return RruleText::format( $this );
	}

	/**
	 * Whether the rule ends by itself (COUNT or UNTIL).
	 */
	public function is_bounded(): bool {
		return null !== $this->count || null !== $this->until;
	}

	/**
	 * The array form, as stored; from_array() reads it back.
	 *
	 * @return array{freq: string, interval: int, by_day: list<string>, by_month_day: list<int>, count: int|null, until: string|null, exclusions: list<string>}
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
	 * BYDAY entries, upper-case, without a leading "+".
	 *
	 * @param string $freq  Frequency.
	 * @param mixed  $value Input list.
	 * @return list<string>
	 * @throws DomainError Naming recurrence.by_day.
	 */
	private static function by_day( string $freq, mixed $value ): array {
		$days = array();
		foreach ( self::items( $value ) as $day ) {
			$day = is_string( $day ) ? strtoupper( trim( $day ) ) : '';
			if ( 1 !== preg_match( '/^(?:([+-]?)([1-5]))?(MO|TU|WE|TH|FR|SA|SU)$/', $day, $m ) ) {
				throw self::error( 'by_day', __( 'recurrence.by_day must list weekdays such as MO or WE (monthly rules may use 2TU or -1FR).', 'eventsmith' ) );
			}
			if ( 'yearly' === $freq || ( '' !== $m[2] && 'monthly' !== $freq ) ) {
				throw self::error( 'by_day', __( 'recurrence.by_day takes weekdays for daily, weekly and monthly rules; an ordinal such as 2TU or -1FR needs a monthly rule.', 'eventsmith' ) );
			}
			$days[] = ( '-' === $m[1] ? '-' : '' ) . $m[2] . $m[3];
		}
		return array_values( array_unique( $days ) );
	}

	/**
	 * BYMONTHDAY entries.
	 *
	 * @param string $freq  Frequency.
	 * @param mixed  $value Input list.
	 * @return list<int>
	 * @throws DomainError Naming recurrence.by_month_day.
	 */
	private static function by_month_day( string $freq, mixed $value ): array {
		$days = array();
		foreach ( self::items( $value ) as $day ) {
			$day = is_string( $day ) ? trim( $day ) : $day;
			if ( ! self::is_whole( $day ) || 0 === (int) $day || abs( (int) $day ) > 31 || 'monthly' !== $freq ) {
				throw self::error( 'by_month_day', __( 'recurrence.by_month_day must list days from 1 to 31 (or -1 to -31 from the end) and needs a monthly rule.', 'eventsmith' ) );
			}
			$days[] = (int) $day;
		}
		return array_values( array_unique( $days ) );
	}

	/**
	 * A list input: an array, comma-separated text, or nothing.
	 *
	 * @param mixed $value Input.
	 * @return list<mixed>
	 */
	private static function items( mixed $value ): array {
		if ( self::blank( $value ) ) {
			return array();
		}
		return is_array( $value ) ? array_values( $value ) : explode( ',', (string) ( is_scalar( $value ) ? $value : '' ) );
	}

	/**
	 * A Y-m-d date or null.
	 *
	 * @param string $field Field name within the rule.
	 * @param mixed  $value Input.
	 * @throws DomainError When not a real date.
	 */
	private static function date_or_null( string $field, mixed $value ): ?string {
		if ( self::blank( $value ) ) {
			return null;
		}
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $d ) || ! checkdate( (int) $d[2], (int) $d[3], (int) $d[1] ) ) {
			/* translators: %s: field name such as until. */
			throw self::error( $field, sprintf( __( 'recurrence.%s must hold real dates in the form YYYY-MM-DD.', 'eventsmith' ), $field ) );
		}
		return $value;
	}

	/**
	 * Whether a value is missing (null or blank text).
	 *
	 * @param mixed $value Input.
	 */
	private static function blank( mixed $value ): bool {
		return null === $value || ( is_string( $value ) && '' === trim( $value ) );
	}

	/**
	 * Whether a value is a whole number that fits comfortably in an int.
	 *
	 * @param mixed $value Input.
	 */
	private static function is_whole( mixed $value ): bool {
		return is_int( $value ) || ( is_string( $value ) && 1 === preg_match( '/^-?\d{1,9}$/', trim( $value ) ) );
	}

	/**
	 * An invalid-input error for a recurrence field.
	 *
	 * @param string $field   Field within the rule.
	 * @param string $message Message naming it.
	 */
	private static function error( string $field, string $message ): DomainError {
		return DomainError::invalid( '' === $field ? 'recurrence' : 'recurrence.' . $field, $message, 'eventsmith_invalid_recurrence' );
	}
}
