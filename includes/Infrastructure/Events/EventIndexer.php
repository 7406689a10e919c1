<?php
/**
 * Keeps the event index in step with event posts.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Re-reads an event's stored dates into its index row on every save, trash,
 * restore and delete — whoever makes the change (REST, WP-CLI, another plugin).
 */
final class EventIndexer {

	/**
	 * Constructor.
	 *
	 * @param EventIndex  $index  The index table.
	 * @param EventReader $reader Reads stored events.
	 */
	public function __construct(
		private EventIndex $index,
		private EventReader $reader
	) {}

	/**
	 * Hooks into the post life cycle.
	 */
	public function register_hooks(): void {
		add_action( 'save_post_' . PostTypes::EVENT, array( $this, 'reindex' ), 20 );
		add_action( 'untrashed_post', array( $this, 'reindex' ) );
		add_action( 'trashed_post', array( $this, 'forget' ) );
		add_action( 'deleted_post', array( $this, 'forget' ) );
	}

	/**
	 * Writes the index row of an event from what is stored; removes it when the
	 * event is gone, trashed, or has no valid dates yet.
	 *
	 * @param int $post_id Post id.
	 */
	public function reindex( int $post_id ): void {
		$post = get_post( $post_id );
		if ( ! $post || PostTypes::EVENT !== $post->post_type || in_array( $post->post_status, array( 'trash', 'auto-draft', 'inherit' ), true ) ) {
			$this->index->remove( $post_id );
			return;
		}
		try {
			$span = $this->reader->span( $post_id );
		} catch ( DomainError ) {
			$this->index->remove( $post_id );
			return;
		}
		if ( null === $span ) {
			$this->index->remove( $post_id );
			return;
		}
		$this->index->put(
			$post_id,
			(int) $post->post_parent,
			$span['start_utc'],
			$span['end_utc'],
			$span['timezone'],
			'publish' !== $post->post_status && 'future' !== $post->post_status && 'private' !== $post->post_status,
			(string) $post->post_title,
			0 === (int) $post->post_parent && is_array( get_post_meta( $post_id, EventMeta::key( 'recurrence' ), true ) )
		);
	}

	/**
	 * Removes the row of a trashed or deleted event.
	 *
	 * @param int $post_id Post id.
	 */
	public function forget( int $post_id ): void {
		if ( PostTypes::EVENT === get_post_type( $post_id ) || false === get_post_type( $post_id ) ) {
			$this->index->remove( $post_id );
		}
	}
}
