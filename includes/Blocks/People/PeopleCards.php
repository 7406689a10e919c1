<?php
/**
 * Published speakers and organizers as visitors see them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\People;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Published people only, with what a visitor may see: name, photo, role,
 * company and their page. Never their e-mail address.
 */
final class PeopleCards {

	/**
	 * Constructor.
	 *
	 * @param SpeakerRepository $speakers Speakers and organizers.
	 */
	public function __construct( private SpeakerRepository $speakers ) {}

	/**
	 * The published people among ids, in their order.
	 *
	 * @param array<int|string> $ids Speaker post ids.
	 * @return list<array{id: int, name: string, designation: string, company: string, photo_url: string, url: string}>
	 */
	public function of( array $ids ): array {
		$people = array();
		_prime_post_caches( array_map( 'intval', $ids ) );
		foreach ( $ids as $id ) {
			if ( 'publish' !== get_post_status( (int) $id ) ) {
				continue;
			}
			try {
				$person = $this->speakers->find( (int) $id );
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
