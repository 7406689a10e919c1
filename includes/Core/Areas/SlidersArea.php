<?php
/**
 * Wiring of the event and speaker sliders: their public route.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;
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
	 * @param SpeakerRepository $speakers The people.
	 * @param AccessPolicy      $access   Who may do what.
	 */
	public function __construct( private SpeakerRepository $speakers, private AccessPolicy $access ) {}

	/**
	 * Registers the public speakers route.
	 */
	public function register_hooks(): void {
		( new RestRegistrar( array( new PublicSpeakersController( $this->speakers, $this->access ) ) ) )->register_hooks();
	}
}
