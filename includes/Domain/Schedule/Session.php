<?php
/**
 * One session (slot) of a schedule.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Schedule;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A slot with optional start and end times ('H:i'), a title, an objective, the
 * speakers (post ids) and a location. It never ends before it starts.
 */
final class Session {

	/**
	 * Constructor.
	 *
	 * @param string    $start_time 'H:i' or ''.
	 * @param string    $end_time   'H:i' or ''.
	 * @param string    $title      Title.
	 * @param string    $objective  What the session is about.
	 * @param list<int> $speakers   Speaker ids.
	 * @param string    $location   Room or place.
	 */
	private function __construct(
		public readonly string $start_time,
		public readonly string $end_time,
		public readonly string $title,
		public readonly string $objective,
		public readonly array $speakers,
		public readonly string $location
	) {}

	/**
	 * Reads the session at position `$index` of a schedule.
	 *
	 * @param mixed $data  Array with start_time, end_time, title, objective, speakers, location.
	 * @param int   $index Position in the list, for naming fields in errors.
	 * @throws DomainError Naming e.g. `sessions[2].end_time`.
	 */
	public static function from_array( mixed $data, int $index ): self {
		$prefix = "sessions[{$index}]";
		if ( ! is_array( $data ) ) {
			throw DomainError::invalid( $prefix, __( 'Each session must be an object.', 'eventsmith' ), 'eventsmith_invalid_session' );
		}
		$start = self::time( $data, 'start_time', $prefix );
		$end   = self::time( $data, 'end_time', $prefix );
		if ( '' !== $start && '' !== $end && $end < $start ) {
			throw DomainError::invalid( "{$prefix}.end_time", __( 'A session cannot end before it starts.', 'eventsmith' ), 'eventsmith_session_ends_before_start' );
		}

		return new self(
			$start,
			$end,
			self::text( $data, 'title', $prefix ),
			self::text( $data, 'objective', $prefix ),
			self::speakers( $data['speakers'] ?? array(), $prefix ),
			self::text( $data, 'location', $prefix )
		);
	}

	/**
	 * The session as plain data.
	 *
	 * @return array{start_time: string, end_time: string, title: string, objective: string, speakers: list<int>, location: string}
	 */
	public function to_array(): array {
		return array(
			'start_time' => $this->start_time,
			'end_time'   => $this->end_time,
			'title'      => $this->title,
			'objective'  => $this->objective,
			'speakers'   => $this->speakers,
			'location'   => $this->location,
		);
	}

	/**
	 * Whether a text is a 24-hour time 'H:i' (00:00 to 23:59).
	 *
	 * @param string $time Candidate.
	 */
	public static function is_time( string $time ): bool {
		return 1 === preg_match( '/^([01]\d|2[0-3]):[0-5]\d$/', $time );
	}

	/**
	 * An optional time field.
	 *
	 * @param array<string, mixed> $data   Session input.
	 * @param string               $field  Field name.
	 * @param string               $prefix Field prefix for errors.
	 * @throws DomainError When given but not 'H:i'.
	 */
	private static function time( array $data, string $field, string $prefix ): string {
		$time = self::text( $data, $field, $prefix );
		if ( '' !== $time && ! self::is_time( $time ) ) {
			throw DomainError::invalid( "{$prefix}.{$field}", __( 'Times are written HH:MM, from 00:00 to 23:59.', 'eventsmith' ), 'eventsmith_invalid_time' );
		}
		return $time;
	}

	/**
	 * An optional text field.
	 *
	 * @param array<string, mixed> $data   Session input.
	 * @param string               $field  Field name.
	 * @param string               $prefix Field prefix for errors.
	 * @throws DomainError When the value is not text.
	 */
	private static function text( array $data, string $field, string $prefix ): string {
		$value = $data[ $field ] ?? '';
		if ( ! is_string( $value ) ) {
			throw DomainError::invalid( "{$prefix}.{$field}", __( 'This field must be text.', 'eventsmith' ) );
		}
		return trim( $value );
	}

	/**
	 * Speaker ids: positive integers, without repeats.
	 *
	 * @param mixed  $ids    Candidate list.
	 * @param string $prefix Field prefix for errors.
	 * @return list<int>
	 * @throws DomainError When not a list of positive integers.
	 */
	private static function speakers( mixed $ids, string $prefix ): array {
		$valid = is_array( $ids );
		foreach ( $valid ? $ids : array() as $id ) {
			$valid = $valid && is_int( $id ) && $id > 0;
		}
		if ( ! $valid ) {
			throw DomainError::invalid( "{$prefix}.speakers", __( 'Speakers must be a list of speaker ids.', 'eventsmith' ), 'eventsmith_invalid_speakers' );
		}
		return array_values( array_unique( $ids ) );
	}
}
