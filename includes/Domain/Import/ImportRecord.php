<?php
/**
 * One object a source asks to create or update, or why it cannot.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import;

defined( 'ABSPATH' ) || exit;

/**
 * What a source row becomes: one object's input fields (for an event, as the
 * events REST route takes them, categories given by name), keyed by the
 * source's own id, with a fingerprint of its source text so that an unchanged
 * row is skipped. Links name other objects of the same source by their source
 * ids (`field => [object type, source id or ids]`); the writer puts this site's
 * ids in those fields.
 */
final class ImportRecord {

	/**
	 * Constructor.
	 *
	 * @param string               $source_id   The source's id (an iCal UID, with the occurrence for a split series).
	 * @param int                  $line        Line of the source where the row starts.
	 * @param array<string, mixed> $fields      Event input; empty when $error is set.
	 * @param list<string>         $categories  Category names.
	 * @param string               $fingerprint Hash of the source text (unchanged text: nothing to do).
	 * @param int                  $sequence    Revision the source gives (iCal SEQUENCE), 0 when none.
	 * @param string|null          $error       Why the row cannot be imported, or null.
	 * @param string|null          $note        What the report should say about an imported row, or null.
	 * @param string               $object_type What it becomes: event, speaker, schedule, attendee …
	 * @param array<string, array{0: string, 1: string|list<string>}> $links Fields naming other imported objects by source id.
	 */
	public function __construct(
		public readonly string $source_id,
		public readonly int $line,
		public readonly array $fields,
		public readonly array $categories = array(),
		public readonly string $fingerprint = '',
		public readonly int $sequence = 0,
		public readonly ?string $error = null,
		public readonly ?string $note = null,
		public readonly string $object_type = 'event',
		public readonly array $links = array()
	) {}

	/**
	 * A row that cannot be imported.
	 *
	 * @param string $source_id The source's id, '' when unknown.
	 * @param int    $line      Line where it starts.
	 * @param string $reason    Why.
	 * @param string $type      What it would have become.
	 */
	public static function failed( string $source_id, int $line, string $reason, string $type = 'event' ): self {
		return new self( $source_id, $line, array(), array(), '', 0, $reason, null, $type );
	}
}
