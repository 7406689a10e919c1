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
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * `admin-post.php?action=eventsmith_export_attendees&event_id=&_wpnonce=`:
 * streams rows in chunks as they are read, so 100,000 attendees need no more
 * memory than 1,000.
 */
final class AttendeeExport {

	public const ACTION = 'eventsmith_export_attendees';

	private const CHUNK = 1000;

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Attendees.
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct(
		private AttendeeRepository $attendees,
		private AccessPolicy $access
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

		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( sprintf( 'Content-Disposition: attachment; filename="attendees-%s-%s.csv"', $event_id ? $event_id : 'all', gmdate( 'Y-m-d' ) ) );

		$out = fopen( 'php://output', 'w' );
		fputcsv( $out, array( 'ID', 'Event', 'Name', 'Email', 'Phone', 'Ticket type', 'Ticket code', 'Checked in at (UTC)', 'Created (UTC)' ) );
		$after = 0;
		do {
			$rows = $this->attendees->chunk_after( $event_id, $after, self::CHUNK );
			foreach ( $rows as $row ) {
				fputcsv(
					$out,
					array_map(
						array( self::class, 'cell' ),
						array( $row->id, get_the_title( (int) $row->event_id ), $row->name, $row->email, $row->phone, $row->ticket_type, $row->ticket_code, (string) $row->checked_in_at, $row->created_at )
					)
				);
				$after = (int) $row->id;
			}
			flush();
		} while ( count( $rows ) === self::CHUNK );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- php://output.
		exit;
	}

	/**
	 * A cell that spreadsheets will not run as a formula.
	 *
	 * @param mixed $value Value.
	 */
	private static function cell( mixed $value ): string {
		$text = (string) $value;
		return '' !== $text && in_array( $text[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) ? "'" . $text : $text;
	}
}
