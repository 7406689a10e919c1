<?php
/**
 * View model of the front-end attendee list (and the vendor mount).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Tickets;

use Eventsmith\Infrastructure\Access\AttendeeScopes;
use Eventsmith\Infrastructure\Tickets\ScopedAttendees;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the list's own query arguments (event, search, page) and the current
 * user's scope: visitors get a log-in link, users without access a message,
 * staff and vendors the attendees of the events they may see. The answer
 * differs per user, so the page is sent with no-cache headers (page caches
 * also skip signed-in users).
 */
final class AttendeeListView {

	public const ARG_EVENT  = 'attendee_event';
	public const ARG_SEARCH = 'attendee_search';
	public const ARG_PAGE   = 'attendee_page';

	/** Most rows per page. */
	public const MOST_PER_PAGE = 50;

	/**
	 * Constructor.
	 *
	 * @param string                                   $state     'visitor', 'denied' or 'list'.
	 * @param string                                   $page_url  The page's address (without the list's arguments).
	 * @param list<array{id: int, title: string}>      $events    Events the user may pick.
	 * @param int                                      $event_id  Picked event (0: all).
	 * @param string                                   $search    Search text.
	 * @param list<array<string, mixed>>               $rows      Attendees of this page.
	 * @param int                                      $total     All matches.
	 * @param int                                      $paged     Page from 1.
	 * @param int                                      $pages     Number of pages.
	 */
	private function __construct(
		public readonly string $state,
		public readonly string $page_url,
		public readonly array $events = array(),
		public readonly int $event_id = 0,
		public readonly string $search = '',
		public readonly array $rows = array(),
		public readonly int $total = 0,
		public readonly int $paged = 1,
		public readonly int $pages = 1
	) {}

	/**
	 * Builds the view for the current request.
	 *
	 * @param array<string, mixed> $attributes Block attributes (perPage).
	 * @param AttendeeScopes       $scopes     Whose attendees the user may see.
	 * @param ScopedAttendees      $attendees  Attendees within a scope.
	 */
	public static function current( array $attributes, AttendeeScopes $scopes, ScopedAttendees $attendees ): self {
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		$page_url = self::page_url();
		if ( ! is_user_logged_in() ) {
			return new self( 'visitor', $page_url );
		}
		$scope = $scopes->current();
		if ( ! $scope->allows_any() ) {
			return new self( 'denied', $page_url );
		}
		$events = $attendees->events( $scope );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only list filter.
		$event_id = absint( wp_unslash( $_GET[ self::ARG_EVENT ] ?? 0 ) );
		$search   = isset( $_GET[ self::ARG_SEARCH ] ) && is_string( $_GET[ self::ARG_SEARCH ] ) ? trim( sanitize_text_field( wp_unslash( $_GET[ self::ARG_SEARCH ] ) ) ) : '';
		$paged    = max( 1, absint( wp_unslash( $_GET[ self::ARG_PAGE ] ?? 1 ) ) );
		// phpcs:enable
		if ( $event_id > 0 && ! $scope->covers( AttendeeScopes::event_author( $event_id ) ) ) {
			$event_id = 0; // Another author's event: the user's own list instead.
		}
		$per_page = min( self::MOST_PER_PAGE, max( 1, (int) ( $attributes['perPage'] ?? 20 ) ) );
		$found    = $attendees->search( $scope, $event_id, $search, $paged, $per_page );
		$pages    = max( 1, (int) ceil( $found['total'] / $per_page ) );
		return new self( 'list', $page_url, $events, $event_id, $search, $found['items'], $found['total'], min( $paged, $pages ), $pages );
	}

	/**
	 * The log-in address that comes back to this page.
	 */
	public function login_url(): string {
		return wp_login_url( $this->page_url );
	}

	/**
	 * The address of another page of the list, keeping event and search.
	 *
	 * @param int $paged Page from 1.
	 */
	public function page_link( int $paged ): string {
		return add_query_arg(
			array_filter(
				array(
					self::ARG_EVENT  => $this->event_id ?: null,
					self::ARG_SEARCH => '' !== $this->search ? rawurlencode( $this->search ) : null,
					self::ARG_PAGE   => $paged > 1 ? $paged : null,
				)
			),
			$this->page_url
		);
	}

	/**
	 * Query arguments the page's address already carries (plain permalinks),
	 * which the GET form repeats as hidden fields.
	 *
	 * @return array<string, string>
	 */
	public function hidden_fields(): array {
		$query = (string) wp_parse_url( $this->page_url, PHP_URL_QUERY );
		parse_str( $query, $fields );
		return array_map( 'strval', array_filter( $fields, 'is_scalar' ) );
	}

	/**
	 * "Checked in at …" in the site's date and time format, or "Not checked in".
	 *
	 * @param array<string, mixed> $row An attendee row.
	 */
	public static function checkin_label( array $row ): string {
		if ( empty( $row['checked_in_at'] ) ) {
			return __( 'Not checked in', 'eventsmith' );
		}
		$at = strtotime( $row['checked_in_at'] . ' UTC' );
		/* translators: %s: date and time of the check-in. */
		return sprintf( __( 'Checked in at %s', 'eventsmith' ), (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), false === $at ? null : $at ) );
	}

	/**
	 * The address of the page showing the list, without the list's arguments.
	 */
	private static function page_url(): string {
		$url = is_singular() ? (string) get_permalink() : '';
		if ( '' === $url ) {
			$url = home_url( '/' );
		}
		return remove_query_arg( array( self::ARG_EVENT, self::ARG_SEARCH, self::ARG_PAGE ), $url );
	}
}
