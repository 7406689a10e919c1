<?php
/**
 * What a speaker's or organizer's public page shows.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Speaker;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A published speaker's photo, role, bio and social links, and the upcoming
 * events they speak at or organise with their sessions there. Never their
 * e-mail address.
 */
final class SpeakerPageView {

	/** Most upcoming events listed. */
	private const LISTED_EVENTS = 10;

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed>  $person   The speaker as SpeakerRepository::find() gives it.
	 * @param SpeakerUpcomingEvents $upcoming Their upcoming events.
	 */
	private function __construct( public readonly array $person, private SpeakerUpcomingEvents $upcoming ) {}

	/**
	 * The page of a published speaker, or null.
	 *
	 * @param int                   $id       Speaker post id (0: the post being shown).
	 * @param SpeakerRepository     $speakers Speakers and organizers.
	 * @param SpeakerUpcomingEvents $upcoming Their upcoming events.
	 */
	public static function for_speaker( int $id, SpeakerRepository $speakers, SpeakerUpcomingEvents $upcoming ): ?self {
		$id = $id > 0 ? $id : (int) get_the_ID();
		if ( PostTypes::SPEAKER !== get_post_type( $id ) || ( 'publish' !== get_post_status( $id ) && ! current_user_can( 'edit_post', $id ) ) ) {
			return null;
		}
		try {
			return new self( $speakers->find( $id ), $upcoming );
		} catch ( DomainError ) {
			return null;
		}
	}

	/**
	 * Role and company as one line ("Keynote speaker, Analytical Engines").
	 */
	public function role(): string {
		return implode( ', ', array_filter( array( (string) $this->person['designation'], (string) $this->person['company'] ) ) );
	}

	/**
	 * Social links with a web address.
	 *
	 * @return list<array{network: string, url: string}>
	 */
	public function links(): array {
		return array_values(
			array_filter(
				$this->person['social'],
				static fn( mixed $link ): bool => is_array( $link ) && 1 === preg_match( '#^https?://\S+$#i', (string) ( $link['url'] ?? '' ) )
			)
		);
	}

	/**
	 * Upcoming events the person speaks at or organises, with their role and sessions there.
	 *
	 * @return list<array{id: int, title: string, url: string, when: string, as: string, sessions: list<string>}>
	 */
	public function upcoming(): array {
		return $this->upcoming->of( (int) $this->person['id'], self::LISTED_EVENTS );
	}
}
