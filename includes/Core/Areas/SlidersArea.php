<?php
/**
 * Wiring of the event and speaker sliders: their public route.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Sliders\EventSliderView;
use Eventsmith\Core\SharedServices;
use Eventsmith\Rest\PublicSpeakersController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the sliders' services and hands the slider blocks
 * (build/blocks/sliders/*) their views' services; their shortcodes are in
 * Blocks\Shortcodes.
 */
final class SlidersArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the public speakers route.
	 */
	public function register_hooks(): void {
		$shared = $this->shared;
		( new RestRegistrar( array( new PublicSpeakersController( $shared->speakers, $shared->access ) ) ) )->register_hooks();
		$shared->blocks->serve(
			array(
				'sliders/event-slider'   => static fn( array $attributes ): EventSliderView => EventSliderView::from_attributes( $attributes, $shared->published_events, $shared->event_pages ),
				'sliders/speaker-slider' => $shared->speakers,
			)
		);
	}
}
