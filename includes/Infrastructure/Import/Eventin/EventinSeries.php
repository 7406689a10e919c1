<?php
/**
 * What an Eventin recurring event becomes: one series, or single events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinRecurrence;
use Eventsmith\Domain\Import\Eventin\EventinValues;

defined( 'ABSPATH' ) || exit;

/**
 * Events, ticket types, orders and attendees all ask the same question about a recurring
 * Eventin event (a parent post with recurring_enabled = yes and one child post per date), and
 * must get the same answer in every batch: the answer only depends on the stored rule and the
 * children's dates. Answers are kept for the current batch only.
 */
final class EventinSeries {

	/**
	 * Answers by parent id.
	 *
	 * @var array<int, array{series: array{recurrence: array<string, mixed>, first: string, note: string}|null, children: list<array<string, mixed>>}>
	 */
	private array $plans = array();

	/**
	 * Constructor.
	 *
	 * @param EventinTables $tables Eventin's data.
	 */
	public function __construct( private EventinTables $tables ) {}

	/**
	 * Forgets the answers (a new batch).
	 */
	public function reset(): void {
		$this->plans = array();
	}

	/**
	 * Whether an event (its meta) is a recurring parent.
	 *
	 * @param array<string, mixed> $meta Event meta.
	 */
	public static function is_recurring( array $meta ): bool {
		return 'yes' === ( $meta['recurring_enabled'] ?? '' );
	}

	/**
	 * The plan of a recurring parent: `series` (null: its dates are single events) and its
	 * `children` (each: ID, post_status, post_modified_gmt, meta), oldest id first.
	 *
	 * @param int                  $parent Parent id.
	 * @param array<string, mixed> $meta   Parent meta.
	 * @return array{series: array{recurrence: array<string, mixed>, first: string, note: string}|null, children: list<array<string, mixed>>}
	 */
	public function plan( int $parent, array $meta ): array {
		if ( isset( $this->plans[ $parent ] ) ) {
			return $this->plans[ $parent ];
		}
		$children = $this->tables->children( 'etn', array( $parent ) )[ $parent ] ?? array();
		$metas    = $this->tables->meta( array_map( static fn( array $child ): int => (int) $child['ID'], $children ) );
		$dates    = array();
		$span     = 0;
		foreach ( $children as $index => $child ) {
			$child_meta                   = $metas[ (int) $child['ID'] ] ?? array();
			$children[ $index ]['meta'] = $child_meta;
			$start                        = EventinValues::date( $child_meta['etn_start_date'] ?? '' );
			$dates[]                      = $start;
			if ( 0 === $index && '' !== $start ) {
				$end  = EventinValues::date( $child_meta['etn_end_date'] ?? '' );
				$span = '' === $end ? 0 : max( 0, (int) ( ( strtotime( $end . ' UTC' ) - strtotime( $start . ' UTC' ) ) / DAY_IN_SECONDS ) );
			}
		}
		$series = null;
		if ( $children ) {
			$series = EventinRecurrence::series(
				EventinTables::decoded( $meta['etn_event_recurrence'] ?? array() ),
				$dates,
				EventinValues::clock( $meta['etn_start_time'] ?? '' ),
				EventinValues::clock( $meta['etn_end_time'] ?? '' ),
				$span,
				self::timezone( $meta )
			);
		}
		$this->plans[ $parent ] = array(
			'series'   => $series,
			'children' => array_values( $children ),
		);
		return $this->plans[ $parent ];
	}

	/**
	 * Where an Eventin event id lands: `['event', source id]` or, for a date of a series,
	 * `['occurrence', '<series source id>/<Y-m-d>']`; plus the source id owning its ticket types.
	 *
	 * @param int $event Eventin event id (a parent, a child or a single event).
	 * @return array{link: array{0: string, 1: string}, tickets_of: string, series_of: string}
	 */
	public function target( int $event ): array {
		$post   = $this->tables->posts_by_id( array( $event ) )[ $event ] ?? null;
		$parent = null === $post ? 0 : (int) $post['post_parent'];
		if ( $parent > 0 ) {
			$parent_meta = $this->tables->meta( array( $parent ) )[ $parent ] ?? array();
			if ( self::is_recurring( $parent_meta ) ) {
				$plan = $this->plan( $parent, $parent_meta );
				if ( null !== $plan['series'] ) {
					foreach ( $plan['children'] as $child ) {
						if ( (int) $child['ID'] === $event ) {
							$date = EventinValues::date( $child['meta']['etn_start_date'] ?? '' );
							return array(
								'link'       => array( 'occurrence', $parent . '/' . $date ),
								'tickets_of' => (string) $parent,
								'series_of'  => (string) $parent,
							);
						}
					}
				}
			}
		}
		return array(
			'link'       => array( 'event', (string) $event ),
			'tickets_of' => (string) $event,
			'series_of'  => (string) $event,
		);
	}

	/**
	 * The event's timezone ('' when Eventin has none: the site's).
	 *
	 * @param array<string, mixed> $meta Event meta.
	 */
	public static function timezone( array $meta ): string {
		$zone = trim( (string) ( $meta['event_timezone'] ?? '' ) );
		return '' === $zone ? wp_timezone_string() : $zone;
	}
}
