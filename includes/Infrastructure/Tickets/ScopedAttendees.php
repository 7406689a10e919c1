<?php
/**
 * Attendee lists limited to the events a user may see (front-end list, vendor mount).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\Access\AttendeeScope;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Reads attendees with only what an organizer needs at the door: name,
 * e-mail address, ticket type, event and check-in. A vendor's scope adds the
 * condition "the event's author (the series' author for an occurrence) is the
 * vendor" to the query itself, so no other vendor's row is ever read.
 */
final class ScopedAttendees {

	/** Most events offered in the event picker. */
	public const MOST_EVENTS = 200;

	/**
	 * A page of attendees, newest first.
	 *
	 * @param AttendeeScope $scope    Whose events.
	 * @param int           $event_id Only this event (0 for all in scope).
	 * @param string        $search   Text the name or e-mail address contains.
	 * @param int           $paged    Page from 1.
	 * @param int           $per_page Rows per page.
	 * @return array{items: list<array{id: int, name: string, email: string, ticket_type: string, event_id: int, event_title: string, status: string, checked_in: bool, checked_in_at: ?string}>, total: int}
	 */
	public function search( AttendeeScope $scope, int $event_id, string $search, int $paged, int $per_page ): array {
		global $wpdb;
		if ( ! $scope->allows_any() ) {
			return array(
				'items' => array(),
				'total' => 0,
			);
		}
		list( $where, $params ) = $this->scope_condition( $scope );
		if ( $event_id > 0 ) {
			$where[]  = 'a.event_id = %d';
			$params[] = $event_id;
		}
		if ( '' !== $search ) {
			$like     = '%' . $wpdb->esc_like( $search ) . '%';
			$where[]  = '( a.name LIKE %s OR a.email LIKE %s )';
			$params[] = $like;
			$params[] = $like;
		}
		$from  = $this->from();
		$where = implode( ' AND ', $where );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names; placeholders only in $where.
		$total = (int) $wpdb->get_var( $params ? $wpdb->prepare( "SELECT COUNT(*) FROM {$from} WHERE {$where}", $params ) : "SELECT COUNT(*) FROM {$from} WHERE {$where}" ); // prepared-parts: placeholders only in $where.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT a.id, a.name, a.email, a.ticket_type, a.event_id, a.status, a.checked_in_at, p.post_title AS event_title FROM {$from} WHERE {$where} ORDER BY a.id DESC LIMIT %d OFFSET %d", array_merge( $params, array( $per_page, max( 0, $paged - 1 ) * $per_page ) ) ) );
		// phpcs:enable
		return array(
			'items' => array_map( array( $this, 'present' ), $rows ?: array() ),
			'total' => $total,
		);
	}

	/**
	 * The events in scope that have attendees, by title (the event picker).
	 *
	 * @param AttendeeScope $scope Whose events.
	 * @return list<array{id: int, title: string}>
	 */
	public function events( AttendeeScope $scope ): array {
		global $wpdb;
		if ( ! $scope->allows_any() ) {
			return array();
		}
		list( $where, $params ) = $this->scope_condition( $scope );
		$from                   = $this->from();
		$where                  = implode( ' AND ', $where );
		$params[]               = self::MOST_EVENTS;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table names; placeholders only in $where.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT DISTINCT a.event_id, p.post_title FROM {$from} WHERE {$where} ORDER BY p.post_title, a.event_id LIMIT %d", $params ) );
		return array_map(
			static fn( object $row ): array => array(
				'id'    => (int) $row->event_id,
				'title' => (string) $row->post_title,
			),
			$rows ?: array()
		);
	}

	/**
	 * Attendees joined with their event and, for an occurrence, its series.
	 */
	private function from(): string {
		global $wpdb;
		return Tables::attendees() . " a LEFT JOIN {$wpdb->posts} p ON p.ID = a.event_id LEFT JOIN {$wpdb->posts} s ON s.ID = p.post_parent";
	}

	/**
	 * The scope as SQL conditions and their values.
	 *
	 * @param AttendeeScope $scope Whose events.
	 * @return array{0: list<string>, 1: list<int|string>}
	 */
	private function scope_condition( AttendeeScope $scope ): array {
		$where  = array( "a.status <> 'deleted'" );
		$params = array();
		if ( $scope->is_vendor_only() ) {
			$where[]  = 'p.ID IS NOT NULL AND COALESCE( s.post_author, p.post_author ) = %d';
			$params[] = $scope->author_id;
		}
		return array( $where, $params );
	}

	/**
	 * One row as the list shows it.
	 *
	 * @param object $row Database row.
	 * @return array{id: int, name: string, email: string, ticket_type: string, event_id: int, event_title: string, status: string, checked_in: bool, checked_in_at: ?string}
	 */
	private function present( object $row ): array {
		return array(
			'id'            => (int) $row->id,
			'name'          => (string) $row->name,
			'email'         => (string) $row->email,
			'ticket_type'   => (string) $row->ticket_type,
			'event_id'      => (int) $row->event_id,
			'event_title'   => (string) $row->event_title,
			'status'        => (string) $row->status,
			'checked_in'    => null !== $row->checked_in_at,
			'checked_in_at' => null === $row->checked_in_at ? null : (string) $row->checked_in_at,
		);
	}
}
