<?php
/**
 * Writes a series' fields onto one of its occurrences.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * An occurrence is a child event post that carries its series' title,
 * content, status, meta (but the rule), terms and image on its own dates,
 * then its index row. Its cancellation is its own when it was cancelled
 * directly (OccurrenceSync::OWN_CANCELLED); otherwise it follows the series.
 */
final class OccurrenceCopy {

	/**
	 * Constructor.
	 *
	 * @param EventIndexer $indexer Keeps the index in step.
	 */
	public function __construct( private EventIndexer $indexer ) {}

	/**
	 * Creates an occurrence on the given dates.
	 *
	 * @param int                  $parent Series id.
	 * @param EventSchedule        $dates  The occurrence's dates.
	 * @param array<string, mixed> $event  Validated event.
	 */
	public function insert( int $parent, EventSchedule $dates, array $event ): void {
		$series = get_post( $parent );
		$child  = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => PostTypes::EVENT,
					'post_status'  => $series->post_status,
					'post_title'   => $series->post_title,
					'post_content' => $series->post_content,
					'post_parent'  => $parent,
				)
			),
			true
		);
		if ( ! is_wp_error( $child ) ) {
			$this->write( $parent, $child, $dates, $event );
			if ( get_post_meta( $parent, EventMeta::key( 'cancelled' ), true ) ) {
				update_post_meta( $child, EventMeta::key( 'cancelled' ), 1 );
			}
			$this->indexer->reindex( $child );
		}
	}

	/**
	 * Updates an existing occurrence in place (its id, and so what was sold for it, stays).
	 *
	 * @param int                  $parent        Series id.
	 * @param int                  $child         Occurrence id.
	 * @param EventSchedule        $dates         The occurrence's dates.
	 * @param array<string, mixed> $event         Validated event.
	 * @param bool                 $was_cancelled Whether the series was cancelled before this edit.
	 * @param bool                 $cancelled     Keep it cancelled whatever the series says.
	 */
	public function onto( int $parent, int $child, EventSchedule $dates, array $event, bool $was_cancelled, bool $cancelled = false ): void {
		$series  = get_post( $parent );
		$current = get_post( $child );
		$post    = array(
			'post_status'  => $series->post_status,
			'post_title'   => $series->post_title,
			'post_content' => $series->post_content,
		);
		if ( $current instanceof \WP_Post && array() !== array_diff_assoc( $post, array_intersect_key( (array) $current->to_array(), $post ) ) ) {
			wp_update_post( wp_slash( array( 'ID' => $child ) + $post ) );
		}
		$this->write( $parent, $child, $dates, $event );
		$key = EventMeta::key( 'cancelled' );
		if ( $cancelled || get_post_meta( $parent, $key, true ) ) {
			update_post_meta( $child, $key, 1 );
		} elseif ( $was_cancelled ) {
			// The series is no longer cancelled: its occurrences follow, but those cancelled on their own.
			if ( get_post_meta( $child, OccurrenceSync::OWN_CANCELLED, true ) ) {
				update_post_meta( $child, $key, 1 );
			} else {
				delete_post_meta( $child, $key );
			}
		}
		$this->indexer->reindex( $child );
	}

	/**
	 * The series' meta (but the rule and the cancellation), the occurrence's dates, terms and image.
	 *
	 * @param int                  $parent Series id.
	 * @param int                  $child  Occurrence id.
	 * @param EventSchedule        $dates  The occurrence's dates.
	 * @param array<string, mixed> $event  Validated event.
	 */
	private function write( int $parent, int $child, EventSchedule $dates, array $event ): void {
		foreach ( EventMeta::KEYS as $field => $key ) {
			if ( in_array( $field, array( 'recurrence', 'cancelled', 'start_date', 'end_date' ), true ) ) {
				continue;
			}
			if ( metadata_exists( 'post', $parent, $key ) ) {
				update_post_meta( $child, $key, get_post_meta( $parent, $key, true ) );
			} else {
				delete_post_meta( $child, $key );
			}
		}
		update_post_meta( $child, EventMeta::key( 'start_date' ), $dates->start_date() );
		update_post_meta( $child, EventMeta::key( 'end_date' ), $dates->end_date() );
		wp_set_object_terms( $child, $event['fields']['categories'], Taxonomies::CATEGORY );
		wp_set_object_terms( $child, $event['fields']['tags'], Taxonomies::TAG );
		if ( $event['fields']['featured_image'] > 0 ) {
			// Each occurrence has its own page (and archive card): it shows the series' image.
			set_post_thumbnail( $child, $event['fields']['featured_image'] );
		} else {
			delete_post_thumbnail( $child );
		}
	}
}
