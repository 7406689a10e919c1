<?php
/**
 * Fills a site with demo content, once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The one way demo content is made: the `eventsmith_seed_demo` action (used by
 * the development site's blueprint) and `wp eventsmith seed` both call it.
 * Seeding is idempotent: content that exists is left alone.
 */
final class DemoSeeder {

	public const DEMO_META = '_eventsmith_demo';

	/**
	 * Lets PHP callers (blueprints, scripts) seed through an action.
	 */
	public function register_hooks(): void {
		add_action( 'eventsmith_seed_demo', array( $this, 'seed' ) );
	}

	/**
	 * Creates whatever demo content is missing.
	 *
	 * @return array<string, int> Counts of what was created, by kind.
	 */
	public function seed(): array {
		$created = array( 'pages' => 0 );

		if ( null === $this->find_demo_post( 'page', 'widgets' ) ) {
			$this->create_widgets_page();
			++$created['pages'];
		}

		/**
		 * Fires after the demo content is seeded, so extensions can add theirs.
		 *
		 * @param array<string, int> $created Counts of what was created.
		 */
		do_action( 'eventsmith_demo_seeded', $created );
		return $created;
	}

	/**
	 * A published page showing the public widgets.
	 */
	private function create_widgets_page(): void {
		$launch = ( new \DateTimeImmutable( '+30 days', wp_timezone() ) )->setTime( 9, 0 );
		$offset = wp_timezone()->getOffset( $launch ) / HOUR_IN_SECONDS;

		$content = sprintf(
			"<!-- wp:paragraph -->\n<p>%s</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:eventsmith/countdown %s /-->",
			esc_html__( 'Our next conference opens in:', 'eventsmith' ),
			wp_json_encode(
				array(
					'date'   => $launch->format( 'm/d/Y H:i:s' ),
					'offset' => $offset,
				)
			)
		);

		$page_id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => __( 'Eventsmith widgets', 'eventsmith' ),
				'post_name'    => 'eventsmith-widgets',
				'post_content' => $content,
			),
			true
		);
		if ( ! is_wp_error( $page_id ) ) {
			update_post_meta( $page_id, self::DEMO_META, 'widgets' );
		}
	}

	/**
	 * A demo post by its demo key, or null.
	 *
	 * @param string $post_type Post type.
	 * @param string $key       Demo key.
	 */
	private function find_demo_post( string $post_type, string $key ): ?int {
		$ids = get_posts(
			array(
				'post_type'      => $post_type,
				'post_status'    => 'any',
				'meta_key'       => self::DEMO_META, // phpcs:ignore WordPress.DB.SlowDBQuery -- a one-off lookup while seeding.
				'meta_value'     => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
				'fields'         => 'ids',
				'posts_per_page' => 1,
			)
		);
		return $ids ? (int) $ids[0] : null;
	}
}
