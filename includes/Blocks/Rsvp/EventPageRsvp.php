<?php
/**
 * The RSVP form under an event's own page.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Rsvp;

use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Events\EventMeta;

defined( 'ABSPATH' ) || exit;

/**
 * An event that takes RSVPs shows the RSVP form after its content on its own
 * page, unless the content already places the block (or its shortcode).
 */
final class EventPageRsvp {

	/**
	 * Adds the form to the content of event pages.
	 */
	public function register_hooks(): void {
		add_filter( 'the_content', array( $this, 'append_form' ), 20 );
	}

	/**
	 * The content, followed by the RSVP form on the page of an event taking RSVPs.
	 *
	 * @param string $content Post content.
	 */
	public function append_form( string $content ): string {
		$post = get_post();
		if (
			null === $post
			|| PostTypes::EVENT !== $post->post_type
			|| ! is_singular( PostTypes::EVENT )
			|| ! in_the_loop()
			|| ! is_main_query()
			|| str_contains( $content, 'wp-block-eventsmith-rsvp-form' )
		) {
			return $content;
		}
		$rsvp = get_post_meta( $post->ID, EventMeta::key( 'rsvp' ), true );
		if ( ! is_array( $rsvp ) || empty( $rsvp['enabled'] ) ) {
			return $content;
		}
		return $content . render_block(
			array(
				'blockName'    => 'eventsmith/rsvp-form',
				'attrs'        => array( 'eventId' => $post->ID ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
