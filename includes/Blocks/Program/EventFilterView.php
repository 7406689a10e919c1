<?php
/**
 * View model of the event filter: the form's target, choices and current values.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Program;

use Eventsmith\Domain\Widget\ArchiveFilter;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * The filter form GETs the events archive (/events/) with search, category
 * and status; on that archive it shows the values being filtered by.
 */
final class EventFilterView {

	/**
	 * Constructor.
	 *
	 * @param string                $action     The events archive URL.
	 * @param array<string, string> $categories Slug => name of categories with events.
	 * @param array<string, string> $statuses   Value => label.
	 * @param ArchiveFilter         $current    Values being filtered by.
	 * @param bool                  $show_category Whether the category select shows.
	 * @param bool                  $show_status   Whether the status select shows.
	 */
	private function __construct(
		public readonly string $action,
		public readonly array $categories,
		public readonly array $statuses,
		public readonly ArchiveFilter $current,
		public readonly bool $show_category,
		public readonly bool $show_status
	) {}

	/**
	 * Builds the view from block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes (showCategory, showStatus).
	 */
	public static function from_attributes( array $attributes ): self {
		$terms      = get_terms(
			array(
				'taxonomy'   => Taxonomies::CATEGORY,
				'hide_empty' => true,
				'orderby'    => 'name',
				'number'     => 200,
			)
		);
		$categories = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( $term instanceof \WP_Term ) {
				$categories[ $term->slug ] = $term->name;
			}
		}
		$current = array();
		foreach ( ArchiveFilter::ARGS as $arg ) {
			$current[ $arg ] = is_post_type_archive( PostTypes::EVENT ) ? get_query_var( $arg ) : '';
		}
		return new self(
			(string) get_post_type_archive_link( PostTypes::EVENT ),
			$categories,
			array(
				'upcoming' => __( 'Upcoming', 'eventsmith' ),
				'ongoing'  => __( 'Happening now', 'eventsmith' ),
				'expire'   => __( 'Past', 'eventsmith' ),
			),
			ArchiveFilter::from_array( $current ),
			false !== ( $attributes['showCategory'] ?? true ),
			false !== ( $attributes['showStatus'] ?? true )
		);
	}
}
