<?php
/**
 * Which Event Landing template an event page shows.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\EventPage;

use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The event's own landing template, else the site default; only a published
 * template of type `event` with block markup counts, otherwise none (the
 * default layout).
 */
final class LandingTemplateChoice {

	public const META = '_eventsmith_landing_template';

	/**
	 * @param TemplateRepository $templates Templates.
	 * @param SettingsRepository $settings  Site settings.
	 */
	public function __construct( private TemplateRepository $templates, private SettingsRepository $settings ) {
	}

	/**
	 * The template to show for an event, or null for the default layout.
	 *
	 * @param int $event_id Event post id.
	 * @return array<string, mixed>|null
	 */
	public function for_event( int $event_id ): ?array {
		$own      = (int) get_post_meta( $event_id, self::META, true );
		$settings = $this->settings->all();
		$id       = $own > 0 ? $own : (int) ( $settings['default_landing_template'] ?? 0 );
		$template = $this->templates->find_published( $id, 'event' );
		if ( null === $template || ! self::has_named_blocks( (string) ( $template['content'] ?? '' ) ) ) {
			return null;
		}
		return $template;
	}

	/**
	 * Whether the markup parses into at least one real block (broken markup
	 * parses into loose HTML only).
	 *
	 * @param string $content Serialized blocks.
	 */
	private static function has_named_blocks( string $content ): bool {
		if ( ! has_blocks( $content ) ) {
			return false;
		}
		foreach ( parse_blocks( $content ) as $block ) {
			if ( ! empty( $block['blockName'] ) ) {
				return true;
			}
		}
		return false;
	}
}
