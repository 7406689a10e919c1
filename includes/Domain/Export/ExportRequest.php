<?php
/**
 * What an export asks for: a format and a part of the site.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Export;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * `format` is json, csv or ics; `what` is events (with their ticket types,
 * speakers and schedules), attendees (with their orders), or all (JSON only:
 * both in one document). CSV writes one kind of row, so it takes events or
 * attendees; an .ics holds the published events only.
 */
final class ExportRequest {

	public const FORMATS = array( 'json', 'csv', 'ics' );
	public const WHAT    = array( 'events', 'attendees', 'all' );

	/**
	 * Constructor (use from_input()).
	 *
	 * @param string $format json, csv or ics.
	 * @param string $what   events, attendees or all.
	 */
	private function __construct( public readonly string $format, public readonly string $what ) {}

	/**
	 * Checks a request.
	 *
	 * @param mixed $format Asked format.
	 * @param mixed $what   Asked part ('' or null: events).
	 * @throws DomainError Naming `format` or `what`.
	 */
	public static function from_input( mixed $format, mixed $what ): self {
		if ( ! is_string( $format ) || ! in_array( $format, self::FORMATS, true ) ) {
			throw DomainError::invalid( 'format', __( 'format must be json, csv or ics.', 'eventsmith' ), 'eventsmith_export_format' );
		}
		$what = null === $what || '' === $what ? 'events' : $what;
		if ( ! is_string( $what ) || ! in_array( $what, self::WHAT, true ) ) {
			throw DomainError::invalid( 'what', __( 'what must be events, attendees or all.', 'eventsmith' ), 'eventsmith_export_what' );
		}
		if ( 'csv' === $format && 'all' === $what ) {
			throw DomainError::invalid( 'what', __( 'A CSV export holds events or attendees: what must be events or attendees.', 'eventsmith' ), 'eventsmith_export_what' );
		}
		if ( 'ics' === $format && 'events' !== $what ) {
			throw DomainError::invalid( 'what', __( 'An .ics export holds events only: what must be events.', 'eventsmith' ), 'eventsmith_export_what' );
		}
		return new self( $format, $what );
	}

	/**
	 * Whether the export holds events (and their speakers and schedules).
	 */
	public function has_events(): bool {
		return 'attendees' !== $this->what;
	}

	/**
	 * Whether the export holds attendees.
	 */
	public function has_attendees(): bool {
		return 'events' !== $this->what;
	}

	/**
	 * The file name offered, e.g. "eventsmith-events-2026-11-29.json".
	 *
	 * @param \DateTimeImmutable $now The moment.
	 */
	public function filename( \DateTimeImmutable $now ): string {
		return sprintf( 'eventsmith-%s-%s.%s', $this->what, $now->format( 'Y-m-d' ), $this->format );
	}

	/**
	 * The Content-Type of the file.
	 */
	public function content_type(): string {
		return match ( $this->format ) {
			'json'  => 'application/json; charset=utf-8',
			'csv'   => 'text/csv; charset=utf-8',
			default => 'text/calendar; charset=utf-8',
		};
	}
}
