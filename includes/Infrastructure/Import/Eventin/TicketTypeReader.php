<?php
/**
 * Eventin's ticket variations as ticket type records.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinValues;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * An event's etn_ticket_variations (etn_ticket_name, etn_ticket_price, etn_avaiilable_tickets,
 * etn_unlimited_tickets, etn_min_ticket, etn_max_ticket, start_date/start_time and
 * end_date/end_time of the sale in the event's timezone, etn_ticket_slug). Source id:
 * `<event>/<slug>`. A series' ticket types belong to the series; the dates of a recurring event
 * imported as single events each get their own.
 */
final class TicketTypeReader implements EventinReader {

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
		return 'ticket_type';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $after Last event id read.
	 * @param int $limit How many events.
	 */
	public function read( int $after, int $limit ): array {
		$this->series->reset();
		$posts   = $this->tables->posts( 'etn', $after, $limit, 0 );
		$ids     = array_map( static fn( array $post ): int => (int) $post['ID'], $posts );
		$meta    = $this->tables->meta( $ids );
		$records = array();
		foreach ( $ids as $id ) {
			$event_meta = $meta[ $id ] ?? array();
			if ( EventinSeries::is_recurring( $event_meta ) ) {
				$plan = $this->series->plan( $id, $event_meta );
				if ( null === $plan['series'] && $plan['children'] ) {
					foreach ( $plan['children'] as $child ) {
						array_push( $records, ...self::records( (int) $child['ID'], $child['meta'] + $event_meta ) );
					}
					continue;
				}
			}
			array_push( $records, ...self::records( $id, $event_meta ) );
		}
		return array(
			'records' => $records,
			'last'    => $ids ? (int) end( $ids ) : $after,
			'end'     => count( $posts ) < $limit,
		);
	}

	/**
	 * An event's ticket type records.
	 *
	 * @param int                  $event Eventin event id.
	 * @param array<string, mixed> $meta  Its meta.
	 * @return list<ImportRecord>
	 */
	private static function records( int $event, array $meta ): array {
		$timezone = EventinSeries::timezone( $meta );
		$records  = array();
		foreach ( array_values( EventinTables::decoded( $meta['etn_ticket_variations'] ?? array() ) ) as $position => $ticket ) {
			if ( ! is_array( $ticket ) ) {
				continue;
			}
			$slug     = (string) ( $ticket['etn_ticket_slug'] ?? '' );
			$slug     = '' === $slug ? sanitize_title( (string) ( $ticket['etn_ticket_name'] ?? '' ) ) : $slug;
			$capacity = (int) ( $ticket['etn_avaiilable_tickets'] ?? -1 );
			$min      = max( 1, (int) ( $ticket['etn_min_ticket'] ?? 1 ) );
			$max      = (int) ( $ticket['etn_max_ticket'] ?? 0 );
			$fields   = array(
				'name'          => (string) ( $ticket['etn_ticket_name'] ?? '' ),
				'description'   => '',
				'price'         => EventinValues::price( $ticket['etn_ticket_price'] ?? 0 ),
				'capacity'      => ! empty( $ticket['etn_unlimited_tickets'] ) || $capacity < 0 ? -1 : $capacity,
				'sale_start'    => EventinValues::utc( $ticket['start_date'] ?? '', $ticket['start_time'] ?? '', $timezone ),
				'sale_end'      => EventinValues::utc( $ticket['end_date'] ?? '', $ticket['end_time'] ?? '', $timezone, true ),
				'min_per_order' => $min,
				'max_per_order' => min( 100, max( $min, $max > 0 ? $max : 10 ) ),
				'hidden'        => false,
				'position'      => $position,
			);
			$source    = $event . '/' . $slug;
			$records[] = new ImportRecord(
				$source,
				$event,
				$fields,
				array(),
				md5( (string) wp_json_encode( $fields ) ),
				object_type: 'ticket_type',
				links: array( 'event' => array( 'event', (string) $event ) )
			);
		}
		return $records;
	}
}
