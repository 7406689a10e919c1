<?php
/**
 * Writes imported records of one object type.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * One per object type (event, speaker, schedule, attendee …). It writes through the plugin's own
 * repositories, with the validation staff's edits get, and only for the record's type: the
 * origin map, the transaction and the report belong to RecordWriter.
 */
interface ObjectWriter {

	/**
	 * The object type it writes, as the origin map stores it (event, speaker, schedule …).
	 */
	public function type(): string;

	/**
	 * Whether the object an origin names still exists (a deleted one is created again).
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool;

	/**
	 * Creates the object.
	 *
	 * @param array<string, mixed> $fields The record's fields, links resolved to this site's ids.
	 * @param ImportRecord         $record The record.
	 * @param ImportLinks          $links  This run's links to other imported objects.
	 * @return int The new object's id.
	 * @throws DomainError Naming the field at fault; nothing is written then.
	 */
	public function create( array $fields, ImportRecord $record, ImportLinks $links ): int;

	/**
	 * Updates the object a record became.
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields The record's fields, links resolved.
	 * @param ImportRecord         $record The record.
	 * @param ImportLinks          $links  This run's links.
	 * @throws DomainError Naming the field at fault; nothing is written then.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void;

	/**
	 * Deletes an object the run created ("Remove what this import created").
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void;
}
