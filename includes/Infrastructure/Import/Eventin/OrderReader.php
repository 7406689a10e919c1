<?php
/**
 * Eventin's orders as order records.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinValues;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * etn-order posts: customer_fname, customer_lname, customer_email, status, event_id, tickets
 * (ticket_slug, ticket_quantity, ticket_price), total_price, discount_total, currency,
 * payment_method. Line items name their ticket type as the event sold it, and link it.
 */
final class OrderReader implements EventinReader {

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
		return 'order';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $after Last post id read.
	 * @param int $limit How many.
	 */
	public function read( int $after, int $limit ): array {
		$this->series->reset();
		$posts  = $this->tables->posts( 'etn-order', $after, $limit );
		$ids    = array_map( static fn( array $post ): int => (int) $post['ID'], $posts );
		$meta   = $this->tables->meta( $ids );
		$events = array();
		foreach ( $meta as $values ) {
			$events[] = (int) ( $values['event_id'] ?? 0 );
		}
		$event_meta = $this->tables->meta( $events );
		$settings   = get_option( 'etn_event_options', array() );
		$currency   = is_array( $settings ) && ! empty( $settings['etn_settings_country_currency'] ) ? (string) $settings['etn_settings_country_currency'] : 'USD';
		$records    = array();
		foreach ( $posts as $post ) {
			$id         = (int) $post['ID'];
			$values     = $meta[ $id ] ?? array();
			$event      = (int) ( $values['event_id'] ?? 0 );
			$records[]  = $this->record( $post, $values, $event_meta[ $event ] ?? array(), $currency );
		}
		return array(
			'records' => $records,
			'last'    => $ids ? (int) end( $ids ) : $after,
			'end'     => count( $posts ) < $limit,
		);
	}

	/**
	 * One order's record.
	 *
	 * @param array<string, string> $post       Post row.
	 * @param array<string, mixed>  $meta       Its meta.
	 * @param array<string, mixed>  $event_meta Its event's meta.
	 * @param string                $currency   The site's Eventin currency.
	 */
	private function record( array $post, array $meta, array $event_meta, string $currency ): ImportRecord {
		$id     = (int) $post['ID'];
		$names  = array();
		foreach ( EventinTables::decoded( $event_meta['etn_ticket_variations'] ?? array() ) as $ticket ) {
			if ( is_array( $ticket ) ) {
				$names[ (string) ( $ticket['etn_ticket_slug'] ?? '' ) ] = (string) ( $ticket['etn_ticket_name'] ?? '' );
			}
		}
		$items    = array();
		$types    = array();
		$quantity = 0;
		foreach ( EventinTables::decoded( $meta['tickets'] ?? array() ) as $ticket ) {
			if ( ! is_array( $ticket ) ) {
				continue;
			}
			$slug      = (string) ( $ticket['ticket_slug'] ?? '' );
			$count     = max( 0, (int) ( $ticket['ticket_quantity'] ?? 0 ) );
			$quantity += $count;
			$items[]   = array(
				'ticket_type' => $names[ $slug ] ?? $slug,
				'quantity'    => $count,
				'price'       => (float) EventinValues::price( $ticket['ticket_price'] ?? 0 ),
			);
			$types[]   = $slug;
		}
		$status = EventinValues::order_status( (string) ( $meta['status'] ?? '' ) );
		$fields = array(
			'status'         => $status,
			'customer_name'  => trim( (string) ( $meta['customer_fname'] ?? '' ) . ' ' . (string) ( $meta['customer_lname'] ?? '' ) ),
			'customer_email' => (string) ( $meta['customer_email'] ?? '' ),
			'quantity'       => $quantity,
			'total'          => EventinValues::price( $meta['total_price'] ?? 0 ),
			'discount_code'  => (string) ( $meta['discount_code'] ?? '' ),
			'discount_total' => EventinValues::price( $meta['discount_total'] ?? 0 ),
			'currency'       => strtoupper( (string) ( ( $meta['currency'] ?? '' ) ?: $currency ) ),
			'payment_method' => (string) ( $meta['payment_method'] ?? '' ),
			'line_items'     => $items,
			'created_at'     => self::iso( (string) $post['post_date_gmt'] ),
			'refunded_at'    => 'refunded' === $status ? self::iso( (string) $post['post_modified_gmt'] ) : null,
		);
		$event = $this->series->target( (int) ( $meta['event_id'] ?? 0 ) );
		$links = array(
			'event'                      => array( 'event', $event['series_of'] ),
			'line_items.ticket_type_id' => array( 'ticket_type', array_map( static fn( string $slug ): string => $event['tickets_of'] . '/' . $slug, $types ) ),
		);
		return new ImportRecord( (string) $id, $id, $fields, array(), md5( (string) wp_json_encode( array( $fields, $links ) ) ), object_type: 'order', links: $links );
	}

	/**
	 * A stored UTC datetime as ISO 8601, null when empty.
	 *
	 * @param string $gmt Y-m-d H:i:s (UTC).
	 */
	public static function iso( string $gmt ): ?string {
		return '' === $gmt || str_starts_with( $gmt, '0000' ) ? null : str_replace( ' ', 'T', $gmt ) . 'Z';
	}
}
