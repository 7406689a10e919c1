<?php
/**
 * View model of the categories / tags / locations list.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Program;

use Eventsmith\Domain\Widget\LocationTally;
use Eventsmith\Domain\Widget\ProgramParams;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventIndex;
use Eventsmith\Infrastructure\Events\EventMeta;

defined( 'ABSPATH' ) || exit;

/**
 * Event categories or tags linked to their archives with their counts of
 * published events, or the places of published upcoming events linked to the
 * events archive filtered by that place (/events/?location=…).
 */
final class TermListView {

	/** Upcoming events looked through for their places. */
	private const SCANNED_EVENTS = 500;

	/**
	 * Constructor.
	 *
	 * @param string                                            $taxonomy   category, tag or location.
	 * @param string                                            $style      style-1 or style-2.
	 * @param bool                                              $show_count Whether counts show.
	 * @param list<array{name: string, url: string, count: int}> $items     Terms or places.
	 */
	private function __construct(
		public readonly string $taxonomy,
		public readonly string $style,
		public readonly bool $show_count,
		public readonly array $items
	) {}

	/**
	 * Builds the view from block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes (taxonomy, limit, showCount, style).
	 * @param EventIndex           $index      The event index (places of upcoming events).
	 */
	public static function from_attributes( array $attributes, EventIndex $index ): self {
		$taxonomy = ProgramParams::choice( $attributes['taxonomy'] ?? '', ProgramParams::TAXONOMIES );
		$limit    = ProgramParams::term_limit( $attributes['limit'] ?? null, $taxonomy );
		return new self(
			$taxonomy,
			ProgramParams::choice( $attributes['style'] ?? '', ProgramParams::SCHEDULE_STYLES ),
			false !== ( $attributes['showCount'] ?? true ),
			'location' === $taxonomy ? self::places( $index, $limit ) : self::terms( 'tag' === $taxonomy ? Taxonomies::TAG : Taxonomies::CATEGORY, $limit )
		);
	}

	/**
	 * Terms with published events, most used first.
	 *
	 * @param string $taxonomy Taxonomy name.
	 * @param int    $limit    Most terms.
	 * @return list<array{name: string, url: string, count: int}>
	 */
	private static function terms( string $taxonomy, int $limit ): array {
		// WordPress counts only published posts in a term's count.
		$terms = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => true,
				'number'     => $limit,
				'orderby'    => 'count',
				'order'      => 'DESC',
			)
		);
		$items = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$link = get_term_link( $term );
			if ( $term instanceof \WP_Term && is_string( $link ) ) {
				$items[] = array(
					'name'  => $term->name,
					'url'   => $link,
					'count' => (int) $term->count,
				);
			}
		}
		return $items;
	}

	/**
	 * Distinct places of published events that have not ended, soonest event first.
	 *
	 * @param EventIndex $index The event index.
	 * @param int        $limit Most places.
	 * @return list<array{name: string, url: string, count: int}>
	 */
	private static function places( EventIndex $index, int $limit ): array {
		$ids = $index->upcoming_top_level( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ), self::SCANNED_EVENTS );
		_prime_post_caches( $ids );
		$addresses = array();
		foreach ( $ids as $id ) {
			if ( 'publish' !== get_post_status( $id ) ) {
				continue;
			}
			$location    = get_post_meta( $id, EventMeta::key( 'location' ), true );
			$addresses[] = is_array( $location ) ? (string) ( $location['address']['address'] ?? '' ) : '';
		}
		$archive = (string) get_post_type_archive_link( PostTypes::EVENT );
		return array_map(
			static fn( array $place ): array => $place + array( 'url' => add_query_arg( 'location', rawurlencode( $place['name'] ), $archive ) ),
			LocationTally::places( $addresses, $limit )
		);
	}
}
