<?php
/**
 * CSV download of RSVP answers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\RsvpReport;

defined( 'ABSPATH' ) || exit;

/**
 * `admin-post.php?action=eventsmith_export_rsvps&event_id=&_wpnonce=`: the RSVP
 * report's answers, one row per answer, streamed in keyset chunks (CsvStream) with
 * formulas defused. Staff who may read the report (manage events) may download it.
 */
final class RsvpExport {

	public const ACTION = 'eventsmith_export_rsvps';

	/**
	 * Constructor.
	 *
	 * @param RsvpReport   $report RSVP read side.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct(
		private RsvpReport $report,
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
		if ( ! $this->access->allows( Permission::ManageEvent ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export RSVP answers.', 'eventsmith' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$event_id = isset( $_GET['event_id'] ) ? absint( $_GET['event_id'] ) : 0;

		CsvStream::send(
			sprintf( 'rsvps-%s-%s.csv', $event_id ? $event_id : 'all', gmdate( 'Y-m-d' ) ),
			array( 'ID', 'Event', 'Response', 'Places', 'Name', 'Email', 'Reason', 'Created (UTC)' ),
			fn( int $after, int $limit ): array => $this->report->chunk_after( $event_id, $after, $limit ),
			static fn( object $row ): array => array( $row->id, get_the_title( (int) $row->event_id ), $row->response, $row->attendee_count, $row->name, $row->email, (string) $row->reason, $row->created_at )
		);
	}
}
