<?php
/**
 * View model of the calendar block: the current month, its grid and its events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Calendar;

use Eventsmith\Domain\Calendar\CalendarEntry;
use Eventsmith\Domain\Calendar\CalendarRange;
use Eventsmith\Infrastructure\Events\OccurrenceCalendar;

defined( 'ABSPATH' ) || exit;

/**
 * Everything render.php prints before the script runs: the month grid of the
 * current month (site timezone, the site's first weekday) with each day's
 * events, and the Interactivity context the script starts from.
 */
final class CalendarView {

	public const GRID_VIEWS = array( 'dayGridMonth', 'timeGridWeek', 'timeGridDay' );
	public const LIST_VIEWS = array( 'listMonth', 'listWeek', 'listDay' );

	/**
	 * Constructor.
	 *
	 * @param string                              $title   Month and year, e.g. "November 2026".
	 * @param string                              $month   First day of the month, Y-m-d.
	 * @param list<list<string>>                  $weeks   Days (Y-m-d) of the grid, week by week.
	 * @param array<string, list<CalendarEntry>>  $by_day  Events of each day of the grid.
	 * @param list<CalendarEntry>                 $entries Every event of the grid.
	 * @param array<string, mixed>                $context Interactivity context.
	 */
	private function __construct(
		public readonly string $title,
		public readonly string $month,
		public readonly array $weeks,
		public readonly array $by_day,
		public readonly array $entries,
		public readonly array $context
	) {}

	/**
	 * Builds the view of the month holding `$today`.
	 *
	 * @param array<string, mixed> $attributes Block attributes (view, listView, category).
	 * @param string               $today      Today in the site's timezone, Y-m-d.
	 * @param OccurrenceCalendar   $calendar   The query.
	 */
	public static function for_month( array $attributes, string $today, OccurrenceCalendar $calendar ): self {
		$zone       = wp_timezone();
		$week_start = (int) get_option( 'start_of_week', 1 );
		$month      = substr( $today, 0, 8 ) . '01';
		$first      = new \DateTimeImmutable( $month, $zone );
		$last       = $first->modify( 'last day of this month' );
		$start      = $first->modify( '-' . ( ( (int) $first->format( 'w' ) - $week_start + 7 ) % 7 ) . ' days' );
		$end        = $last->modify( '+' . ( ( $week_start + 6 - (int) $last->format( 'w' ) + 7 ) % 7 ) . ' days' );
		$category   = is_string( $attributes['category'] ?? null ) ? trim( $attributes['category'] ) : '';

		$weeks  = array();
		$by_day = array();
		for ( $day = $start; $day <= $end; $day = $day->modify( '+1 day' ) ) {
			$weeks[ intdiv( count( $by_day ), 7 ) ][] = $day->format( 'Y-m-d' );
			$by_day[ $day->format( 'Y-m-d' ) ]        = array();
		}
		$entries = $calendar->between( CalendarRange::parse( $start->format( 'Y-m-d' ), $end->format( 'Y-m-d' ), $zone ), $category );
		foreach ( $entries as $entry ) {
			$last_day = $entry->end->format( 'Y-m-d' );
			if ( $last_day > $entry->start->format( 'Y-m-d' ) && '00:00:00' === $entry->end->format( 'H:i:s' ) ) {
				$last_day = $entry->end->modify( '-1 day' )->format( 'Y-m-d' );
			}
			foreach ( array_keys( $by_day ) as $day ) {
				if ( $day >= $entry->start->format( 'Y-m-d' ) && $day <= $last_day ) {
					$by_day[ $day ][] = $entry;
				}
			}
		}

		$view      = in_array( $attributes['view'] ?? '', self::GRID_VIEWS, true ) ? $attributes['view'] : 'timeGridWeek';
		$list_view = in_array( $attributes['listView'] ?? '', self::LIST_VIEWS, true ) ? $attributes['listView'] : 'listMonth';
		$title     = wp_date( _x( 'F Y', 'calendar month title', 'eventsmith' ), $first->getTimestamp(), $zone );

		return new self(
			(string) $title,
			$month,
			$weeks,
			$by_day,
			$entries,
			array(
				'view'     => $view,
				'listView' => $list_view,
				'category' => $category,
				'cursor'   => $today,
				'title'    => (string) $title,
				'loaded'   => array(
					'start'   => $start->format( 'Y-m-d' ),
					'end'     => $end->format( 'Y-m-d' ),
					'entries' => array_map( static fn( CalendarEntry $entry ): array => $entry->to_array(), $entries ),
				),
				'ready'    => false,
				'loading'  => false,
				'error'    => '',
				'status'   => '',
			)
		);
	}

	/**
	 * Values every calendar on the page shares (Interactivity state).
	 *
	 * @param string $today Today in the site's timezone, Y-m-d.
	 * @return array<string, mixed>
	 */
	public static function shared_state( string $today ): array {
		return array(
			'restUrl'   => rest_url( 'eventsmith/v2/public/occurrences' ),
			'locale'    => str_replace( '_', '-', determine_locale() ),
			'timezone'  => wp_timezone_string(),
			'weekStart' => (int) get_option( 'start_of_week', 1 ),
			'today'     => $today,
			'texts'     => array(
				'loading'     => __( 'Loading events…', 'eventsmith' ),
				'failed'      => __( 'The events could not be loaded. Please try again.', 'eventsmith' ),
				'emptyMonth'  => __( 'No events in this month.', 'eventsmith' ),
				'emptyWeek'   => __( 'No events in this week.', 'eventsmith' ),
				'emptyDay'    => __( 'No events on this day.', 'eventsmith' ),
				'allDay'      => __( 'All day', 'eventsmith' ),
				'events'      => __( 'Events', 'eventsmith' ),
			),
		);
	}

	/**
	 * A time in the site's zone as the site writes times.
	 *
	 * @param \DateTimeImmutable $moment The moment.
	 */
	public static function time( \DateTimeImmutable $moment ): string {
		return (string) wp_date( (string) get_option( 'time_format', 'H:i' ), $moment->getTimestamp(), wp_timezone() );
	}

	/**
	 * Weekday header cells: [full name, abbreviation], from the site's first weekday.
	 *
	 * @return list<array{0: string, 1: string}>
	 */
	public static function weekdays(): array {
		global $wp_locale;
		$start = (int) get_option( 'start_of_week', 1 );
		$days  = array();
		for ( $i = 0; $i < 7; $i++ ) {
			$name   = $wp_locale->get_weekday( ( $start + $i ) % 7 );
			$days[] = array( $name, $wp_locale->get_weekday_abbrev( $name ) );
		}
		return $days;
	}
}
