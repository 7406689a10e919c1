<?php
/**
 * Writes imported schedules through the schedule repository.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Import\ImportLinks;
use Eventsmith\Infrastructure\Import\ObjectWriter;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Fields as `POST /schedules` takes them (program_title, date, sessions). When the record links
 * `sessions.speakers` (`['speaker', '']`), each session's `speakers` are source ids, turned into
 * the speakers they became here.
 */
final class ScheduleRecordWriter implements ObjectWriter {

	/** The link naming session speakers by source id. */
	public const SESSION_SPEAKERS = 'sessions.speakers';

	/**
	 * Constructor.
	 *
	 * @param ScheduleRepository $schedules Schedules.
	 */
	public function __construct( private ScheduleRepository $schedules ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'schedule';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool {
		return PostTypes::SCHEDULE === get_post_type( $id );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 */
	public function create( array $fields, ImportRecord $record, ImportLinks $links ): int {
		return (int) $this->schedules->create( self::with_speakers( $fields, $record, $links ) )['id'];
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void {
		$this->schedules->update( $id, self::with_speakers( $fields, $record, $links ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void {
		if ( $this->exists( $id ) ) {
			wp_delete_post( $id, true );
		}
	}

	/**
	 * The sessions with their speakers' source ids turned into ids of this site.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @return array<string, mixed>
	 */
	private static function with_speakers( array $fields, ImportRecord $record, ImportLinks $links ): array {
		if ( ! isset( $record->links[ self::SESSION_SPEAKERS ], $fields['sessions'] ) || ! is_array( $fields['sessions'] ) ) {
			return $fields;
		}
		$type = $record->links[ self::SESSION_SPEAKERS ][0];
		foreach ( $fields['sessions'] as $index => $session ) {
			if ( is_array( $session ) && isset( $session['speakers'] ) && is_array( $session['speakers'] ) ) {
				$fields['sessions'][ $index ]['speakers'] = $links->object_ids( $type, $session['speakers'] );
			}
		}
		return $fields;
	}
}
