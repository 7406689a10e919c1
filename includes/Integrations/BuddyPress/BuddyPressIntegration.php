<?php
/**
 * Wiring of the community integration (BuddyPress, BuddyBoss).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to BuddyPress's `bp_init` only. Without BuddyPress (or with its
 * groups component off) that never fires or finds no groups, and nothing of
 * the integration loads: no tab, block, script, ajax action, route or
 * activity hook. With it: the group tab "Events", its block, the list
 * actions, the create and assign routes and the activity announcements.
 */
final class BuddyPressIntegration {

	/**
	 * Constructor.
	 *
	 * @param EventRepository $events     The events service.
	 * @param EventReader     $reader     Reads events.
	 * @param AccessPolicy    $access     Site permissions.
	 * @param string          $blocks_dir Absolute path of build/blocks.
	 */
	public function __construct(
		private EventRepository $events,
		private EventReader $reader,
		private AccessPolicy $access,
		private string $blocks_dir
	) {}

	/**
	 * Waits for BuddyPress (its group extensions must be registered before bp_init, priority 11).
	 */
	public function register_hooks(): void {
		add_action( 'bp_init', array( $this, 'load' ), 5 );
	}

	/**
	 * Builds and hooks everything, when BuddyPress runs its groups component.
	 */
	public function load(): void {
		if ( ! BuddyPressGroups::available() ) {
			return;
		}
		$groups   = new BuddyPressGroups();
		$store    = new GroupEventStore();
		$policies = new GroupPolicies( $groups, $this->access );
		$list     = new GroupEventList( $groups, $policies, $store, new GroupEventMarkup( $this->reader ) );

		bp_register_group_extension( GroupEventsTab::class );
		( new GroupEventsBlock( $this->blocks_dir ) )->register();
		( new GroupEventListAction( $list ) )->register_hooks();
		( new RestRegistrar( array( new GroupEventsController( $this->events, $store, $groups, $policies, $this->access ) ) ) )->register_hooks();
		if ( bp_is_active( 'activity' ) && function_exists( 'bp_activity_add' ) ) {
			( new GroupActivity( $groups, $store, $this->reader ) )->register_hooks();
		}
	}
}
