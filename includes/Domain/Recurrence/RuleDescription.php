<?php
/**
 * A recurrence rule in words, as visitors read it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Recurrence;

defined( 'ABSPATH' ) || exit;

/**
 * "Every Tuesday until 30 June 2027", "Every 2 weeks on Monday and Friday",
 * "Every month on the last Friday, 6 times".
 */
final class RuleDescription {

	/**
	 * The rule in words.
	 *
	 * @param RecurrenceRule          $rule      The rule.
	 * @param callable(string):string $show_date Formats a Y-m-d date for the reader (the UNTIL day).
	 */
	public static function describe( RecurrenceRule $rule, callable $show_date ): string {
		$text = match ( $rule->freq ) {
			'daily'   => 1 === $rule->interval
				? __( 'Every day', 'eventsmith' )
				/* translators: %d: number of days between occurrences. */
				: sprintf( __( 'Every %d days', 'eventsmith' ), $rule->interval ),
			'weekly'  => self::weekly( $rule ),
			'monthly' => self::monthly( $rule ),
			default   => 1 === $rule->interval
				? __( 'Every year', 'eventsmith' )
				/* translators: %d: number of years between occurrences. */
				: sprintf( __( 'Every %d years', 'eventsmith' ), $rule->interval ),
		};
		if ( null !== $rule->until ) {
			/* translators: 1: how often, 2: last day. */
			$text = sprintf( __( '%1$s until %2$s', 'eventsmith' ), $text, $show_date( $rule->until ) );
		} elseif ( null !== $rule->count ) {
			/* translators: 1: how often, 2: number of occurrences. */
			$text = sprintf( _n( '%1$s, %2$d time', '%1$s, %2$d times', $rule->count, 'eventsmith' ), $text, $rule->count );
		}
		return $text;
	}

	/**
	 * "Every Tuesday", "Every 2 weeks on Monday and Friday".
	 *
	 * @param RecurrenceRule $rule A weekly rule.
	 */
	private static function weekly( RecurrenceRule $rule ): string {
		$days = self::list( array_map( static fn( string $day ): string => self::weekday( substr( $day, -2 ) ), $rule->by_day ) );
		if ( 1 === $rule->interval ) {
			return '' === $days
				? __( 'Every week', 'eventsmith' )
				/* translators: %s: weekday names, e.g. "Tuesday and Thursday". */
				: sprintf( __( 'Every %s', 'eventsmith' ), $days );
		}
		return '' === $days
			/* translators: %d: number of weeks between occurrences. */
			? sprintf( __( 'Every %d weeks', 'eventsmith' ), $rule->interval )
			/* translators: 1: number of weeks between occurrences, 2: weekday names. */
			: sprintf( __( 'Every %1$d weeks on %2$s', 'eventsmith' ), $rule->interval, $days );
	}

	/**
	 * "Every month on day 15", "Every 2 months on the last Friday".
	 *
	 * @param RecurrenceRule $rule A monthly rule.
	 */
	private static function monthly( RecurrenceRule $rule ): string {
		$on = array();
		foreach ( $rule->by_month_day as $day ) {
			/* translators: %d: day of the month. */
			$on[] = -1 === (int) $day ? __( 'the last day', 'eventsmith' ) : sprintf( __( 'day %d', 'eventsmith' ), (int) $day );
		}
		foreach ( $rule->by_day as $day ) {
			$on[] = self::nth_weekday( $day );
		}
		$every = 1 === $rule->interval
			? __( 'Every month', 'eventsmith' )
			/* translators: %d: number of months between occurrences. */
			: sprintf( __( 'Every %d months', 'eventsmith' ), $rule->interval );
		/* translators: 1: "Every month", 2: which days, e.g. "the last Friday". */
		return array() === $on ? $every : sprintf( __( '%1$s on %2$s', 'eventsmith' ), $every, self::list( $on ) );
	}

	/**
	 * "the second Tuesday", "the last Friday", or "every Monday" for a BYDAY without a position.
	 *
	 * @param string $day BYDAY value such as "2TU", "-1FR" or "MO".
	 */
	private static function nth_weekday( string $day ): string {
		$name     = self::weekday( substr( $day, -2 ) );
		$position = (int) substr( $day, 0, -2 );
		$ordinals = array(
			1  => __( 'the first %s', 'eventsmith' ),
			2  => __( 'the second %s', 'eventsmith' ),
			3  => __( 'the third %s', 'eventsmith' ),
			4  => __( 'the fourth %s', 'eventsmith' ),
			5  => __( 'the fifth %s', 'eventsmith' ),
			-1 => __( 'the last %s', 'eventsmith' ),
			-2 => __( 'the second to last %s', 'eventsmith' ),
		);
		/* translators: %s: weekday name. */
		return sprintf( $ordinals[ $position ] ?? __( 'every %s', 'eventsmith' ), $name );
	}

	/**
	 * A weekday's name.
	 *
	 * @param string $code MO … SU.
	 */
	private static function weekday( string $code ): string {
		return match ( $code ) {
			'MO'    => __( 'Monday', 'eventsmith' ),
			'TU'    => __( 'Tuesday', 'eventsmith' ),
			'WE'    => __( 'Wednesday', 'eventsmith' ),
			'TH'    => __( 'Thursday', 'eventsmith' ),
			'FR'    => __( 'Friday', 'eventsmith' ),
			'SA'    => __( 'Saturday', 'eventsmith' ),
			default => __( 'Sunday', 'eventsmith' ),
		};
	}

	/**
	 * "A", "A and B", "A, B and C".
	 *
	 * @param list<string> $items Words.
	 */
	private static function list( array $items ): string {
		if ( count( $items ) < 2 ) {
			return implode( '', $items );
		}
		$last = array_pop( $items );
		/* translators: 1: comma-separated items, 2: the last item. */
		return sprintf( __( '%1$s and %2$s', 'eventsmith' ), implode( ', ', $items ), $last );
	}
}
