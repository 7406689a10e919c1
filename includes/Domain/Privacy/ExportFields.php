<?php
/**
 * What the personal-data export file shows of one record.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a stored record into the labelled name/value pairs WordPress writes
 * into the export file. Empty values are left out; dates are the stored UTC
 * times; extra attendee fields appear one per line under their own names.
 */
final class ExportFields {

	/**
	 * The pairs of one record.
	 *
	 * @param PersonalRecord                                  $kind        The kind of record.
	 * @param array<string, mixed>                            $row         Its columns as stored.
	 * @param string                                          $event_title The title of its event.
	 * @param list<array{checked_at: string, result: string}> $checkins    An attendee's scans, oldest first.
	 * @return list<array{name: string, value: string}>
	 */
	public static function of( PersonalRecord $kind, array $row, string $event_title, array $checkins = array() ): array {
		$fields = match ( $kind ) {
			PersonalRecord::Booking    => self::booking( $row ),
			PersonalRecord::Attendee   => self::attendee( $row, $checkins ),
			PersonalRecord::Rsvp       => self::rsvp( $row ),
			PersonalRecord::Invitation => self::invitation( $row ),
		};
		$fields = array( __( 'Event', 'eventsmith' ) => $event_title ) + $fields;
		$pairs  = array();
		foreach ( $fields as $name => $value ) {
			$value = trim( (string) $value );
			if ( '' !== $value ) {
				$pairs[] = array(
					'name'  => (string) $name,
					'value' => $value,
				);
			}
		}
		return $pairs;
	}

	/**
	 * A ticket order.
	 *
	 * @param array<string, mixed> $row Columns.
	 * @return array<string, string>
	 */
	private static function booking( array $row ): array {
		$currency = (string) ( $row['currency'] ?? '' );
		$lines    = json_decode( (string) ( $row['line_items'] ?? '' ), true );
		$tickets  = array();
		foreach ( is_array( $lines ) ? $lines : array() as $line ) {
			$tickets[] = sprintf( '%d × %s (%s %s)', (int) ( $line['quantity'] ?? 0 ), (string) ( $line['ticket_type'] ?? '' ), number_format( (float) ( $line['price'] ?? 0 ), 2, '.', '' ), $currency );
		}
		return array(
			__( 'Booking number', 'eventsmith' ) => '#' . (int) ( $row['id'] ?? 0 ),
			__( 'Name', 'eventsmith' )           => (string) ( $row['customer_name'] ?? '' ),
			__( 'Email', 'eventsmith' )          => (string) ( $row['customer_email'] ?? '' ),
			__( 'Tickets', 'eventsmith' )        => implode( "\n", $tickets ),
			__( 'Total', 'eventsmith' )          => number_format( (float) ( $row['total'] ?? 0 ), 2, '.', '' ) . ' ' . $currency,
			__( 'Status', 'eventsmith' )         => self::status( (string) ( $row['status'] ?? '' ) ),
			__( 'Payment method', 'eventsmith' ) => (string) ( $row['payment_method'] ?? '' ),
			__( 'Ordered at (UTC)', 'eventsmith' ) => (string) ( $row['created_at'] ?? '' ),
		);
	}

