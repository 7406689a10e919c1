<?php
/**
 * The plugin's entries in Tools → Export Personal Data.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Privacy;

use Eventsmith\Domain\Privacy\ExportFields;
use Eventsmith\Domain\Privacy\PersonalRecord;

defined( 'ABSPATH' ) || exit;

/**
 * One exporter per kind of record (bookings, tickets, RSVPs, invitations),
 * each paged: WordPress asks for page 1, 2, … until `done`.
 */
final class PersonalDataExporters {

	/**
	 * Constructor.
	 *
	 * @param PersonalDataStore $store Finds the records.
	 */
	public function __construct( private PersonalDataStore $store ) {}

	/**
	 * Adds the exporters to WordPress's list.
	 */
	public function register_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add' ) );
	}

	/**
	 * The exporters, keyed by group id.
	 *
	 * @param array<string, array<string, mixed>> $exporters Exporters registered so far.
	 * @return array<string, array<string, mixed>>
	 */
	public function add( array $exporters ): array {
		foreach ( PersonalRecord::cases() as $kind ) {
			$exporters[ $kind->group_id() ] = array(
				'exporter_friendly_name' => $kind->group_label(),
				'callback'               => fn( $email, $page = 1 ): array => $this->export( $kind, (string) $email, (int) $page ),
			);
		}
		return $exporters;
	}

	/**
	 * One page of one kind of record.
	 *
	 * @param PersonalRecord $kind  The kind of record.
	 * @param string         $email Address asked about.
	 * @param int            $page  Page from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( PersonalRecord $kind, string $email, int $page ): array {
		$size  = $this->store->page_size();
		$rows  = $this->store->page( $kind, $email, $size, max( 0, $page - 1 ) * $size );
		$scans = PersonalRecord::Attendee === $kind ? $this->store->scans( array_map( static fn( array $row ): int => (int) $row['id'], $rows ) ) : array();
		$items = array();
		foreach ( $rows as $row ) {
			$items[] = array(
				'group_id'          => $kind->group_id(),
				'group_label'       => $kind->group_label(),
				'group_description' => $kind->group_description(),
				'item_id'           => $kind->group_id() . '-' . (int) $row['id'],
				'data'              => ExportFields::of( $kind, $row, (string) get_post_field( 'post_title', (int) $row['event_id'], 'raw' ), $scans[ (int) $row['id'] ] ?? array() ),
			);
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < $size,
		);
	}
}
