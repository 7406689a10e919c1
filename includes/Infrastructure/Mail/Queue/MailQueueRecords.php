<?php
/**
 * What the mail queue keeps about people, and for how long.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail\Queue;

use Eventsmith\Domain\Mail\QueueRules;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * The queue's rows as personal data: a sent message's text (claim links,
 * ticket codes, invoice links) and its button's address are emptied after
 * a while, finished rows are deleted later, and the rows of one address are
 * exported or deleted on a privacy request. Each write is bounded (LIMIT),
 * so a large backlog is worked off over several runs. Addresses are matched
 * in any letter case.
 */
final class MailQueueRecords {

	/**
	 * Empties the text of sent messages sent before a moment (oldest first).
	 *
	 * @param string $before UTC `Y-m-d H:i:s`.
	 * @param int    $limit  Rows at most.
	 * @return int Rows emptied.
	 */
	public function forget_bodies( string $before, int $limit ): int {
		global $wpdb;
		$table = Tables::mail_queue();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$rows = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET body = '', context = NULL WHERE state = %s AND sent_at < %s AND (body <> '' OR context IS NOT NULL) ORDER BY id LIMIT %d", QueueRules::SENT, $before, $limit ) );
		return (int) $rows;
	}

	/**
	 * Deletes sent and failed messages that finished before a moment (oldest first);
	 * messages still queued or being sent stay.
	 *
	 * @param string $before UTC `Y-m-d H:i:s`.
	 * @param int    $limit  Rows at most.
	 * @return int Rows deleted.
	 */
	public function delete_finished( string $before, int $limit ): int {
		global $wpdb;
		$table = Tables::mail_queue();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$rows = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE state IN (%s, %s) AND COALESCE(sent_at, created_at) < %s ORDER BY id LIMIT %d", QueueRules::SENT, QueueRules::FAILED, $before, $limit ) );
		return (int) $rows;
	}

	/**
	 * A page of the messages to an address, in id order.
	 *
	 * @param string $email  Address.
	 * @param int    $limit  Rows per page.
	 * @param int    $offset Rows to skip.
	 * @return list<array{id: int, subject: string, body: string, kind: string, event_id: int, state: string, created_at: string, sent_at: string|null}>
	 */
	public function for_recipient( string $email, int $limit, int $offset ): array {
		global $wpdb;
		$table = Tables::mail_queue();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, subject, body, kind, event_id, state, created_at, sent_at FROM {$table} WHERE LOWER(recipient) = %s ORDER BY id LIMIT %d OFFSET %d", self::normal( $email ), $limit, $offset ), ARRAY_A );
		$found = array();
		foreach ( $rows as $row ) {
			$found[] = array(
				'id'         => (int) $row['id'],
				'subject'    => (string) $row['subject'],
				'body'       => (string) $row['body'],
				'kind'       => (string) $row['kind'],
				'event_id'   => (int) $row['event_id'],
				'state'      => (string) $row['state'],
				'created_at' => (string) $row['created_at'],
				'sent_at'    => null === $row['sent_at'] ? null : (string) $row['sent_at'],
			);
		}
		return $found;
	}

	/**
	 * Deletes messages to an address, queued or not (a message being sent
	 * right now loses its row; its worker's claim then fails quietly).
	 *
	 * @param string $email Address.
	 * @param int    $limit Rows at most.
	 * @return int Rows deleted.
	 */
	public function delete_for_recipient( string $email, int $limit ): int {
		global $wpdb;
		$table = Tables::mail_queue();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE LOWER(recipient) = %s ORDER BY id LIMIT %d", self::normal( $email ), $limit ) );
	}

	/**
	 * An address as matched: trimmed, lowercase.
	 *
	 * @param string $email Address.
	 */
	private static function normal( string $email ): string {
		return strtolower( trim( $email ) );
	}
}
