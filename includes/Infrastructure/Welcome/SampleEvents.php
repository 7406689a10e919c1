<?php
/**
 * The sample events a site owner adds from the welcome, and removes in one click.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Welcome;

use Eventsmith\Domain\Welcome\WelcomeRules;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Demo\DemoSeeder;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Runs the demo seed one step per call (DemoSeeder::SAMPLE_STEPS), so that
 * no request runs long and the dashboard shows progress, and records what each
 * step made: the posts carrying the demo key, their children (a series'
 * occurrences, images) and the terms that did not exist before. Removal deletes
 * exactly those, never what the owner made.
 */
final class SampleEvents {

	/**
	 * Taxonomies the demo seed may add terms to.
	 */
	private const TAXONOMIES = array( Taxonomies::CATEGORY, Taxonomies::TAG, Taxonomies::SPEAKER_GROUP );

	/**
	 * Constructor.
	 *
	 * @param DemoSeeder           $seeder The demo seed.
	 * @param WelcomeStore         $store  The welcome's state and record.
	 * @param TicketTypeRepository $types  Ticket types (cleared before an event is deleted).
	 */
	public function __construct(
		private DemoSeeder $seeder,
		private WelcomeStore $store,
		private TicketTypeRepository $types
	) {}

	/**
	 * Steps in all.
	 */
	public function total(): int {
		return count( DemoSeeder::SAMPLE_STEPS );
	}

	/**
	 * Runs the next step and records what it made.
	 *
	 * @return array{done: int, total: int}
	 */
	public function seed_next(): array {
		$record = $this->store->samples();
		$total  = $this->total();
		if ( $record['done'] >= $total ) {
			return array(
				'done'  => $total,
				'total' => $total,
			);
		}
		$terms_before = $this->term_ids();
		$posts_before = $this->demo_posts();
		$this->seeder->seed_step( DemoSeeder::SAMPLE_STEPS[ $record['done'] ] );
		$progress        = WelcomeRules::next_step( $record['done'], $total );
		$record['done']  = $progress['done'];
		$record['terms'] = array_values( array_unique( array_merge( $record['terms'], array_diff( $this->term_ids(), $terms_before ) ) ) );
		$record['posts'] = array_values( array_unique( array_merge( $record['posts'], array_diff( $this->demo_posts(), $posts_before ) ) ) );
		$this->store->save_samples( $record );
		return $progress;
	}

	/**
	 * Deletes the recorded sample objects (for good, not to the trash) and forgets them.
	 *
	 * @return int Posts deleted.
	 */
	public function remove(): int {
		$record  = $this->store->samples();
		$deleted = 0;
		// Children first: a series' occurrences and the images, then the posts they belong to.
		$posts = array_reverse( $record['posts'] );
		foreach ( $posts as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			if ( PostTypes::EVENT === $post->post_type && array() !== $this->types->for_event( $id ) ) {
				$this->types->save_for_event( $id, array(), -1 );
			}
			$deleted += wp_delete_post( $id, true ) ? 1 : 0;
		}
		foreach ( $record['terms'] as $term_id ) {
			$term = get_term( $term_id );
			if ( $term instanceof \WP_Term && in_array( $term->taxonomy, self::TAXONOMIES, true ) ) {
				wp_delete_term( $term_id, $term->taxonomy );
			}
		}
		$this->store->clear_samples();
		return $deleted;
	}

	/**
	 * Posts carrying the demo key, then their children (occurrences, images), parents first.
	 *
	 * @return list<int>
	 */
	private function demo_posts(): array {
		global $wpdb;
		$ids = array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s ORDER BY post_id", DemoSeeder::DEMO_META ) )
		);
		if ( array() === $ids ) {
			return array();
		}
		$in       = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$children = array_map(
			'intval',
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
			$wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_parent IN ({$in}) ORDER BY ID", ...$ids ) )
		);
		return array_values( array_unique( array_merge( $ids, $children ) ) );
	}

	/**
	 * Ids of the terms in the seed's taxonomies.
	 *
	 * @return list<int>
	 */
	private function term_ids(): array {
		$ids = get_terms(
			array(
				'taxonomy'   => self::TAXONOMIES,
				'hide_empty' => false,
				'fields'     => 'ids',
			)
		);
		return is_array( $ids ) ? array_map( 'intval', $ids ) : array();
	}
}
