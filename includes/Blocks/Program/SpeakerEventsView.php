<?php
/**
 * View model of the upcoming events of one speaker.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Program;

use Eventsmith\Blocks\Speaker\SpeakerPages;
use Eventsmith\Domain\Widget\ProgramParams;

defined( 'ABSPATH' ) || exit;

/**
 * The published speaker (by id, or the speaker whose page is shown) and the
 * upcoming published events they speak at or organise.
 */
final class SpeakerEventsView {

	/**
	 * Constructor.
	 *
	 * @param string                     $name      The speaker's name ('' when there is none).
	 * @param list<array<string, mixed>> $events    Events (SpeakerUpcomingEvents).
	 * @param bool                       $show_date Whether dates show.
	 */
	private function __construct(
		public readonly string $name,
		public readonly array $events,
		public readonly bool $show_date
	) {}

	/**
	 * Builds the view from block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes (speakerId, limit, showDate).
	 * @param SpeakerPages         $speakers   Speakers and their upcoming events.
	 */
	public static function from_attributes( array $attributes, SpeakerPages $speakers ): self {
		$speaker = $speakers->for_speaker( ProgramParams::number( $attributes['speakerId'] ?? 0, 0, 0, PHP_INT_MAX ) );
		$limit   = ProgramParams::number( $attributes['limit'] ?? null, ProgramParams::DEFAULT_SPEAKER_EVENTS, 1, ProgramParams::MAX_SPEAKER_EVENTS );
		$show    = false !== ( $attributes['showDate'] ?? true );
		if ( null === $speaker || 'publish' !== get_post_status( (int) $speaker->person['id'] ) ) {
			return new self( '', array(), $show );
		}
		return new self( (string) $speaker->person['name'], $speakers->upcoming( (int) $speaker->person['id'], $limit ), $show );
	}
}
