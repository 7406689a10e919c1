<?php
/**
 * Stored events as calendar entries.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Calendar;

use Eventsmith\Domain\Calendar\IcsEvent;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\OnlineLink;
use Eventsmith\Domain\Recurrence\RruleText;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * A published event as one VEVENT: a series as its first occurrence with
 * the RRULE and excluded days, an occurrence's own page as that one date.
 */
final class CalendarEntries {

	/**
	 * Constructor.
	 *
	 * @param EventReader $reader Reads stored events.
	 */
	public function __construct( private EventReader $reader ) {}

	/**
	 * The entry of a published event, or null (not an event, not published, no readable dates).
	 * The public copy (the event page's download, the feed, Google Calendar) leaves out an online
	 * link the event keeps for registered attendees; their copy (attached to their e-mails)
	 * carries it, at the head of the description.
	 *
	 * @param int  $id            Post id.
	 * @param bool $for_attendees Whether the entry goes to registered attendees.
	 */
	public function for_event( int $id, bool $for_attendees = false ): ?IcsEvent {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || PostTypes::EVENT !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		try {
			$schedule = $this->reader->schedule( $id );
			$rule     = $post->post_parent > 0 ? null : $this->reader->rule( $id );
			$fields   = $this->reader->public_view( $post );
		} catch ( DomainError ) {
			return null;
		}
		if ( null === $schedule ) {
			return null;
		}
		$location = is_array( $fields['location'] ?? null ) ? $fields['location'] : array();
		$online   = OnlineLink::has_link( $location ) ? trim( (string) $location['online_url'] ) : '';
		$terms    = get_the_terms( $post, Taxonomies::CATEGORY );
		$modified = new \DateTimeImmutable( $post->post_modified_gmt && '0000-00-00 00:00:00' !== $post->post_modified_gmt ? $post->post_modified_gmt : 'now', new \DateTimeZone( 'UTC' ) );
		return new IcsEvent(
			sprintf( 'event-%d@%s', $id, (string) wp_parse_url( home_url(), PHP_URL_HOST ) ),
			$modified,
			$schedule->local_start(),
			$schedule->local_end(),
			html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
			$this->description( $post->post_content, $for_attendees ? $online : '' ),
			$this->place( $location, $for_attendees || ! empty( $fields['online_link_is_public'] ) ),
			(string) get_permalink( $post ),
			is_array( $terms ) ? array_map( static fn( \WP_Term $term ): string => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ), $terms ) : array(),
			null === $rule ? null : RruleText::format( $rule ),
			null === $rule ? array() : $rule->exclusions,
			! empty( $fields['cancelled'] )
		);
	}

	/**
	 * Entries for several events, skipping those that cannot be written.
	 *
	 * @param list<int> $ids Post ids.
	 * @return list<IcsEvent>
	 */
	public function for_events( array $ids ): array {
		_prime_post_caches( $ids );
		update_meta_cache( 'post', $ids );
		return array_values( array_filter( array_map( array( $this, 'for_event' ), $ids ) ) );
	}

	/**
	 * The LOCATION: the address, else the online link, else (a link kept for attendees) the notice that says so.
	 *
	 * @param array<string, mixed> $location    Stored location.
	 * @param bool                 $link_shown  Whether the reader may see the online link.
	 */
	private function place( array $location, bool $link_shown ): string {
		$address = trim( (string) ( $location['address']['address'] ?? '' ) );
		if ( '' !== $address || ! OnlineLink::has_link( $location ) ) {
			return $address;
		}
		return $link_shown ? trim( (string) $location['online_url'] ) : OnlineLink::notice();
	}

	/**
	 * The DESCRIPTION: the event's text, after the online link for an attendee's copy.
	 *
	 * @param string $content Post content.
	 * @param string $online  The online link to lead with ('' for none).
	 */
	private function description( string $content, string $online ): string {
		$text = $this->plain( $content );
		if ( '' === $online ) {
			return $text;
		}
		/* translators: %s: the event's online link. */
		return trim( sprintf( __( 'Join online: %s', 'eventsmith' ), $online ) . "\n\n" . $text );
	}

	/**
	 * An event's description as plain text.
	 *
	 * @param string $content Post content (blocks, HTML).
	 */
	private function plain( string $content ): string {
		$text = wp_strip_all_tags( strip_shortcodes( $content ) );
		$text = html_entity_decode( $text, ENT_QUOTES, 'UTF-8' );
		return trim( (string) preg_replace( "/\n{3,}/", "\n\n", str_replace( "\r", '', $text ) ) );
	}
}
