<?php
/**
 * CSV download of bookings (the purchase report).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Tickets\BookingReport;

defined( 'ABSPATH' ) || exit;

/**
 * `admin-post.php?action=eventsmith_export_bookings&event_id=&_wpnonce=`:
 * one row per booking, streamed in chunks (CsvStream). Needs the order
 * permission.
 */
final class BookingExport {

	public const ACTION = 'eventsmith_export_bookings';

	/**
	 * Constructor.
	 *
	 * @param BookingReport $bookings Read side of bookings.
	 * @param AccessPolicy  $access   Who may do what.
	 */
	public function __construct(
		private BookingReport $bookings,
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
		if ( ! $this->access->allows( Permission::ManageOrder ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export bookings.', 'eventsmith' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$event_id = isset( $_GET['event_id'] ) ? absint( $_GET['event_id'] ) : 0;

		CsvStream::send(
			sprintf( 'bookings-%s-%s.csv', $event_id ? $event_id : 'all', gmdate( 'Y-m-d' ) ),
			array( 'ID', 'Event', 'Customer', 'Email', 'Tickets', 'Ticket types', 'Total', 'Currency', 'Status', 'Created (UTC)', 'Refunded (UTC)', 'Discount code', 'Discount' ),
			fn( int $after, int $limit ): array => $this->bookings->chunk_after( $event_id, $after, $limit ),
			static fn( object $row ): array => array( $row->id, get_the_title( (int) $row->event_id ), $row->customer_name, $row->customer_email, $row->quantity, self::ticket_types( (string) $row->line_items ), number_format( (float) $row->total, 2, '.', '' ), $row->currency, $row->status, $row->created_at, (string) $row->refunded_at, (string) ( $row->discount_code ?? '' ), number_format( (float) ( $row->discount_total ?? 0 ), 2, '.', '' ) )
		);
	}

	/**
	 * "2 × Standard; 1 × VIP" from the stored line items.
	 *
	 * @param string $json Line items as stored.
	 */
	private static function ticket_types( string $json ): string {
		$lines = json_decode( $json, true );
		return implode(
			'; ',
			array_map(
				static fn( array $line ): string => sprintf( '%d × %s', (int) ( $line['quantity'] ?? 0 ), (string) ( $line['ticket_type'] ?? '' ) ),
				is_array( $lines ) ? array_filter( $lines, 'is_array' ) : array()
			)
		);
	}
}
