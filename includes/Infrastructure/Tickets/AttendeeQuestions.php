<?php
/**
 * The extra questions whose answers an attendee export carries.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventMeta;

defined( 'ABSPATH' ) || exit;

/**
 * An event's `attendee_fields` (an occurrence that has none asks its series'), or, for
 * an export of every event, the union of the questions of the events that have
 * attendees, keyed by the question's machine name, in first-seen order (events in the
 * order of their first attendee, questions in each event's order); a name two events
 * share is one column titled with the label seen first.
 */
final class AttendeeQuestions {

	private const CHUNK = 500;

	/**
	 * The questions for an export.
	 *
	 * @param int $event_id Event id, 0 for every event.
	 * @return array<string, string> Label by name, in column order.
	 */
	public function for_export( int $event_id ): array {
		$events    = $event_id > 0 ? array( $event_id ) : $this->events_with_attendees();
		$questions = array();
		foreach ( array_chunk( $events, self::CHUNK ) as $chunk ) {
			$fields = $this->fields_of( $chunk );
			foreach ( $chunk as $id ) {
				foreach ( $fields[ $id ] ?? array() as $field ) {
					if ( is_array( $field ) && isset( $field['name'], $field['label'] ) && ! isset( $questions[ (string) $field['name'] ] ) ) {
						$questions[ (string) $field['name'] ] = (string) $field['label'];
					}
				}
			}
		}
		return $questions;
	}

	/**
	 * Events that have attendees, in the order of their first attendee.
	 *
	 * @return list<int>
	 */
	private function events_with_attendees(): array {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT event_id FROM {$table} WHERE status <> %s GROUP BY event_id ORDER BY MIN(id)", 'deleted' ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * The attendee fields of some events (an occurrence without its own: its series').
	 *
	 * @param list<int> $ids Event ids.
	 * @return array<int, list<mixed>>
	 */
	private function fields_of( array $ids ): array {
		global $wpdb;
		$in      = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$key     = EventMeta::key( 'attendee_fields' );
		$parents = array();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- $in is a list of %d placeholders.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_parent FROM {$wpdb->posts} WHERE ID IN ({$in})", ...$ids ) ) as $row ) {
			$parents[ (int) $row->ID ] = (int) $row->post_parent;
		}
		$all    = array_values( array_unique( array_merge( $ids, array_filter( array_values( $parents ) ) ) ) );
		$all_in = implode( ',', array_fill( 0, count( $all ), '%d' ) );
		$stored = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN ({$all_in})", $key, ...$all ) ) as $row ) {
			$value = maybe_unserialize( (string) $row->meta_value );
			if ( is_array( $value ) && array() !== $value ) {
				$stored[ (int) $row->post_id ] = array_values( $value );
			}
		}
		// phpcs:enable
		$fields = array();
		foreach ( $ids as $id ) {
			$fields[ $id ] = $stored[ $id ] ?? $stored[ $parents[ $id ] ?? 0 ] ?? array();
		}
		return $fields;
	}
}
