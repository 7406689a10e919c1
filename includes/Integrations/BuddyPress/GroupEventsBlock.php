<?php
/**
 * The group tab's block: registered only on community sites.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

defined( 'ABSPATH' ) || exit;

/**
 * `eventsmith/group-events` (build/blocks/group-events: render.php prints the
 * list, filters and create form; view.ts moves them). BlockRegistry leaves it
 * out; the integration registers it when BuddyPress runs, so sites without
 * BuddyPress have neither the block nor its script module.
 */
final class GroupEventsBlock {

	public const NAME = 'eventsmith/group-events';

	/** Its folder under build/blocks/. */
	public const FOLDER = 'group-events';

	/**
	 * Constructor.
	 *
	 * @param string $blocks_dir Absolute path of build/blocks.
	 */
	public function __construct( private string $blocks_dir ) {}

	/**
	 * Registers the block (called during bp_init, inside init).
	 */
	public function register(): void {
		if ( is_file( $this->blocks_dir . '/' . self::FOLDER . '/block.json' ) && ! \WP_Block_Type_Registry::get_instance()->is_registered( self::NAME ) ) {
			register_block_type( $this->blocks_dir . '/' . self::FOLDER );
		}
	}

	/**
	 * The block rendered for a group (WordPress enqueues its script module and processes its directives).
	 *
	 * @param int $group_id Group id.
	 */
	public static function render_for_group( int $group_id ): string {
		return render_block(
			array(
				'blockName'    => self::NAME,
				'attrs'        => array( 'groupId' => $group_id ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
