<?php
/**
 * Wiring of the content model: schema, read routing, post types, taxonomies, the event index, blocks and shortcodes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Shortcodes;
use Eventsmith\Core\Installer;
use Eventsmith\Core\NetworkInstaller;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Database\ReadRouting;

defined( 'ABSPATH' ) || exit;

/**
 * Registers what everything else stands on: where this request reads on a
 * site with database replicas (docs/production.md), the schema upgrade check (on a
 * network also the install of new sites and the drop of deleted sites' tables),
 * the post types and taxonomies, the event index's sync, and the blocks with
 * their shortcodes.
 */
final class ContentArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared    The shared services.
	 * @param Installer      $installer Schema and capabilities.
	 */
	public function __construct( private SharedServices $shared, private Installer $installer ) {}

	/**
	 * Registers the schema check, content types, index sync, blocks and shortcodes.
	 */
	public function register_hooks(): void {
		( new ReadRouting() )->register_hooks();
		$this->installer->register_hooks();
		( new NetworkInstaller() )->register_hooks();
		( new PostTypes( $this->shared->settings ) )->register_hooks();
		( new Taxonomies() )->register_hooks();
		$this->shared->event_indexer->register_hooks();
		$this->shared->blocks->register_hooks();
		( new Shortcodes() )->register_hooks();
	}
}
