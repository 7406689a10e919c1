<?php
/**
 * Parameters of the programme widgets: schedule, term list and speaker events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Widget;

defined( 'ABSPATH' ) || exit;

/**
 * Closed lists and clamped numbers for the widgets that are not event lists
 * (those read WidgetParams). Every reader takes raw block or shortcode input.
 */
final class ProgramParams {

	public const SCHEDULE_VIEWS  = array( 'tab', 'list' );
	public const SCHEDULE_STYLES = array( 'style-1', 'style-2' );
	public const TAXONOMIES      = array( 'category', 'tag', 'location' );

	/** Most schedules one widget shows (and one page of the public route holds). */
	public const MAX_SCHEDULES = 50;

	/** Most terms or locations one list shows. */
	public const MAX_TERMS = 100;

	/** Locations listed by default (spec §9, SC-10). */
	public const DEFAULT_LOCATION_LIMIT = 5;

	/** Terms listed by default. */
	public const DEFAULT_TERM_LIMIT = 20;

	/** Events of a speaker listed by default, and at most. */
	public const DEFAULT_SPEAKER_EVENTS = 20;
	public const MAX_SPEAKER_EVENTS     = 50;

	/**
	 * Schedule ids from a comma-separated text or a list: positive integers, first
	 * occurrence kept, in the order given, at most MAX_SCHEDULES.
	 *
	 * @param mixed $value Input such as "12, 7,12,x".
	 * @return list<int>
	 */
	public static function ids( mixed $value ): array {
		$items = is_array( $value ) ? $value : explode( ',', is_scalar( $value ) ? (string) $value : '' );
		$ids   = array();
		foreach ( $items as $item ) {
			$text = is_scalar( $item ) ? trim( (string) $item ) : '';
			if ( ctype_digit( $text ) && (int) $text > 0 && ! in_array( (int) $text, $ids, true ) ) {
				$ids[] = (int) $text;
			}
		}
		return array_slice( $ids, 0, self::MAX_SCHEDULES );
	}

	/**
	 * One value of a closed list, or its first value.
	 *
	 * @param mixed        $value   Input.
	 * @param list<string> $allowed Allowed values; the first is the default.
	 */
	public static function choice( mixed $value, array $allowed ): string {
		$text = is_scalar( $value ) ? strtolower( trim( (string) $value ) ) : '';
		return in_array( $text, $allowed, true ) ? $text : $allowed[0];
	}

	/**
	 * An integer clamped to [min, max]; missing or not a number gives the default.
	 *
	 * @param mixed $value   Input.
	 * @param int   $default Default.
	 * @param int   $min     Lowest.
	 * @param int   $max     Highest.
	 */
	public static function number( mixed $value, int $default, int $min, int $max ): int {
		if ( is_bool( $value ) || ! is_numeric( $value ) ) {
			return $default;
		}
		return max( $min, min( $max, (int) $value ) );
	}

	/**
	 * How many terms a list shows: 1 to MAX_TERMS; locations default to 5, others to 20.
	 *
	 * @param mixed  $value    Input.
	 * @param string $taxonomy category, tag or location.
	 */
	public static function term_limit( mixed $value, string $taxonomy ): int {
		$default = 'location' === $taxonomy ? self::DEFAULT_LOCATION_LIMIT : self::DEFAULT_TERM_LIMIT;
		return self::number( $value, $default, 1, self::MAX_TERMS );
	}
}
