<?php
/**
 * Wiring of page-cache purging.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Cache\PagePurger;
use Eventsmith\Infrastructure\Cache\PurgeSender;

defined( 'ABSPATH' ) || exit;

/**
 * Purges an event's cached pages when it changes (docs/caching.md).
 */
final class PageCacheArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the purger's hooks.
	 */
	public function register_hooks(): void {
		( new PagePurger( new PurgeSender( $this->shared->settings ), $this->shared->registration, $this->shared->access ) )->register_hooks();
	}
}
