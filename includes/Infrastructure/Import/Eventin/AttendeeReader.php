<?php
/**
 * Eventin's attendees as attendee records.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinValues;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * etn-attendee posts: etn_name, etn_email, etn_phone, etn_event_id (a recurring event's date is
 * its child post), ticket_name, ticket_slug, etn_unique_ticket_id, eventin_order_id, etn_status,
 * etn_attendeee_ticket_status ("used" once checked in; Eventin keeps no check-in time, so the
 * attendee's last change stands for it) and etn_attendee_extra_field_* answers.
 */
final class AttendeeReader implements EventinReader {

	/** Meta key prefix of the answers to an event's extra questions. */
	private const EXTRA = 'etn_attendee_extra_field_';

	/**
	 * Constructor.
	 *
	 * @param EventinTables $tables Eventin's data.
	 * @param EventinSeries $series Recurring events.
	 */
	public function __construct( private EventinTables $tables, private EventinSeries $series ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'attendee';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $after Last post id read.
	 * @param int $limit How many.
	 */
	public function read( int $after, int $limit ): array {
		$this->series->reset();
		$posts  = $this->tables->posts( 'etn-attendee', $after, $limit );
		$ids    = array_map( static fn( array $post ): int => (int) $post['ID'], $posts );
		$meta   = $this->tables->meta( $ids );
		$orders = array();
		foreach ( $meta as $values ) {
			$orders[] = (int) ( $values['eventin_order_id'] ?? 0 );
		}
		$order_meta = $this->tables->meta( $orders );
		$targets    = array();
		$records    = array();
		foreach ( $posts as $post ) {
			$id     = (int) $post['ID'];
			$values = $meta[ $id ] ?? array();
			$event  = (int) ( $values['etn_event_id'] ?? 0 );
			$targets[ $event ] ??= $this->series->target( $event );
			$order      = (int) ( $values['eventin_order_id'] ?? 0 );
			$records[] = self::record( $post, $values, $targets[ $event ], $order, isset( $order_meta[ $order ] ) ? (string) ( $order_meta[ $order ]['status'] ?? '' ) : null );
		}
		return array(
			'records' => $records,
			'last'    => $ids ? (int) end( $ids ) : $after,
			'end'     => count( $posts ) < $limit,
		);
	}

	/**
	 * One attendee's record.
	 *
	 * @param array<string, string>                                                       $post         Post row.
	 * @param array<string, mixed>                                                        $meta         Its meta.
	 * @param array{link: array{0: string, 1: string}, tickets_of: string, series_of: string} $target  Where its event landed.
	 * @param int                                                                         $order        Its Eventin order id (0: none).
	 * @param string|null                                                                 $order_status The order's status, null without one.
	 */
	private static function record( array $post, array $meta, array $target, int $order, ?string $order_status ): ImportRecord {
		$id    = (int) $post['ID'];
		$extra = array();
		foreach ( $meta as $key => $value ) {
			if ( str_starts_with( (string) $key, self::EXTRA ) && is_scalar( $value ) && '' !== (string) $value ) {
				$extra[ substr( (string) $key, strlen( self::EXTRA ) ) ] = (string) $value;
			}
		}
		ksort( $extra );
		$used   = 'used' === strtolower( (string) ( $meta['etn_attendeee_ticket_status'] ?? '' ) );
		$fields = array(
			'name'        => (string) ( $meta['etn_name'] ?? '' ),
			'email'       => (string) ( $meta['etn_email'] ?? '' ),
			'phone'       => (string) ( $meta['etn_phone'] ?? '' ),
			'extra'       => $extra,
			'ticket_type' => (string) ( $meta['ticket_name'] ?? '' ),
			'ticket_code' => (string) ( $meta['etn_unique_ticket_id'] ?? '' ),
			'status'      => EventinValues::attendee_status( (string) ( $meta['etn_status'] ?? '' ), $order_status ),
			'checkins'    => $used ? array_values( array_filter( array( OrderReader::iso( (string) $post['post_modified_gmt'] ) ) ) ) : array(),
			'created_at'  => OrderReader::iso( (string) $post['post_date_gmt'] ),
		);
		$links = array(
			'event'          => $target['link'],
			'ticket_type_id' => array( 'ticket_type', $target['tickets_of'] . '/' . (string) ( $meta['ticket_slug'] ?? '' ) ),
		);
		if ( $order > 0 ) {
			$links['order'] = array( 'order', (string) $order );
		}
		return new ImportRecord( (string) $id, $id, $fields, array(), md5( (string) wp_json_encode( array( $fields, $links ) ) ), object_type: 'attendee', links: $links );
	}
}
