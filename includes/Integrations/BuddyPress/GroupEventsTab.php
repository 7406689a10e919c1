<?php
/**
 * The "Events" tab of every community group.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

defined( 'ABSPATH' ) || exit;

/**
 * A BuddyPress group extension (BuddyBoss keeps the same class): BuddyPress
 * instantiates it itself (no arguments), adds the tab to each group's
 * navigation and calls display() on the tab's page, which prints the
 * eventsmith/group-events block for the group. This file is loaded only
 * once BuddyPress's BP_Group_Extension exists (BuddyPressIntegration).
 */
final class GroupEventsTab extends \BP_Group_Extension {

	/**
	 * Names the tab; no create, edit or admin screens.
	 */
	public function __construct() {
		$this->init(
			array(
				'slug'              => _x( 'events', 'group tab slug', 'eventsmith' ),
				'name'              => __( 'Events', 'eventsmith' ),
				'nav_item_position' => 31,
				'screens'           => array(
					'create' => array( 'enabled' => false ),
					'edit'   => array( 'enabled' => false ),
					'admin'  => array( 'enabled' => false ),
				),
			)
		);
	}

	/**
	 * Prints the group's events.
	 *
	 * @param int|null $group_id The group (BuddyPress passes it).
	 */
	public function display( $group_id = null ) {
		$group_id = (int) ( $group_id ? $group_id : bp_get_current_group_id() );
		echo GroupEventsBlock::render_for_group( $group_id ); // phpcs:ignore WordPress.Security.EscapeOutput -- render_block() output of the eventsmith/group-events block, whose render.php escapes each value where it prints it.
	}
}
