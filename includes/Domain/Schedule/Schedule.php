<?php
/**
 * A schedule (program): a titled day of sessions.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Schedule;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A valid schedule: a program title, a date and its sessions.
 */
final class Schedule {

	/**
	 * Constructor.
	 *
	 * @param string        $program_title Title.
	 * @param string        $date          'Y-m-d'.
	 * @param list<Session> $sessions      Sessions in the order given.
	 */
	private function __construct(
		public readonly string $program_title,
		public readonly string $date,
		public readonly array $sessions
	) {}

	/**
	 * Reads a schedule from input fields.
	 *
	 * @param array<string, mixed> $data Fields: program_title, date, sessions.
	 * @throws DomainError Naming the field at fault.
	 */
	public static function from_array( array $data ): self {
		$title = $data['program_title'] ?? '';
		$title = is_string( $title ) ? trim( $title ) : '';
		if ( '' === $title ) {
			throw DomainError::invalid( 'program_title', __( 'Program title is required.', 'eventsmith' ), 'eventsmith_title_required' );
		}
		$date     = ScheduleDate::parse( $data['date'] ?? '' );
		$sessions = $data['sessions'] ?? array();
		if ( ! is_array( $sessions ) || ! array_is_list( $sessions ) ) {
			throw DomainError::invalid( 'sessions', __( 'Sessions must be a list.', 'eventsmith' ), 'eventsmith_invalid_session' );
		}

		return new self(
			$title,
			$date,
			array_map( array( Session::class, 'from_array' ), $sessions, array_keys( $sessions ) )
		);
	}

	/**
	 * Every speaker id named by any session, without repeats.
	 *
	 * @return list<int>
	 */
	public function speaker_ids(): array {
		$ids = array();
		foreach ( $this->sessions as $session ) {
			array_push( $ids, ...$session->speakers );
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * The first session naming a speaker id, for pointing at the field at fault.
	 *
	 * @param int $speaker_id Speaker id.
	 * @return int|null Index of the session, or null when none names it.
	 */
	public function session_naming( int $speaker_id ): ?int {
		foreach ( $this->sessions as $index => $session ) {
			if ( in_array( $speaker_id, $session->speakers, true ) ) {
				return $index;
			}
		}
		return null;
	}

	/**
	 * Sessions as plain data.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function sessions_array(): array {
		return array_map( static fn( Session $session ): array => $session->to_array(), $this->sessions );
	}
}
