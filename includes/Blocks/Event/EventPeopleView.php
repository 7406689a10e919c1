<?php
/**
 * The organizers and speakers of an event, as visitors see them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Blocks\People\PeopleCards;

defined( 'ABSPATH' ) || exit;

/**
 * Published people only, with what a visitor may see: name, photo, role,
 * company and their page. Never their e-mail address.
 */
final class EventPeopleView {

	/**
	 * Constructor.
	 *
	 * @param EventPageData $event  The event.
	 * @param PeopleCards   $people Reads published people.
	 */
	public function __construct( private EventPageData $event, private PeopleCards $people ) {}

	/**
	 * Organizers, then speakers, each list in the order the event gives them.
	 *
	 * @param string $role 'all', 'organizer' or 'speaker'.
	 * @return array<string, list<array{id: int, name: string, designation: string, company: string, photo_url: string, url: string}>> Role key => people.
	 */
	public function groups( string $role = 'all' ): array {
		$groups = array();
		foreach ( array( 'organizer' => 'organizers', 'speaker' => 'speakers' ) as $key => $field ) {
			if ( 'all' !== $role && $role !== $key ) {
				continue;
			}
			$people = $this->people->of( is_array( $this->event->fields[ $field ] ?? null ) ? $this->event->fields[ $field ] : array() );
			if ( array() !== $people ) {
				$groups[ $key ] = $people;
			}
		}
		return $groups;
	}
}
