<?php
/**
 * The schedules visitors may see: published ones only.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Schedules;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Content\PostTypes;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Reads published schedules for the public widgets and their route: the ones
 * picked by id in the order picked, or every published one by date (soonest
 * first). Drafts, private and trashed schedules never come out.
 */
final class PublishedSchedules {

	/**
	 * Constructor.
	 *
	 * @param ScheduleRepository $schedules Reads one schedule.
	 */
	public function __construct( private ScheduleRepository $schedules ) {}

	/**
	 * One page of published schedules and how many there are in all.
	 *
	 * @param list<int> $ids      Picked ids (in this order), or empty for all.
	 * @param int       $paged    Page from 1.
	 * @param int       $per_page Schedules per page.
	 * @return array{items: list<array{id: int, program_title: string, date: string, sessions: list<array<string, mixed>>}>, total: int}
	 */
	public function page( array $ids, int $paged, int $per_page ): array {
		$args = array(
			'post_type'              => PostTypes::SCHEDULE,
			'post_status'            => 'publish',
			'posts_per_page'         => max( 1, $per_page ),
			'paged'                  => max( 1, $paged ),
			'fields'                 => 'ids',
			'ignore_sticky_posts'    => true,
			'update_post_term_cache' => false,
		);
		if ( array() !== $ids ) {
			$args['post__in'] = $ids;
			$args['orderby']  = 'post__in';
		} else {
			$args['meta_key'] = ScheduleRepository::META_DATE; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Schedules are few; the date is their sort key.
			$args['orderby']  = array(
				'meta_value' => 'ASC',
				'title'      => 'ASC',
				'ID'         => 'ASC',
			);
		}
		$query = new WP_Query( $args );
		$items = array();
		foreach ( $query->posts as $id ) {
			try {
				$items[] = $this->schedules->find( (int) $id );
			} catch ( DomainError ) {
				continue;
			}
		}
		return array(
			'items' => $items,
			'total' => (int) $query->found_posts,
		);
	}

	/**
	 * Sessions in start-time order (those without a time first, as entered).
	 *
	 * @param mixed $sessions Stored sessions.
	 * @return list<array<string, mixed>>
	 */
	public static function sorted_sessions( mixed $sessions ): array {
		$sessions = array_values( array_filter( is_array( $sessions ) ? $sessions : array(), 'is_array' ) );
		usort( $sessions, static fn( array $a, array $b ): int => strcmp( (string) ( $a['start_time'] ?? '' ), (string) ( $b['start_time'] ?? '' ) ) );
		return $sessions;
	}

	/**
	 * Published speakers by id with what a visitor may see (never the e-mail), unknown ones left out.
	 *
	 * @param mixed $ids Speaker ids as a session stores them.
	 * @return list<array{id: int, name: string, url: string}>
	 */
	public function speakers( mixed $ids ): array {
		$ids = array_map( 'intval', is_array( $ids ) ? $ids : array() );
		_prime_post_caches( $ids );
		$people = array();
		foreach ( $ids as $id ) {
			if ( 'publish' !== get_post_status( $id ) || PostTypes::SPEAKER !== get_post_type( $id ) ) {
				continue;
			}
			$people[] = array(
				'id'   => $id,
				'name' => (string) get_post_field( 'post_title', $id ),
				'url'  => (string) get_permalink( $id ),
			);
		}
		return $people;
	}
}
