<?php
/**
 * The mail queue in Tools → Export / Erase Personal Data.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Privacy;

use Eventsmith\Infrastructure\Mail\Queue\MailQueueRecords;

defined( 'ABSPATH' ) || exit;

/**
 * Exports the e-mails queued or sent to an address (with their text while
 * the queue still keeps it) and, on erasure, deletes them: a message that
 * has not gone out yet is not sent any more.
 */
final class MailQueuePrivacy {

	use RegistersPersonalDataTools;

	public const GROUP = 'eventsmith-mail-queue';

	/**
	 * Constructor.
	 *
	 * @param MailQueueRecords  $records The queue's rows.
	 * @param PersonalDataStore $store   Page size of privacy requests.
	 */
	public function __construct( private MailQueueRecords $records, private PersonalDataStore $store ) {}

	/**
	 * One page of the messages to an address.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page ): array {
		$size  = $this->store->page_size();
		$rows  = $this->records->for_recipient( $email, $size, max( 0, $page - 1 ) * $size );
		$items = array();
		foreach ( $rows as $row ) {
			$data = array(
				array(
					'name'  => __( 'Event', 'eventsmith' ),
					'value' => $row['event_id'] > 0 ? (string) get_post_field( 'post_title', $row['event_id'], 'raw' ) : '',
				),
				array(
					'name'  => __( 'Subject', 'eventsmith' ),
					'value' => $row['subject'],
				),
				array(
					'name'  => __( 'Status', 'eventsmith' ),
					'value' => $row['state'],
				),
				array(
					'name'  => __( 'Queued at (UTC)', 'eventsmith' ),
					'value' => $row['created_at'],
				),
				array(
					'name'  => __( 'Sent at (UTC)', 'eventsmith' ),
					'value' => (string) $row['sent_at'],
				),
			);
			if ( '' !== $row['body'] ) {
				$data[] = array(
					'name'  => __( 'Text', 'eventsmith' ),
					'value' => $row['body'],
				);
			}
			$items[] = array(
				'group_id'          => self::GROUP,
				'group_label'       => self::label(),
				'group_description' => __( 'E-mails about events queued for or sent to this email address.', 'eventsmith' ),
				'item_id'           => self::GROUP . '-' . $row['id'],
				'data'              => $data,
			);
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < $size,
		);
	}

	/**
	 * Deletes the next page of messages to an address.
	 *
	 * @param string $email Address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( string $email ): array {
		$size    = $this->store->page_size();
		$deleted = $this->records->delete_for_recipient( $email, $size );
		return array(
			'items_removed'  => $deleted > 0,
			'items_retained' => false,
			'messages'       => $deleted > 0
				/* translators: %d: number of e-mails. */
				? array( sprintf( _n( 'Event e-mails: %d e-mail was deleted from the mail queue.', 'Event e-mails: %d e-mails were deleted from the mail queue.', $deleted, 'eventsmith' ), $deleted ) )
				: array(),
			'done'           => $deleted < $size,
		);
	}

	/**
	 * The group's heading and the tools' name.
	 */
	private static function label(): string {
		return __( 'Event e-mails', 'eventsmith' );
	}
}
