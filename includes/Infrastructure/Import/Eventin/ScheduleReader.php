<?php
/**
 * Eventin's schedules as schedule records.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinValues;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Import\Writers\ScheduleRecordWriter;

defined( 'ABSPATH' ) || exit;

/**
 * etn-schedule posts: etn_schedule_title, etn_schedule_date and etn_schedule_topics (each
 * session: etn_schedule_topic, etn_shedule_start_time, etn_shedule_end_time,
 * etn_shedule_objective, etn_shedule_room, etn_shedule_speaker: user ids). Session speakers are
 * linked by their Eventin ids to the speakers imported before.
 */
final class ScheduleReader implements EventinReader {

	/**
	 * Constructor.
	 *
	 * @param EventinTables $tables Eventin's data.
	 */
	public function __construct( private EventinTables $tables ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'schedule';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $after Last post id read.
	 * @param int $limit How many.
	 */
	public function read( int $after, int $limit ): array {
		$posts   = $this->tables->posts( 'etn-schedule', $after, $limit );
		$ids     = array_map( static fn( array $post ): int => (int) $post['ID'], $posts );
		$meta    = $this->tables->meta( $ids );
		$records = array();
		foreach ( $posts as $post ) {
			$records[] = self::record( $post, $meta[ (int) $post['ID'] ] ?? array() );
		}
		return array(
			'records' => $records,
			'last'    => $ids ? (int) end( $ids ) : $after,
			'end'     => count( $posts ) < $limit,
		);
	}

	/**
	 * One schedule's record.
	 *
	 * @param array<string, string> $post Post row.
	 * @param array<string, mixed>  $meta Its meta.
	 */
	private static function record( array $post, array $meta ): ImportRecord {
		$id       = (int) $post['ID'];
		$title    = trim( (string) ( $meta['etn_schedule_title'] ?? '' ) );
		$sessions = array();
		foreach ( EventinTables::decoded( $meta['etn_schedule_topics'] ?? array() ) as $topic ) {
			if ( ! is_array( $topic ) ) {
				continue;
			}
			$sessions[] = array(
				'start_time' => EventinValues::clock( $topic['etn_shedule_start_time'] ?? '' ),
				'end_time'   => EventinValues::clock( $topic['etn_shedule_end_time'] ?? '' ),
				'title'      => (string) ( $topic['etn_schedule_topic'] ?? '' ),
				'objective'  => (string) ( $topic['etn_shedule_objective'] ?? '' ),
				'speakers'   => array_values( array_map( 'strval', array_filter( array_map( 'intval', EventinTables::decoded( $topic['etn_shedule_speaker'] ?? array() ) ) ) ) ),
				'location'   => (string) ( $topic['etn_shedule_room'] ?? '' ),
			);
		}
		$fields = array(
			'program_title' => '' !== $title ? $title : html_entity_decode( $post['post_title'], ENT_QUOTES, 'UTF-8' ),
			'date'          => EventinValues::date( $meta['etn_schedule_date'] ?? '' ),
			'sessions'      => $sessions,
		);
		return new ImportRecord(
			(string) $id,
			$id,
			$fields,
			array(),
			md5( (string) wp_json_encode( $fields ) ),
			object_type: 'schedule',
			links: array( ScheduleRecordWriter::SESSION_SPEAKERS => array( 'speaker', '' ) )
		);
	}
}
