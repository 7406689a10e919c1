<?php
/**
 * The markup of the community event list: items and one event's details.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\Widget\Excerpt;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * The server render and the list action both print through here, so a
 * refetched list is the same markup as the first one. Buttons carry
 * `data-eventsmith-action` (the list handles clicks by delegation, since
 * markup fetched later has no directives). Every value is escaped here.
 */
final class GroupEventMarkup {

	/**
	 * Constructor.
	 *
	 * @param EventReader $reader Reads events.
	 */
	public function __construct( private EventReader $reader ) {}

	/**
	 * The list's items, or its empty message.
	 *
	 * @param list<int> $ids      Events.
	 * @param int       $group_id The group the list is shown in.
	 * @param bool      $assign   True: the user's own events, each with an assign button.
	 * @param callable  $group_of Event id => its group id.
	 */
	public function items( array $ids, int $group_id, bool $assign, callable $group_of ): string {
		if ( array() === $ids ) {
			$empty = $assign ? __( 'You have no events to assign yet.', 'eventsmith' ) : __( 'This group has no events yet.', 'eventsmith' );
			return '<li class="eventsmith-group-events__empty">' . esc_html( $empty ) . '</li>';
		}
		$html = '';
		foreach ( $ids as $id ) {
			$html .= $this->item( $id, $group_id, $assign, (int) $group_of( $id ) );
		}
		return $html;
	}

	/**
	 * One event's details (COM-05): place, summary and a link to its page (the item shows the date).
	 *
	 * @param int $event_id Event id.
	 */
	public function details( int $event_id ): string {
		$fields  = $this->reader->fields( $event_id );
		$place   = is_array( $fields['location'] ) ? (string) ( $fields['location']['address']['address'] ?? '' ) : '';
		$summary = html_entity_decode( Excerpt::words( strip_shortcodes( (string) $fields['description'] ), 40 ), ENT_QUOTES, 'UTF-8' );
		$html    = '<div class="eventsmith-group-events__details-body">';
		if ( '' !== $place ) {
			$html .= '<p class="eventsmith-group-events__where">' . esc_html( $place ) . '</p>';
		}
		if ( '' !== $summary ) {
			$html .= '<p class="eventsmith-group-events__summary">' . esc_html( $summary ) . '</p>';
		}
		if ( 'publish' === $fields['post_status'] ) {
			$html .= '<p><a href="' . esc_url( (string) get_permalink( $event_id ) ) . '">' . esc_html__( 'View event', 'eventsmith' ) . '</a></p>';
		}
		return $html . '</div>';
	}

	/**
	 * One `<li>`.
	 *
	 * @param int  $id       Event id.
	 * @param int  $group_id The list's group.
	 * @param bool $assign   Whether to offer assignment.
	 * @param int  $in_group The event's group.
	 */
	private function item( int $id, int $group_id, bool $assign, int $in_group ): string {
		try {
			$fields = $this->reader->fields( $id );
		} catch ( DomainError ) {
			return '';
		}
		$title = '' !== $fields['title'] ? (string) $fields['title'] : __( '(no title)', 'eventsmith' );
		$draft = 'publish' !== $fields['post_status'];
		$html  = '<li class="eventsmith-group-events__item" data-event-id="' . esc_attr( (string) $id ) . '">';
		$html .= '<h3 class="eventsmith-group-events__title">';
		$html .= $draft ? esc_html( $title ) : '<a href="' . esc_url( (string) get_permalink( $id ) ) . '">' . esc_html( $title ) . '</a>';
		if ( $draft ) {
			$html .= ' <span class="eventsmith-group-events__badge">' . esc_html__( 'Draft', 'eventsmith' ) . '</span>';
		}
		$html .= '</h3><p class="eventsmith-group-events__date">' . esc_html( $this->when( $id ) ) . '</p>';
		if ( $assign ) {
			$html .= $in_group === $group_id
				? '<p class="eventsmith-group-events__assigned">' . esc_html__( 'In this group', 'eventsmith' ) . '</p>'
				/* translators: %s: event title. */
				: '<button type="button" class="wp-element-button eventsmith-group-events__assign" data-eventsmith-action="assign" data-event-id="' . esc_attr( (string) $id ) . '" aria-label="' . esc_attr( sprintf( __( 'Assign “%s” to this group', 'eventsmith' ), $title ) ) . '">' . esc_html__( 'Assign to this group', 'eventsmith' ) . '</button>';
		} else {
			$details = 'eventsmith-group-event-' . $id . '-details';
			$html   .= '<button type="button" class="eventsmith-group-events__toggle" data-eventsmith-action="details" data-event-id="' . esc_attr( (string) $id ) . '" aria-expanded="false" aria-controls="' . esc_attr( $details ) . '">' . esc_html__( 'Details', 'eventsmith' ) . '</button>';
			$html   .= '<div class="eventsmith-group-events__details" id="' . esc_attr( $details ) . '" hidden></div>';
		}
		return $html . '</li>';
	}

	/**
	 * The event's start in its own timezone, as the site writes dates.
	 *
	 * @param int $id Event id.
	 */
	private function when( int $id ): string {
		try {
			$span = $this->reader->span( $id );
		} catch ( DomainError ) {
			$span = null;
		}
		if ( null === $span ) {
			return __( 'Date to be announced', 'eventsmith' );
		}
		$zone = new \DateTimeZone( $span['timezone'] );
		return (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $span['start_utc']->getTimestamp(), $zone ) . ' (' . $span['timezone'] . ')';
	}
}
