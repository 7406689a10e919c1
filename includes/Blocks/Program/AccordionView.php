<?php
/**
 * View model of the events accordion.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Program;

use Eventsmith\Blocks\Event\EventPages;
use Eventsmith\Domain\Widget\Excerpt;
use Eventsmith\Domain\Widget\WidgetParams;
use Eventsmith\Infrastructure\Events\PublishedEventFinder;

defined( 'ABSPATH' ) || exit;

/**
 * Published events (filtered and ordered by the widget's parameters), each
 * with its date, place, a short description and its link.
 */
final class AccordionView {

	/**
	 * Constructor.
	 *
	 * @param list<array{id: int, title: string, url: string, when: string, location: string, excerpt: string}> $items Events.
	 */
	private function __construct( public readonly array $items ) {}

	/**
	 * Builds the view from block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param PublishedEventFinder $finder     Published events by widget parameters.
	 * @param EventPages           $pages      Reads events as visitors see them.
	 */
	public static function from_attributes( array $attributes, PublishedEventFinder $finder, EventPages $pages ): self {
		$params = WidgetParams::from_array( $attributes );
		$ids    = $finder->ids( $params, $params->limit );
		_prime_post_caches( $ids );
		$items = array();
		foreach ( $ids as $id ) {
			$event = $pages->for_event( $id );
			if ( null === $event || 'publish' !== $event->post->post_status ) {
				continue;
			}
			$text    = '' !== trim( $event->post->post_excerpt ) ? $event->post->post_excerpt : strip_shortcodes( $event->post->post_content );
			$items[] = array(
				'id'       => $id,
				'title'    => $event->title(),
				'url'      => $event->url(),
				'when'     => $pages->dates( $event )->text(),
				'location' => $event->location()['address'],
				'excerpt'  => Excerpt::words( $text, $params->desc_limit ),
			);
		}
		return new self( $items );
	}
}
