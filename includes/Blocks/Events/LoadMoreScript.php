<?php
/**
 * Loads the events widget's script only on pages where a "Load more" button needs it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Events;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress enqueues a block's view module whenever the block renders. A widget that shows every
 * matching event has nothing that moves, so unless some widget of the page printed a "Load more"
 * button, the module (and with it the Interactivity runtime) is dequeued before modules print
 * (in the head on block themes, in the footer on classic themes).
 */
final class LoadMoreScript {

	/** The module id WordPress gives the block's viewScriptModule. */
	public const MODULE = 'eventsmith-events-view-script-module';

	/**
	 * Whether a widget of this page printed a "Load more" button.
	 *
	 * @var bool
	 */
	private bool $needed = false;

	/**
	 * Hooks the check after each render and before modules print.
	 */
	public function register_hooks(): void {
		add_filter( 'render_block_eventsmith/events', array( $this, 'note' ) );
		add_action( 'wp_head', array( $this, 'drop_when_unused' ), 1 );
		add_action( 'wp_footer', array( $this, 'drop_when_unused' ), 1 );
	}

	/**
	 * Notes whether the rendered widget holds the button.
	 *
	 * @param string $content Rendered widget.
	 */
	public function note( $content ): string {
		$content      = (string) $content;
		$this->needed = $this->needed || str_contains( $content, 'data-wp-interactive="eventsmith/events"' );
		return $content;
	}

	/**
	 * Dequeues the module when no widget needs it.
	 */
	public function drop_when_unused(): void {
		if ( ! $this->needed ) {
			wp_dequeue_script_module( self::MODULE );
		}
	}
}
