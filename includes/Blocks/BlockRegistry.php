<?php
/**
 * Registers every built block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Each folder under build/blocks with a block.json is one block; a family of blocks may share a
 * parent folder (build/blocks/sliders/event-slider).
 */
final class BlockRegistry {

	/**
	 * Constructor.
	 *
	 * @param string $blocks_dir Absolute path of build/blocks.
	 */
	public function __construct( private string $blocks_dir ) {}

	/**
	 * Registers the blocks on `init`.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers each built block from its metadata.
	 */
	public function register_blocks(): void {
		$found = array_merge(
			glob( $this->blocks_dir . '/*/block.json' ) ?: array(),
			glob( $this->blocks_dir . '/*/*/block.json' ) ?: array()
		);
		foreach ( $found as $metadata ) {
			register_block_type( dirname( $metadata ) );
		}
	}
}
