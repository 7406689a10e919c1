<?php
/**
 * View model of the door-staff scanner block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Scanner;

use Eventsmith\Admin\ScannerPage;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Staff holding the QR-scan permission get the scanner app, the same one the
 * admin scanner page mounts (scanner/), for the block's event or with an
 * event picker. Everyone else gets a link to log in and come back: the page
 * a cache may keep for visitors holds nothing but that link. Page caches do
 * not serve logged-in users, so the staff markup (with its nonces) is never
 * shared.
 */
final class ScannerBlockView {

	/** Most events the picker offers. */
	private const PICKER_SIZE = 50;

	/**
	 * Constructor.
	 *
	 * @param bool        $staff    Whether the visitor may scan.
	 * @param bool        $signed   Whether the visitor is logged in.
	 * @param int         $event_id The block's event, or 0 to pick one.
	 * @param string      $login    Login address that comes back here.
	 * @param ScannerPage $page     The scanner app.
	 */
	private function __construct(
		public readonly bool $staff,
		public readonly bool $signed,
		public readonly int $event_id,
		public readonly string $login,
		private ScannerPage $page
	) {}

	/**
	 * Builds the view from block attributes (eventId).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param AccessPolicy         $access     Who may scan.
	 * @param ScannerPage          $page       The scanner app the admin page mounts.
	 */
	public static function from_attributes( array $attributes, AccessPolicy $access, ScannerPage $page ): self {
		$event = absint( $attributes['eventId'] ?? 0 );
		$post  = $event > 0 ? get_post( $event ) : null;
		$valid = $post instanceof \WP_Post && PostTypes::EVENT === $post->post_type && 'trash' !== $post->post_status;
		$here  = is_singular() ? (string) get_permalink() : home_url( add_query_arg( array() ) );
		return new self(
			is_user_logged_in() && $access->allows( Permission::ManageQrScan ),
			is_user_logged_in(),
			$valid ? $event : 0,
			wp_login_url( $here ),
			$page
		);
	}

	/**
	 * Enqueues the app and prints its mount (staff only).
	 */
	public function print_scanner(): void {
		$page = $this->page;
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		$page->enqueue();
		$page->mount(
			null,
			$this->event_id,
			array(
				'layout' => 'block',
				'events' => 0 === $this->event_id ? $this->events() : array(),
			)
		);
	}

	/**
	 * Events the picker offers: published events (not occurrences), newest first.
	 *
	 * @return list<array{id: int, title: string}>
	 */
	private function events(): array {
		$posts = get_posts(
			array(
				'post_type'        => PostTypes::EVENT,
				'post_status'      => 'publish',
				'post_parent'      => 0,
				'posts_per_page'   => self::PICKER_SIZE,
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => false,
			)
		);
		return array_map(
			static fn( \WP_Post $post ): array => array(
				'id'    => $post->ID,
				'title' => html_entity_decode( get_the_title( $post ), ENT_QUOTES ),
			),
			$posts
		);
	}
}
