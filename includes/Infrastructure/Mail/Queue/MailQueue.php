<?php
/**
 * The mail queue's table: adding messages, claiming them, recording outcomes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail\Queue;

use Eventsmith\Domain\Mail\QueueRules;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Every write that decides who sends a message is one conditional UPDATE, so
 * two workers (two cron runs, two web nodes) never both own the same row.
 */
final class MailQueue {

	/**
	 * Adds messages; they go out in the background. A message whose dedupe key
	 * is already in the queue is skipped (the unique key decides, so two
	 * runs racing each other add it once).
	 *
	 * @param list<array{recipient: string, subject: string, body: string, kind: string, event_id: int, context?: string, dedupe_key?: string}> $messages Messages.
	 * @param int                                                                                                                                $user_id  Who asked for them.
	 * @return list<int> The new rows' ids (none for a skipped or refused message).
	 */
	public function add( array $messages, int $user_id ): array {
		global $wpdb;
		$ids   = array();
		$now   = time();
		$table = Tables::mail_queue();
		foreach ( $messages as $message ) {
			$key = (string) ( $message['dedupe_key'] ?? '' );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
			$added = $wpdb->query(
				$wpdb->prepare(
					"INSERT INTO {$table} (recipient, subject, body, kind, event_id, created_by, state, next_attempt_at, created_at, context, dedupe_key) VALUES (%s, %s, %s, %s, %d, %d, %s, %d, %s, %s, NULLIF(%s, '')) ON DUPLICATE KEY UPDATE id = id",
					$message['recipient'],
					$message['subject'],
					$message['body'],
					$message['kind'],
					$message['event_id'],
					$user_id,
					QueueRules::QUEUED,
					$now,
					gmdate( 'Y-m-d H:i:s', $now ),
					(string) ( $message['context'] ?? '' ),
					$key
				)
			);
			if ( 1 === $added ) {
				$ids[] = (int) $wpdb->insert_id;
			}
		}
		return $ids;
	}

