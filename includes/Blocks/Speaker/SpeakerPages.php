<?php
/**
 * Builds the speaker views (the speaker page and the speaker-events widget).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Speaker;

use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A speaker as a visitor sees them, and their upcoming events, from the
 * speaker repository and the event index the areas share.
 */
final class SpeakerPages {

	/**
	 * Constructor.
	 *
	 * @param SpeakerRepository     $speakers Speakers and organizers.
	 * @param SpeakerUpcomingEvents $upcoming Upcoming events by person.
	 */
	public function __construct( private SpeakerRepository $speakers, private SpeakerUpcomingEvents $upcoming ) {}

	/**
	 * The page of a published speaker (0: the post being shown), or null.
	 *
	 * @param int $id Speaker post id.
	 */
	public function for_speaker( int $id ): ?SpeakerPageView {
		return SpeakerPageView::for_speaker( $id, $this->speakers, $this->upcoming );
	}

	/**
	 * A person's upcoming events.
	 *
	 * @param int $person_id Speaker post id.
	 * @param int $limit     Most events listed.
	 * @return list<array{id: int, title: string, url: string, when: string, as: string, sessions: list<string>}>
	 */
	public function upcoming( int $person_id, int $limit ): array {
		return $this->upcoming->of( $person_id, $limit );
	}
}
