<?php
/**
 * The single event page on classic themes: the pieces around the content.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Classic themes print an event through the_content(): the date, status and
 * place come before the description; people, programme, registration, terms
 * and calendar links after it — the order of the block template. Block
 * themes get the template instead, so nothing is added twice.
 */
final class EventPageContent {

	private const BEFORE = array( 'eventsmith/event-date', 'eventsmith/event-status', 'eventsmith/event-location' );
	private const AFTER  = array( 'eventsmith/event-speakers', 'eventsmith/event-schedule', 'eventsmith/event-tickets', 'eventsmith/event-terms', 'eventsmith/event-add-to-calendar' );

	/**
	 * Adds the pieces to the content of event pages.
	 */
	public function register_hooks(): void {
		add_filter( 'the_content', array( $this, 'surround' ), 20 );
	}

	/**
	 * The content between the event's pieces, on a classic theme's single event page.
	 *
	 * @param string $content Post content.
	 */
	public function surround( string $content ): string {
		$post = get_post();
		if (
			null === $post
			|| wp_is_block_theme()
			|| PostTypes::EVENT !== $post->post_type
			|| ! is_singular( PostTypes::EVENT )
			|| ! in_the_loop()
			|| ! is_main_query()
		) {
			return $content;
		}
		$render = static fn( array $names ): string => implode(
			'',
			array_map(
				static fn( string $name ): string => render_block(
					array(
						'blockName'    => $name,
						'attrs'        => array( 'eventId' => $post->ID ),
						'innerBlocks'  => array(),
						'innerHTML'    => '',
						'innerContent' => array(),
					)
				),
				$names
			)
		);
		$before = $render( self::BEFORE );
		return ( '' === $before ? '' : '<div class="eventsmith-event-page__facts">' . $before . '</div>' ) . $content . $render( self::AFTER );
	}
}
