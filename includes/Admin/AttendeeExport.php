<?php
/**
 * CSV download of attendees.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\AttendeeQuestions;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * `admin-post.php?action=eventsmith_export_attendees&event_id=&_wpnonce=`:
 * streams rows in chunks as they are read (CsvStream), so 100,000 attendees
 * need no more memory than 1,000. After the fixed columns comes one column per
 * extra question of the event (`attendee_fields`, titled with its label); an export
 * of every event has the union of their questions (AttendeeQuestions).
 */
final class AttendeeExport {

	public const ACTION = 'eventsmith_export_attendees';

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Attendees.
	 * @param AccessPolicy       $access    Who may do what.
	 * @param AttendeeQuestions  $questions The events' extra questions.
	 */
	public function __construct(
		private AttendeeRepository $attendees,
		private AccessPolicy $access,
		private AttendeeQuestions $questions = new AttendeeQuestions()
	) {}

	/**
	 * Hooks the download.
	 */
	public function register_hooks(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'stream' ) );
	}

	/**
	 * Sends the CSV.
	 */
	public function stream(): void {
		if ( ! $this->access->allows( Permission::ManageAttendee ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export attendees.', 'eventsmith' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$event_id = isset( $_GET['event_id'] ) ? absint( $_GET['event_id'] ) : 0;

		$questions = $this->questions->for_export( $event_id );
		$names     = array_keys( $questions );
		CsvStream::send(
			sprintf( 'attendees-%s-%s.csv', $event_id ? $event_id : 'all', gmdate( 'Y-m-d' ) ),
			array_merge( array( 'ID', 'Event', 'Name', 'Email', 'Phone', 'Ticket type', 'Ticket code', 'Checked in at (UTC)', 'Created (UTC)' ), array_values( $questions ) ),
			fn( int $after, int $limit ): array => $this->attendees->chunk_after( $event_id, $after, $limit ),
			static function ( object $row ) use ( $names ): array {
				$cells = array( $row->id, get_the_title( (int) $row->event_id ), $row->name, $row->email, $row->phone, $row->ticket_type, $row->ticket_code, (string) $row->checked_in_at, $row->created_at );
				if ( array() === $names ) {
					return $cells;
				}
				$extra = null === $row->extra ? null : json_decode( (string) $row->extra, true );
				foreach ( $names as $name ) {
					$cells[] = is_array( $extra ) && isset( $extra[ $name ] ) && is_scalar( $extra[ $name ] ) ? (string) $extra[ $name ] : '';
				}
				return $cells;
			}
		);
	}
}
