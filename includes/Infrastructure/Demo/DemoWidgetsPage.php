<?php
/**
 * The demo site's page showing every public widget.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * `/eventsmith-widgets/`: one section per widget, each a heading and the block with demo-friendly
 * settings, so a newcomer sees every widget working on the demo data. Seeding again brings an
 * older copy of the page up to date (the list of widgets grows with the plugin).
 */
final class DemoWidgetsPage {

	public const SLUG = 'eventsmith-widgets';

	/**
	 * Creates the page, or rewrites its content when it differs from today's list.
	 *
	 * @param int $page_id The page seeded before (0 when none).
	 * @param int $speaker A demo speaker for the speaker-events widget (0 when none).
	 * @return int Page id.
	 */
	public function ensure( int $page_id, int $speaker ): int {
		$content = $this->content( $speaker );
		$page    = $page_id > 0 ? get_post( $page_id ) : null;
		if ( $page instanceof \WP_Post && 'page' === $page->post_type ) {
			if ( $page->post_content !== $content ) {
				wp_update_post(
					array(
						'ID'           => $page->ID,
						'post_content' => wp_slash( $content ),
					)
				);
			}
			return $page->ID;
		}
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => __( 'Eventsmith widgets', 'eventsmith' ),
				'post_name'    => self::SLUG,
				'post_content' => wp_slash( $content ),
			)
		);
	}

	/**
	 * The page's blocks.
	 *
	 * @param int $speaker Speaker id for the speaker-events widget.
	 */
	public function content( int $speaker ): string {
		$blocks = array();
		foreach ( $this->sections( $speaker ) as list( $title, $name, $attributes ) ) {
			$blocks[] = sprintf(
				"<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">%s</h2>\n<!-- /wp:heading -->\n\n%s",
				esc_html( $title ),
				self::block( $name, $attributes )
			);
		}
		return implode( "\n\n", $blocks );
	}

	/**
	 * The markup of one self-closing Eventsmith block.
	 *
	 * @param string               $name       Block name without the namespace.
	 * @param array<string, mixed> $attributes Attributes.
	 */
	public static function block( string $name, array $attributes ): string {
		return sprintf( '<!-- wp:eventsmith/%s %s/-->', $name, array() === $attributes ? '' : wp_json_encode( $attributes ) . ' ' );
	}

	/**
	 * Every widget with a title and demo settings, in page order (also read by `npm run bench:widgets`).
	 *
	 * @param int $speaker Speaker id for the speaker-events widget.
	 * @return list<array{0: string, 1: string, 2: array<string, mixed>}>
	 */
	public function sections( int $speaker ): array {
		$launch = ( new \DateTimeImmutable( '+30 days', wp_timezone() ) )->setTime( 9, 0 );
		$offset = wp_timezone()->getOffset( $launch ) / HOUR_IN_SECONDS;

		return array(
			array( __( 'Countdown', 'eventsmith' ), 'countdown', array( 'date' => $launch->format( 'm/d/Y H:i:s' ), 'offset' => $offset ) ),
			array( __( 'Upcoming events (list)', 'eventsmith' ), 'events', array( 'layout' => 'list', 'style' => 'style-3', 'filterWithStatus' => 'upcoming', 'orderby' => 'start_date', 'order' => 'ASC', 'limit' => 4 ) ),
			array( __( 'Events (grid)', 'eventsmith' ), 'events', array( 'layout' => 'grid', 'style' => 'style-1', 'filterWithStatus' => 'upcoming', 'orderby' => 'start_date', 'order' => 'ASC', 'column' => 3, 'limit' => 6 ) ),
			array( __( 'Event slider', 'eventsmith' ), 'event-slider', array( 'filterWithStatus' => 'upcoming', 'orderby' => 'start_date', 'order' => 'ASC', 'limit' => 8 ) ),
			array( __( 'Calendar', 'eventsmith' ), 'calendar', array( 'view' => 'dayGridMonth' ) ),
			array( __( 'Event accordion', 'eventsmith' ), 'accordion', array( 'filterWithStatus' => 'upcoming', 'orderby' => 'start_date', 'order' => 'ASC', 'limit' => 5 ) ),
			array( __( 'Find an event', 'eventsmith' ), 'event-filter', array() ),
			array( __( 'Speakers', 'eventsmith' ), 'speakers', array( 'role' => 'speaker', 'limit' => 6 ) ),
			array( __( 'Speaker slider', 'eventsmith' ), 'speaker-slider', array( 'limit' => 10 ) ),
			array( __( 'Organizers', 'eventsmith' ), 'speakers', array( 'role' => 'organizer', 'limit' => 4 ) ),
			array( __( 'Schedule', 'eventsmith' ), 'schedule', array( 'view' => 'tab' ) ),
			array( __( 'Event categories', 'eventsmith' ), 'term-list', array( 'taxonomy' => 'category' ) ),
			array( __( 'Event tags', 'eventsmith' ), 'term-list', array( 'taxonomy' => 'tag' ) ),
			array( __( 'Event locations', 'eventsmith' ), 'term-list', array( 'taxonomy' => 'location' ) ),
			array( __( 'Upcoming events of a speaker', 'eventsmith' ), 'speaker-events', array( 'speakerId' => $speaker ) ),
			array( __( 'Certificates', 'eventsmith' ), 'certificates', array() ),
		);
	}
}
