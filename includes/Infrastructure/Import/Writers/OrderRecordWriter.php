<?php
/**
 * Writes imported orders (bookings) through the booking store.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportMoment;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Import\ImportLinks;
use Eventsmith\Infrastructure\Import\ObjectWriter;
use Eventsmith\Infrastructure\Registration\BookingStore;

defined( 'ABSPATH' ) || exit;

/**
 * Fields as the export JSON v1 names an order (status, customer_name, customer_email,
 * quantity, total, discount_code, discount_total, currency, payment_method, line_items,
 * created_at, refunded_at), `event` linked. The order is stored as it was (status, amounts,
 * moments); it takes no seats itself (its tickets do, through the attendee writer), places
 * nothing through checkout and fires no booking hook, so no mail leaves. The nested link
 * `line_items.ticket_type_id` (`['ticket_type', [source id of each line, in order]]`) turns
 * each line's ticket type into the one it became here.
 */
final class OrderRecordWriter implements ObjectWriter {

	/** The nested link naming each line item's ticket type by source id, in line order. */
	public const LINE_TYPES = 'line_items.ticket_type_id';

	/** Order statuses an import keeps. */
	public const STATUSES = array( 'completed', 'pending', 'refunded', 'cancelled' );

	/**
	 * Constructor.
	 *
	 * @param BookingStore $store Writes orders.
	 */
	public function __construct( private BookingStore $store ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'order';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool {
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d", $id ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming the field at fault.
	 */
	public function create( array $fields, ImportRecord $record, ImportLinks $links ): int {
		return $this->store->import_booking( self::order( $fields, $record, $links ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming the field at fault.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void {
		$this->store->update_imported_booking( $id, self::order( $fields, $record, $links ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void {
		$this->store->delete_booking( $id );
	}

	/**
	 * The order as the store takes it.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @return array<string, mixed>
	 * @throws DomainError Naming the field at fault.
	 */
	public static function order( array $fields, ImportRecord $record, ImportLinks $links ): array {
		$event = (int) ( $fields['event'] ?? 0 );
		if ( ! ImportedEvent::is_event( $event ) ) {
			throw DomainError::invalid( 'event', __( 'The order\'s event (event) was not imported.', 'eventsmith' ) );
		}
		$status = (string) ( $fields['status'] ?? 'completed' );
		if ( ! in_array( $status, self::STATUSES, true ) ) {
			/* translators: %s: the statuses allowed. */
			throw DomainError::invalid( 'status', sprintf( __( 'status must be one of %s.', 'eventsmith' ), implode( ', ', self::STATUSES ) ) );
		}
		foreach ( array( 'total', 'discount_total' ) as $amount ) {
			if ( ! is_numeric( $fields[ $amount ] ?? 0 ) || (float) ( $fields[ $amount ] ?? 0 ) < 0 ) {
				/* translators: %s: field name. */
				throw DomainError::invalid( $amount, sprintf( __( '%s must be an amount of 0 or more.', 'eventsmith' ), $amount ) );
			}
		}
		return array(
			'event_id'       => $event,
			'customer_name'  => (string) ( $fields['customer_name'] ?? '' ),
			'customer_email' => (string) ( $fields['customer_email'] ?? '' ),
			'line_items'     => self::line_items( $fields['line_items'] ?? array(), $record, $links ),
			'quantity'       => max( 0, (int) ( $fields['quantity'] ?? 0 ) ),
			'total'          => number_format( (float) ( $fields['total'] ?? 0 ), 2, '.', '' ),
			'currency'       => (string) ( $fields['currency'] ?? 'USD' ),
			'status'         => $status,
			'payment_method' => (string) ( $fields['payment_method'] ?? '' ),
			'discount_code'  => (string) ( $fields['discount_code'] ?? '' ),
			'discount_total' => number_format( (float) ( $fields['discount_total'] ?? 0 ), 2, '.', '' ),
			'created_at'     => ImportMoment::stored( $fields['created_at'] ?? null, 'created_at' ),
			'refunded_at'    => ImportMoment::stored( $fields['refunded_at'] ?? null, 'refunded_at' ),
		);
	}

	/**
	 * The order's lines, their ticket types turned into this site's.
	 *
	 * @param mixed        $items  Lines as the source gives them.
	 * @param ImportRecord $record Record.
	 * @param ImportLinks  $links  Links.
	 * @return list<array<string, mixed>>
	 * @throws DomainError Naming line_items when it is not a list.
	 */
	private static function line_items( mixed $items, ImportRecord $record, ImportLinks $links ): array {
		if ( ! is_array( $items ) ) {
			throw DomainError::invalid( 'line_items', __( 'line_items must be a list.', 'eventsmith' ) );
		}
		$sources = $record->links[ self::LINE_TYPES ][1] ?? array();
		$out     = array();
		foreach ( array_values( $items ) as $n => $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			if ( is_array( $sources ) && isset( $sources[ $n ] ) && '' !== (string) $sources[ $n ] ) {
				$item['ticket_type_id'] = (int) $links->object_id( 'ticket_type', (string) $sources[ $n ] );
			}
			$out[] = $item;
		}
		return $out;
	}
}
