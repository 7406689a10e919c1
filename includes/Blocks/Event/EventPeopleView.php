<?php
/**
 * The organizers and speakers of an event, as visitors see them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Published people only, with what a visitor may see: name, photo, role,
 * company and their page. Never their e-mail address.
 */
final class EventPeopleView {

	/**
	 * Constructor.
	 *
	 * @param EventPageData $event The event.
	 */
	public function __construct( private EventPageData $event ) {}

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
			$people = $this->people( is_array( $this->event->fields[ $field ] ?? null ) ? $this->event->fields[ $field ] : array() );
			if ( array() !== $people ) {
				$groups[ $key ] = $people;
			}
		}
		return $groups;
	}

	/**
	 * Published people by id, unknown ones left out.
	 *
	 * @param list<int> $ids Speaker post ids.
	 * @return list<array{id: int, name: string, designation: string, company: string, photo_url: string, url: string}>
	 */
	public static function people( array $ids ): array {
		$repository = new SpeakerRepository();
		$people     = array();
		_prime_post_caches( array_map( 'intval', $ids ) );
		foreach ( $ids as $id ) {
			if ( 'publish' !== get_post_status( (int) $id ) ) {
				continue;
			}
			try {
				$person = $repository->find( (int) $id );
			} catch ( DomainError ) {
				continue;
			}
			$people[] = array(
				'id'          => (int) $person['id'],
				'name'        => (string) $person['name'],
				'designation' => (string) $person['designation'],
				'company'     => (string) ( $person['company'] ?? '' ),
				'photo_url'   => (string) $person['photo_url'],
				'url'         => (string) get_permalink( (int) $person['id'] ),
			);
		}
		return $people;
	}
}
