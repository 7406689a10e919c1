<?php
/**
 * View model of the event slider.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Sliders;

use Eventsmith\Blocks\Event\EventPages;
use Eventsmith\Domain\Calendar\CalendarEntry;
use Eventsmith\Domain\Widget\SliderParams;
use Eventsmith\Infrastructure\Events\PublishedEventFinder;

defined( 'ABSPATH' ) || exit;

/**
 * Clamps the slider's parameters and loads the published events it shows, each as a card:
 * title linked to the event, date in the event's zone, location line, featured image.
 */
final class EventSliderView {

	/**
	 * Constructor.
	 *
	 * @param SliderParams                                                                                      $params Clamped parameters.
	 * @param list<array{id: int, title: string, url: string, date: string, location: string, image: int}> $slides Cards.
	 */
	private function __construct(
		public readonly SliderParams $params,
		public readonly array $slides,
	) {}

	/**
	 * Builds the view from block attributes (or shortcode attributes turned into them).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param PublishedEventFinder $finder     Published events by widget parameters.
	 * @param EventPages           $pages      Reads events as visitors see them.
	 */
	public static function from_attributes( array $attributes, PublishedEventFinder $finder, EventPages $pages ): self {
		$params = SliderParams::from_array( $attributes );
		$ids    = $finder->ids( $params->widget, $params->limit );
		_prime_post_caches( $ids, false, true );
		$slides = array();
		foreach ( $ids as $id ) {
			$event = $pages->for_event( $id );
			if ( null === $event ) {
				continue;
			}
			$location = $event->location();
			$slides[] = array(
				'id'       => $id,
				'title'    => $event->title(),
				'url'      => $event->url(),
				'date'     => $params->shows( 'show_date' ) ? $pages->dates( $event )->text() : '',
				'location' => $params->shows( 'show_location' ) ? CalendarEntry::location_text( array( 'address' => array( 'address' => $location['address'] ), 'online_url' => $location['online'] ? 'online' : '' ) ) : '',
				'image'    => $params->shows( 'show_image' ) ? (int) get_post_thumbnail_id( $id ) : 0,
			);
		}
		return new self( $params, $slides );
	}
}
