<?php
/**
 * Wiring of the events list / grid widget: its public routes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Events\LoadMoreScript;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Events\PublishedEventList;
use Eventsmith\Infrastructure\Terms\PublicTermList;
use Eventsmith\Rest\PublicEventsController;
use Eventsmith\Rest\PublicTermsController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the widget's services. The block itself is registered with the other blocks
 * (build/blocks/events) and its shortcodes in Blocks\Shortcodes.
 */
final class EventsWidgetArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers /public/events and /public/terms, and loads the widget's script only where it moves.
	 */
	public function register_hooks(): void {
		$list = new PublishedEventList();
		( new LoadMoreScript() )->register_hooks();
		( new RestRegistrar(
			array(
				new PublicEventsController( $list, $this->shared->access ),
				new PublicTermsController( new PublicTermList(), $this->shared->access ),
			)
		) )->register_hooks();
		$this->shared->blocks->serve( array( 'events' => $list ) );
	}
}
