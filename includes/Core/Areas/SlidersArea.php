<?php
/**
 * Wiring of the event and speaker sliders: their public route.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Core\SharedServices;
use Eventsmith\Rest\PublicSpeakersController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the sliders' services. The blocks are registered with the other blocks
 * (build/blocks/sliders/*) and their shortcodes in Blocks\Shortcodes.
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
		( new RestRegistrar( array( new PublicSpeakersController( $this->shared->speakers, $this->shared->access ) ) ) )->register_hooks();
	}
}
