<?php
/**
 * Open Graph and Twitter card tags of an event page.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Domain\Widget\Excerpt;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * What a link to an event shows when it is shared: its title, a short plain
 * description, its featured image and address. Left to an SEO plugin when
 * one prints these tags itself (or when the `eventsmith_social_meta` filter
 * says so).
 */
final class EventSocialMeta {

	/** Words of the shared description. */
	private const DESCRIPTION_WORDS = 30;

	/** Constants of SEO plugins that print Open Graph tags themselves. */
	private const SEO_PLUGINS = array( 'WPSEO_VERSION', 'RANK_MATH_VERSION', 'AIOSEO_VERSION', 'SEOPRESS_VERSION', 'THE_SEO_FRAMEWORK_VERSION' );

	/**
	 * Constructor.
	 *
	 * @param EventPages $pages Reads events as visitors see them.
	 */
	public function __construct( private EventPages $pages ) {}

	/**
	 * Prints the tags in the page head.
	 */
	public function register_hooks(): void {
		add_action( 'wp_head', array( $this, 'print_tags' ), 5 );
	}

	/**
	 * Prints the tags on a published event's page.
	 */
	public function print_tags(): void {
		if ( ! is_singular( PostTypes::EVENT ) || ! self::wanted() ) {
			return;
		}
		$event = $this->pages->for_event( (int) get_queried_object_id() );
		if ( null === $event || 'publish' !== $event->post->post_status ) {
			return;
		}
		foreach ( self::tags( $event ) as $property => $content ) {
			$attribute = str_starts_with( $property, 'twitter:' ) ? 'name' : 'property';
			printf( '<meta %s="%s" content="%s" />' . "\n", esc_attr( $attribute ), esc_attr( $property ), esc_attr( $content ) );
		}
	}

	/**
	 * The tags of an event, by property.
	 *
	 * @param EventPageData $event The event.
	 * @return array<string, string>
	 */
	public static function tags( EventPageData $event ): array {
		$title       = html_entity_decode( $event->title(), ENT_QUOTES, 'UTF-8' );
		$description = html_entity_decode( Excerpt::words( strip_shortcodes( $event->post->post_content ), self::DESCRIPTION_WORDS ), ENT_QUOTES, 'UTF-8' );
		$tags        = array(
			'og:type'      => 'website',
			'og:site_name' => html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
			'og:title'     => $title,
			'og:url'       => $event->url(),
		);
		if ( '' !== $description ) {
			$tags['og:description'] = $description;
		}
		$image = wp_get_attachment_image_src( (int) get_post_thumbnail_id( $event->post ), 'large' );
		if ( is_array( $image ) ) {
			$tags['og:image']        = (string) $image[0];
			$tags['og:image:width']  = (string) $image[1];
			$tags['og:image:height'] = (string) $image[2];
			$alt                     = trim( (string) get_post_meta( (int) get_post_thumbnail_id( $event->post ), '_wp_attachment_image_alt', true ) );
			if ( '' !== $alt ) {
				$tags['og:image:alt'] = $alt;
			}
		}
		$tags['twitter:card'] = isset( $tags['og:image'] ) ? 'summary_large_image' : 'summary';
		return $tags;
	}

	/**
	 * Whether Eventsmith should print the tags: not when an SEO plugin does.
	 */
	private static function wanted(): bool {
		$seo_plugin = array() !== array_filter( self::SEO_PLUGINS, 'defined' );
		/**
		 * Filters whether event pages get Eventsmith's Open Graph and Twitter card tags.
		 *
		 * @param bool $print False when a known SEO plugin prints its own.
		 */
		return (bool) apply_filters( 'eventsmith_social_meta', ! $seo_plugin );
	}
}
