<?php
/**
 * Render test of the group-events block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class GroupEventsRenderTest extends RenderTestCase {

	public function test_without_buddypress_the_block_is_not_registered_and_renders_nothing(): void {
		$this->assertFalse( function_exists( 'buddypress' ), 'This site runs without BuddyPress.' );
		$this->assertFalse( \WP_Block_Type_Registry::get_instance()->is_registered( 'eventsmith/group-events' ) );
		$this->assertSame( '', trim( $this->render( 'group-events', array( 'groupId' => 1 ) ) ) );
	}
}
