<?php
/**
 * The plugin's entries in Tools → Erase Personal Data.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Privacy;

use Eventsmith\Domain\Privacy\Anonymiser;
use Eventsmith\Domain\Privacy\PersonalRecord;

defined( 'ABSPATH' ) || exit;

/**
 * One eraser per kind of record. Records are anonymised in place (see
 * Domain\Privacy\Anonymiser), so seat counts, revenue and check-in history
 * stay right. Anonymised records no longer hold the address, so each page
 * takes the next records still holding it; orders awaiting payment keep
 * their data and are reported as retained. Running it again finds nothing.
 */
final class PersonalDataErasers {

	/**
	 * Constructor.
	 *
	 * @param PersonalDataStore $store Finds and rewrites the records.
	 */
	public function __construct( private PersonalDataStore $store ) {}

	/**
	 * Adds the erasers to WordPress's list.
	 */
	public function register_hooks(): void {
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add' ) );
	}

	/**
	 * The erasers, keyed by group id.
	 *
	 * @param array<string, array<string, mixed>> $erasers Erasers registered so far.
	 * @return array<string, array<string, mixed>>
	 */
	public function add( array $erasers ): array {
		foreach ( PersonalRecord::cases() as $kind ) {
			$erasers[ $kind->group_id() ] = array(
				'eraser_friendly_name' => $kind->group_label(),
				'callback'             => fn( $email, $page = 1 ): array => $this->erase( $kind, (string) $email ),
			);
		}
		return $erasers;
	}

	/**
	 * Anonymises the next page of one kind of record.
	 *
	 * @param PersonalRecord $kind  The kind of record.
	 * @param string         $email Address to erase.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( PersonalRecord $kind, string $email ): array {
		$size       = $this->store->page_size();
		$rows       = $this->store->erasable( $kind, $email, $size );
		$anonymiser = new Anonymiser( __( 'Deleted user', 'eventsmith' ) );
		$removed    = 0;
		$failed     = array();
		foreach ( $rows as $row ) {
			$id = (int) $row['id'];
			if ( $this->store->rewrite( $kind, $id, $anonymiser->changes( $kind, $row ) ) ) {
				++$removed;
				/**
				 * Fires after a record's personal data was replaced on an erasure request.
				 *
				 * @param string $kind  bookings, attendees, rsvps or invitations.
				 * @param int    $id    The record's id in its table.
				 * @param string $email The address erased.
				 */
				do_action( 'eventsmith_personal_data_anonymised', $kind->value, $id, $email );
			} else {
				$failed[] = $id;
			}
		}
		// A record that could not be rewritten still holds the address: stop rather than find it again forever.
		$done     = count( $rows ) < $size || array() !== $failed;
		$retained = $done ? $this->store->retained_ids( $kind, $email ) : array();
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => array() !== $retained || array() !== $failed,
			'messages'       => ErasureMessages::of( $kind, $removed, $retained, $failed ),
			'done'           => $done,
		);
	}
}
