<?php
/**
 * Eventin's RSVPs as RSVP records.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinValues;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * etn_rsvp posts (Eventin Pro's RSVP module; the free plugin exports them): the title is the
 * name, meta etn_rsvp_value (going, not_going, maybe), event_id, attendee_email,
 * number_of_attendee; each guest is a child etn_rsvp post (title and attendee_email). The people
 * going (the person who answered and each guest) become RSVP tickets; a "maybe" takes no place.
 */
final class RsvpReader implements EventinReader {

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
		return 'rsvp';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $after Last post id read.
	 * @param int $limit How many.
	 */
	public function read( int $after, int $limit ): array {
		$this->series->reset();
		$posts    = $this->tables->posts( 'etn_rsvp', $after, $limit, 0 );
		$ids      = array_map( static fn( array $post ): int => (int) $post['ID'], $posts );
		$meta     = $this->tables->meta( $ids );
		$children = $this->tables->children( 'etn_rsvp', $ids );
		$guests   = array();
		foreach ( $children as $list ) {
			foreach ( $list as $child ) {
				$guests[] = (int) $child['ID'];
			}
		}
		$guest_meta = $this->tables->meta( $guests );
		$records    = array();
		foreach ( $posts as $post ) {
			$id    = (int) $post['ID'];
			$values = $meta[ $id ] ?? array();
			$email    = (string) ( $values['attendee_email'] ?? '' );
			$name     = html_entity_decode( (string) $post['post_title'], ENT_QUOTES, 'UTF-8' );
			$response = EventinValues::rsvp_response( (string) ( $values['etn_rsvp_value'] ?? '' ) );
			$people   = array(
				array(
					'name'  => $name,
					'email' => $email,
				),
			);
			foreach ( $children[ $id ] ?? array() as $child ) {
				$guest = (string) ( $guest_meta[ (int) $child['ID'] ]['attendee_email'] ?? '' );
				if ( $guest !== $email ) {
					$people[] = array(
						'name'  => html_entity_decode( (string) $child['post_title'], ENT_QUOTES, 'UTF-8' ),
						'email' => $guest,
					);
				}
			}
			$fields = array(
				'response'       => $response,
				'attendee_count' => 'going' === $response ? max( count( $people ), (int) ( $values['number_of_attendee'] ?? 1 ) ) : 0,
				'reason'         => '',
				'name'           => $name,
				'email'          => $email,
				'created_at'     => OrderReader::iso( (string) $post['post_date_gmt'] ),
				'attendees'      => 'going' === $response ? $people : array(),
			);
			$target    = $this->series->target( (int) ( $values['event_id'] ?? 0 ) );
			$records[] = new ImportRecord( (string) $id, $id, $fields, array(), md5( (string) wp_json_encode( array( $fields, $target['link'] ) ) ), object_type: 'rsvp', links: array( 'event' => $target['link'] ) );
		}
		return array(
			'records' => $records,
			'last'    => $ids ? (int) end( $ids ) : $after,
			'end'     => count( $posts ) < $limit,
		);
	}
}
