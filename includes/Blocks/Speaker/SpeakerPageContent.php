<?php
/**
 * A speaker's page on classic themes: the profile as the content.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Speaker;

use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Classic themes print a speaker through the_content(): it becomes the
 * profile (photo, role, bio, links, upcoming events). Block themes get the
 * plugin's single-eventsmith_speaker template instead.
 */
final class SpeakerPageContent {

	/**
	 * Replaces the content of speaker pages.
	 */
	public function register_hooks(): void {
		add_filter( 'the_content', array( $this, 'profile' ), 20 );
	}

	/**
	 * The profile in place of the bio, on a classic theme's single speaker page.
	 *
	 * @param string $content Post content (the bio).
	 */
	public function profile( string $content ): string {
		$post = get_post();
		if ( null === $post || wp_is_block_theme() || PostTypes::SPEAKER !== $post->post_type || ! is_singular( PostTypes::SPEAKER ) || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		return render_block(
			array(
				'blockName'    => 'eventsmith/speaker-profile',
				'attrs'        => array( 'speakerId' => $post->ID ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
