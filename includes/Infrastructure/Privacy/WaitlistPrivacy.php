<?php
/**
 * Waitlists in Tools → Export / Erase Personal Data.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Privacy;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Privacy\Anonymiser;
use Eventsmith\Domain\Waitlist\WaitlistState;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Waitlist\WaitlistService;

defined( 'ABSPATH' ) || exit;

/**
 * Exports the waitlist entries of an address and, on erasure, takes every
 * entry still waiting (or holding an offered seat) off its list through the
 * waitlist service, as staff removing it would (an offered seat passes to
 * the next in line), then anonymises every entry of the address: the row
 * stays, without name or address, so the list's history stays right. The
 * claim link's token is stored only as a hash and is not exported.
 */
final class WaitlistPrivacy {

	use RegistersPersonalDataTools;

	public const GROUP = 'eventsmith-waitlist';

	private const ACTIVE = array( 'waiting', 'offered' );

	/**
	 * Constructor.
	 *
	 * @param WaitlistService   $waitlist Takes entries off their lists.
	 * @param PersonalDataStore $store    Page size of privacy requests.
	 */
	public function __construct( private WaitlistService $waitlist, private PersonalDataStore $store ) {}

	/**
	 * One page of the entries of an address.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page ): array {
		$size  = $this->store->page_size();
		$rows  = self::rows( $email, $size, max( 0, $page - 1 ) * $size );
		$items = array();
		foreach ( $rows as $row ) {
			$items[] = array(
				'group_id'          => self::GROUP,
				'group_label'       => self::label(),
				'group_description' => __( 'Places on event waitlists asked for with this email address.', 'eventsmith' ),
				'item_id'           => self::GROUP . '-' . (int) $row['id'],
				'data'              => array(
					array(
						'name'  => __( 'Event', 'eventsmith' ),
						'value' => (string) get_post_field( 'post_title', (int) $row['event_id'], 'raw' ),
					),
					array(
						'name'  => __( 'Name', 'eventsmith' ),
						'value' => (string) $row['name'],
					),
					array(
						'name'  => __( 'Email', 'eventsmith' ),
						'value' => (string) $row['email'],
					),
					array(
						'name'  => __( 'Status', 'eventsmith' ),
						'value' => (string) $row['state'],
					),
					array(
						'name'  => __( 'Joined at (UTC)', 'eventsmith' ),
						'value' => (string) $row['created_at'],
					),
				),
			);
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < $size,
		);
	}

	/**
	 * Takes the next page of entries off their lists and anonymises them.
	 *
	 * @param string $email Address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( string $email ): array {
		global $wpdb;
		$size    = $this->store->page_size();
		$rows    = self::rows( $email, $size, 0 );
		$table   = Tables::waitlist();
		$removed = 0;
		$failed  = 0;
		foreach ( $rows as $row ) {
			if ( in_array( (string) $row['state'], self::ACTIVE, true ) ) {
				try {
					$this->waitlist->remove( (int) $row['event_id'], (int) $row['id'] );
				} catch ( DomainError $ended ) {
					unset( $ended ); // It ended meanwhile (claimed, expired): anonymised below all the same.
				}
			}
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
			$done = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET name = %s, email = %s, updated_at = %s WHERE id = %d AND state NOT IN (%s, %s)", __( 'Deleted user', 'eventsmith' ), Anonymiser::EMAIL, gmdate( 'Y-m-d H:i:s' ), (int) $row['id'], WaitlistState::Waiting->value, WaitlistState::Offered->value ) );
			if ( 1 === $done ) {
				++$removed;
			} else {
				++$failed;
			}
		}
		$messages = array();
		if ( $removed > 0 ) {
			/* translators: %d: number of waitlist entries. */
			$messages[] = sprintf( _n( 'Waitlists: %d entry was taken off its list and anonymised.', 'Waitlists: %d entries were taken off their lists and anonymised.', $removed, 'eventsmith' ), $removed );
		}
		if ( $failed > 0 ) {
			/* translators: %d: number of waitlist entries. */
			$messages[] = sprintf( _n( 'Waitlists: %d entry could not be anonymised; try again.', 'Waitlists: %d entries could not be anonymised; try again.', $failed, 'eventsmith' ), $failed );
		}
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => $failed > 0,
			'messages'       => $messages,
			// An entry that could not be rewritten still holds the address: stop rather than find it again forever.
			'done'           => count( $rows ) < $size || $failed > 0,
		);
	}

	/**
	 * Entries of an address (any letter case), in id order.
	 *
	 * @param string $email  Address.
	 * @param int    $limit  Rows.
	 * @param int    $offset Rows to skip.
	 * @return list<array<string, mixed>>
	 */
	private static function rows( string $email, int $limit, int $offset ): array {
		global $wpdb;
		$table = Tables::waitlist();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, event_id, name, email, state, created_at FROM {$table} WHERE LOWER(email) = %s ORDER BY id LIMIT %d OFFSET %d", strtolower( trim( $email ) ), $limit, $offset ), ARRAY_A );
		return $rows ?: array();
	}

	/**
	 * The group's heading and the tools' name.
	 */
	private static function label(): string {
		return __( 'Event waitlists', 'eventsmith' );
	}
}