	/**
	 * A ticket and its check-ins.
	 *
	 * @param array<string, mixed>                            $row      Columns.
	 * @param list<array{checked_at: string, result: string}> $checkins Scans.
	 * @return array<string, string>
	 */
	private static function attendee( array $row, array $checkins ): array {
		$fields = array(
			__( 'Ticket type', 'eventsmith' ) => '' !== (string) ( $row['ticket_type'] ?? '' ) ? (string) $row['ticket_type'] : __( 'RSVP', 'eventsmith' ),
			__( 'Name', 'eventsmith' )        => (string) ( $row['name'] ?? '' ),
			__( 'Email', 'eventsmith' )       => (string) ( $row['email'] ?? '' ),
			__( 'Phone', 'eventsmith' )       => (string) ( $row['phone'] ?? '' ),
		);
		$extra  = json_decode( (string) ( $row['extra'] ?? '' ), true );
		foreach ( is_array( $extra ) ? $extra : array() as $key => $value ) {
			if ( is_scalar( $value ) && ! isset( $fields[ self::label( (string) $key ) ] ) ) {
				$fields[ self::label( (string) $key ) ] = (string) $value;
			}
		}
		$scans = array_map(
			static fn( array $scan ): string => 'checked_in' === $scan['result']
				? $scan['checked_at'] . ' — ' . __( 'checked in', 'eventsmith' )
				: $scan['checked_at'] . ' — ' . __( 'refused', 'eventsmith' ),
			$checkins
		);
		return $fields + array(
			__( 'Ticket code', 'eventsmith' )          => (string) ( $row['ticket_code'] ?? '' ),
			__( 'Status', 'eventsmith' )               => self::status( (string) ( $row['status'] ?? '' ) ),
			__( 'Issued at (UTC)', 'eventsmith' )      => (string) ( $row['created_at'] ?? '' ),
			__( 'Checked in at (UTC)', 'eventsmith' )  => (string) ( $row['checked_in_at'] ?? '' ),
			__( 'Ticket scans (UTC)', 'eventsmith' )   => implode( "\n", $scans ),
		);
	}

	/**
	 * An RSVP answer.
	 *
	 * @param array<string, mixed> $row Columns.
	 * @return array<string, string>
	 */
	private static function rsvp( array $row ): array {
		return array(
			__( 'Response', 'eventsmith' )          => 'going' === ( $row['response'] ?? '' ) ? __( 'Going', 'eventsmith' ) : __( 'Not going', 'eventsmith' ),
			__( 'People', 'eventsmith' )            => (string) (int) ( $row['attendee_count'] ?? 0 ),
			__( 'Reason', 'eventsmith' )            => (string) ( $row['reason'] ?? '' ),
			__( 'Name', 'eventsmith' )              => (string) ( $row['name'] ?? '' ),
			__( 'Email', 'eventsmith' )             => (string) ( $row['email'] ?? '' ),
			__( 'Answered at (UTC)', 'eventsmith' ) => (string) ( $row['created_at'] ?? '' ),
		);
	}

	/**
	 * An invitation or reminder sent.
	 *
	 * @param array<string, mixed> $row Columns.
	 * @return array<string, string>
	 */
	private static function invitation( array $row ): array {
		return array(
			__( 'Email', 'eventsmith' )        => (string) ( $row['email'] ?? '' ),
			__( 'Kind', 'eventsmith' )         => 'reminder' === ( $row['kind'] ?? '' ) ? __( 'Reminder', 'eventsmith' ) : __( 'Invitation', 'eventsmith' ),
			__( 'Delivered', 'eventsmith' )    => ! empty( $row['sent'] ) ? __( 'Yes', 'eventsmith' ) : __( 'No', 'eventsmith' ),
			__( 'Sent at (UTC)', 'eventsmith' ) => (string) ( $row['created_at'] ?? '' ),
		);
	}

	/**
	 * A status as people read it.
	 *
	 * @param string $status Stored status.
	 */
	private static function status( string $status ): string {
		return match ( $status ) {
			'pending'   => __( 'Awaiting payment', 'eventsmith' ),
			'completed' => __( 'Completed', 'eventsmith' ),
			'active'    => __( 'Valid', 'eventsmith' ),
			'refunded'  => __( 'Refunded', 'eventsmith' ),
			'cancelled', 'deleted' => __( 'Cancelled', 'eventsmith' ),
			default     => $status,
		};
	}

	/**
	 * The label of an extra field from its key: "dietary_needs" reads "Dietary needs".
	 *
	 * @param string $key Field key.
	 */
	private static function label( string $key ): string {
		$words = trim( str_replace( array( '_', '-' ), ' ', $key ) );
		return '' === $words ? $key : ucfirst( $words );
	}
}