	/**
	 * Ids of messages a worker may claim now, oldest first.
	 *
	 * @param int $limit How many at most.
	 * @param int $now   Unix time.
	 * @return list<int>
	 */
	public function due( int $limit, int $now ): array {
		global $wpdb;
		$table = Tables::mail_queue();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE (state = %s AND next_attempt_at <= %d) OR (state = %s AND lease_until < %d) ORDER BY id LIMIT %d", QueueRules::QUEUED, $now, QueueRules::SENDING, $now, $limit ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Claims one message: succeeds for exactly one worker while the row is claimable.
	 *
	 * @param int    $id    Row id.
	 * @param string $token The worker's claim token.
	 * @param int    $now   Unix time.
	 * @return array{id: int, recipient: string, subject: string, body: string, kind: string, event_id: int, created_by: int, attempts: int, context: string}|null The claimed message.
	 */
	public function claim( int $id, string $token, int $now ): ?array {
		global $wpdb;
		$table = Tables::mail_queue();
		/**
		 * Filters how long a worker's claim on a message lasts (seconds, 1 to 3600; default 120).
		 * A message whose worker died is sent again once its lease ran out.
		 *
		 * @param int $seconds Lease length.
		 */
		$lease = (int) apply_filters( 'eventsmith_mail_queue_lease', QueueRules::LEASE_SECONDS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$claimed = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, claim_token = %s, lease_until = %d, attempts = attempts + 1 WHERE id = %d AND ((state = %s AND next_attempt_at <= %d) OR (state = %s AND lease_until < %d))", QueueRules::SENDING, $token, QueueRules::lease_until( $now, $lease ), $id, QueueRules::QUEUED, $now, QueueRules::SENDING, $now ) );
		if ( 1 !== $claimed ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, recipient, subject, body, kind, event_id, created_by, attempts, context FROM {$table} WHERE id = %d AND claim_token = %s", $id, $token ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'id'         => (int) $row['id'],
			'recipient'  => (string) $row['recipient'],
			'subject'    => (string) $row['subject'],
			'body'       => (string) $row['body'],
			'kind'       => (string) $row['kind'],
			'event_id'   => (int) $row['event_id'],
			'created_by' => (int) $row['created_by'],
			'attempts'   => (int) $row['attempts'],
			'context'    => (string) $row['context'],
		);
	}

	/**
	 * Records that a claimed message went out.
	 *
	 * @param int    $id    Row id.
	 * @param string $token The claim token.
	 * @return bool False when the claim was lost (the lease ran out and another worker took it).
	 */
	public function mark_sent( int $id, string $token ): bool {
		global $wpdb;
		return 1 === $wpdb->update(
			Tables::mail_queue(),
			array(
				'state'       => QueueRules::SENT,
				'sent_at'     => gmdate( 'Y-m-d H:i:s' ),
				'lease_until' => 0,
				'last_error'  => '',
			),
			array(
				'id'          => $id,
				'claim_token' => $token,
				'state'       => QueueRules::SENDING,
			),
			array( '%s', '%s', '%d', '%s' ),
			array( '%d', '%s', '%s' )
		);
	}

	/**
	 * Puts a claimed message back to wait until a later time, without counting
	 * the claim as an attempt (the site's hourly cap on visitor mail held it back).
	 *
	 * @param int    $id     Row id.
	 * @param string $token  The claim token.
	 * @param int    $until  Unix time it may be tried again.
	 * @param string $reason Why it waits (shown as its last error).
	 */
	public function defer( int $id, string $token, int $until, string $reason ): bool {
		global $wpdb;
		$table = Tables::mail_queue();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, next_attempt_at = %d, lease_until = 0, attempts = GREATEST( attempts - 1, 0 ), last_error = %s WHERE id = %d AND claim_token = %s AND state = %s", QueueRules::QUEUED, $until, mb_substr( $reason, 0, 191 ), $id, $token, QueueRules::SENDING ) );
	}

	/**
	 * Records a failed attempt: queued again after a backoff, or failed for good.
	 *
	 * @param int    $id       Row id.
	 * @param string $token    The claim token.
	 * @param int    $attempts Attempts made, counting this one.
	 * @param string $error    What the mail server said.
	 * @param int    $now      Unix time.
	 * @return string The new state.
	 */
	public function mark_failed( int $id, string $token, int $attempts, string $error, int $now ): string {
		global $wpdb;
		$next = QueueRules::after_failure( $attempts, $now );
		$wpdb->update(
			Tables::mail_queue(),
			array(
				'state'           => $next['state'],
				'next_attempt_at' => $next['next_attempt_at'],
				'lease_until'     => 0,
				'last_error'      => mb_substr( $error, 0, 191 ),
			),
			array(
				'id'          => $id,
				'claim_token' => $token,
				'state'       => QueueRules::SENDING,
			),
			array( '%s', '%d', '%d', '%s' ),
			array( '%d', '%s', '%s' )
		);
		return $next['state'];
	}

	/**
	 * When the next message waiting in the queue is due (a claimed row: when its lease ends).
	 *
	 * @return int|null Unix time, or null when nothing waits.
	 */
	public function next_due(): ?int {
		global $wpdb;
		$table = Tables::mail_queue();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$next = $wpdb->get_var( $wpdb->prepare( "SELECT MIN(CASE WHEN state = %s THEN next_attempt_at ELSE lease_until + 1 END) FROM {$table} WHERE state IN (%s, %s)", QueueRules::QUEUED, QueueRules::QUEUED, QueueRules::SENDING ) );
		return null === $next ? null : (int) $next;
	}

	/**
	 * Counts by state and the failed addresses, for one event or the whole queue.
	 *
	 * @param int $event_id Event id, or 0 for every message.
	 * @return array{queued: int, sending: int, sent: int, failed: int, failures: list<array{email: string, kind: string, attempts: int, error: string}>}
	 */
	public function progress( int $event_id ): array {
		global $wpdb;
		$table = Tables::mail_queue();
		$where = $event_id > 0 ? $wpdb->prepare( 'event_id = %d', $event_id ) : '1 = 1';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- prepared-parts: table name from Tables, condition prepared above.
		$rows   = (array) $wpdb->get_results( "SELECT state, COUNT(*) AS n FROM {$table} WHERE {$where} GROUP BY state", ARRAY_A );
		$counts = array(
			QueueRules::QUEUED  => 0,
			QueueRules::SENDING => 0,
			QueueRules::SENT    => 0,
			QueueRules::FAILED  => 0,
		);
		foreach ( $rows as $row ) {
			$counts[ (string) $row['state'] ] = (int) $row['n'];
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables, condition prepared above.
		$failed   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT recipient, kind, attempts, last_error FROM {$table} WHERE {$where} AND state = %s ORDER BY id DESC LIMIT 100", QueueRules::FAILED ), ARRAY_A );
		$failures = array();
		foreach ( $failed as $row ) {
			$failures[] = array(
				'email'    => (string) $row['recipient'],
				'kind'     => (string) $row['kind'],
				'attempts' => (int) $row['attempts'],
				'error'    => (string) $row['last_error'],
			);
		}
		return array(
			'queued'   => $counts[ QueueRules::QUEUED ],
			'sending'  => $counts[ QueueRules::SENDING ],
			'sent'     => $counts[ QueueRules::SENT ],
			'failed'   => $counts[ QueueRules::FAILED ],
			'failures' => $failures,
		);
	}

	/**
	 * The automatic reminders of an event and its occurrences: how many went out,
	 * when the last did, how many wait and how many failed for good.
	 *
	 * @param int    $event_id The event (a series counts its occurrences).
	 * @param string $kind     The reminders' kind in the queue.
	 * @return array{sent: int, queued: int, failed: int, last_sent_at: string|null}
	 */
	public function reminders( int $event_id, string $kind ): array {
		global $wpdb;
		$table = Tables::mail_queue();
		$index = Tables::event_index();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table names from Tables.
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT state, COUNT(*) AS n, MAX(sent_at) AS last_sent FROM {$table} WHERE kind = %s AND (event_id = %d OR event_id IN (SELECT event_id FROM {$index} WHERE parent_id = %d)) GROUP BY state", $kind, $event_id, $event_id ), ARRAY_A );
		$result = array(
			'sent'         => 0,
			'queued'       => 0,
			'failed'       => 0,
			'last_sent_at' => null,
		);
		foreach ( $rows as $row ) {
			$state = (string) $row['state'];
			if ( QueueRules::SENT === $state ) {
				$result['sent']         = (int) $row['n'];
				$result['last_sent_at'] = null === $row['last_sent'] ? null : gmdate( 'c', (int) strtotime( $row['last_sent'] . ' UTC' ) );
			} elseif ( QueueRules::FAILED === $state ) {
				$result['failed'] = (int) $row['n'];
			} else {
				$result['queued'] += (int) $row['n'];
			}
		}
		return $result;
	}
}
