<?php
/**
 * Markup the event-page piece blocks share.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

defined( 'ABSPATH' ) || exit;

/**
 * The notice editors see when a piece has no event to show, and the small
 * heading each piece starts with.
 */
final class PieceMarkup {

	/**
	 * The event a piece shows, or null after printing the editors' notice.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param \WP_Block|null       $block      The block.
	 */
	public static function event_or_notice( array $attributes, ?\WP_Block $block ): ?EventPageData {
		$event = EventPageData::for_block( $attributes, $block );
		if ( null === $event && current_user_can( 'edit_posts' ) ) {
			printf(
				'<div %1$s role="alert"><p>%2$s</p></div>',
				get_block_wrapper_attributes( array( 'class' => 'is-error' ) ), // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by core.
				esc_html__( 'Choose the event this block shows, or place it on an event page.', 'eventsmith' )
			);
		}
		return $event;
	}

	/**
	 * A piece's heading.
	 *
	 * @param string $text Heading text.
	 */
	public static function heading( string $text ): string {
		return '<h2 class="eventsmith-piece__heading">' . esc_html( $text ) . '</h2>';
	}
}
