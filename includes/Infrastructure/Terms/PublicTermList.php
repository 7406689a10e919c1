<?php
/**
 * Event categories and tags as visitors may read them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Terms;

use Eventsmith\Infrastructure\Content\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * A page of terms by name: id, name, slug, archive link and the number of published events
 * (WordPress's own term count, which counts published posts only). No description or meta.
 */
final class PublicTermList {

	public const TAXONOMIES = array(
		'category' => Taxonomies::CATEGORY,
		'tag'      => Taxonomies::TAG,
	);

	/**
	 * One page of a taxonomy's terms.
	 *
	 * @param string $taxonomy category or tag.
	 * @param int    $page     Page from 1.
	 * @param int    $per_page Terms per page.
	 * @return array{items: list<array{id: int, name: string, slug: string, url: string, count: int}>, total: int}
	 */
	public function page( string $taxonomy, int $page, int $per_page ): array {
		$args  = array(
			'taxonomy'   => self::TAXONOMIES[ $taxonomy ] ?? Taxonomies::CATEGORY,
			'hide_empty' => false,
		);
		$total = (int) wp_count_terms( $args );
		$terms = $total > ( $page - 1 ) * $per_page ? get_terms(
			$args + array(
				'orderby' => 'name',
				'order'   => 'ASC',
				'number'  => $per_page,
				'offset'  => ( $page - 1 ) * $per_page,
			)
		) : array();
		$items = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$link    = get_term_link( $term );
			$items[] = array(
				'id'    => $term->term_id,
				'name'  => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
				'slug'  => $term->slug,
				'url'   => is_string( $link ) ? $link : '',
				'count' => (int) $term->count,
			);
		}
		return array(
			'items' => $items,
			'total' => $total,
		);
	}
}
