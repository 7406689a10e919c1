<?php
/**
 * schema.org Event data for search engines, in the head of event pages.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Domain\Widget\Excerpt;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Prints one `<script type="application/ld+json">` with the event as
 * schema.org/Event on its own page.
 */
final class EventStructuredData {

	/** Words of the description search engines get (plain text). */
	private const DESCRIPTION_WORDS = 60;

	/**
	 * Constructor.
	 *
	 * @param EventPieces $pieces The event page's views (people, registration).
	 * @param EventPages  $pages  Reads events as visitors see them.
	 */
	public function __construct( private EventPieces $pieces, private EventPages $pages ) {}

	/**
	 * Prints the data in the page head.
	 */
	public function register_hooks(): void {
		add_action( 'wp_head', array( $this, 'print_data' ), 20 );
	}

	/**
	 * Prints the script on a single event page.
	 */
	public function print_data(): void {
		if ( ! is_singular( PostTypes::EVENT ) ) {
			return;
		}
		$event = $this->pages->for_event( (int) get_queried_object_id() );
		if ( null === $event || 'publish' !== $event->post->post_status ) {
			return;
		}
		$data = $this->data( $event );
		if ( null === $data ) {
			return;
		}
		// JSON_HEX_TAG writes < and > as \u003C / \u003E, so no text can close the script.
		printf(
			"<script type=\"application/ld+json\">%s</script>\n",
			wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with tags hex-escaped.
		);
	}

	/**
	 * The schema.org Event of an event, or null when it has no dates.
	 *
	 * @param EventPageData $event The event.
	 * @return array<string, mixed>|null
	 */
	public function data( EventPageData $event ): ?array {
		$schedule = $event->schedule;
		if ( null === $schedule ) {
			return null;
		}
		$location = $event->location();
		$places   = array();
		if ( '' !== $location['address'] ) {
			$places[] = array(
				'@type'   => 'Place',
				'name'    => $location['address'],
				'address' => array(
					'@type'         => 'PostalAddress',
					'streetAddress' => $location['address'],
				),
			);
		}
		if ( $location['online'] ) {
			// A link kept for registered attendees is left out; the place still says the event is online.
			$places[] = '' !== $location['online_url'] ? array(
				'@type' => 'VirtualLocation',
				'url'   => $location['online_url'],
			) : array( '@type' => 'VirtualLocation' );
		}
		$mode = match ( true ) {
			'' !== $location['address'] && $location['online'] => 'MixedEventAttendanceMode',
			$location['online'] => 'OnlineEventAttendanceMode',
			default => 'OfflineEventAttendanceMode',
		};
		$people      = $this->pieces->people( $event );
		$groups      = $people->groups();
		$description = Excerpt::words( strip_shortcodes( $event->post->post_content ), self::DESCRIPTION_WORDS );
		$data        = array(
			'@context'            => 'https://schema.org',
			'@type'               => 'Event',
			'name'                => html_entity_decode( $event->title(), ENT_QUOTES, 'UTF-8' ),
			'url'                 => $event->url(),
			'startDate'           => $schedule->local_start()->format( DATE_ATOM ),
			'endDate'             => $schedule->local_end()->format( DATE_ATOM ),
			'eventStatus'         => 'https://schema.org/' . ( $event->is_cancelled() ? 'EventCancelled' : 'EventScheduled' ),
			'eventAttendanceMode' => 'https://schema.org/' . $mode,
		);
		if ( '' !== $description ) {
			$data['description'] = html_entity_decode( $description, ENT_QUOTES, 'UTF-8' );
		}
		$image = get_the_post_thumbnail_url( $event->post, 'full' );
		if ( $image ) {
			$data['image'] = array( $image );
		}
		if ( array() !== $places ) {
			$data['location'] = 1 === count( $places ) ? $places[0] : $places;
		}
		foreach ( array(
			'organizer' => 'organizer',
			'performer' => 'speaker',
		) as $property => $role ) {
			if ( ! empty( $groups[ $role ] ) ) {
				$data[ $property ] = array_map(
					static fn( array $person ): array => array(
						'@type' => 'Person',
						'name'  => html_entity_decode( $person['name'], ENT_QUOTES, 'UTF-8' ),
						'url'   => $person['url'],
					),
					$groups[ $role ]
				);
			}
		}
		$offers = array();
		foreach ( $this->pieces->tickets( $event )->offers() as $offer ) {
			$offers[] = array_filter(
				array(
					'@type'         => 'Offer',
					'name'          => html_entity_decode( $offer['name'], ENT_QUOTES, 'UTF-8' ),
					'url'           => $event->url(),
					'availability'  => 'https://schema.org/' . $offer['availability'],
					'price'         => $offer['price'],
					'priceCurrency' => $offer['currency'],
					'validFrom'     => $offer['valid_from'],
					'validThrough'  => $offer['valid_through'],
				),
				static fn( string $value ): bool => '' !== $value
			);
		}
		if ( array() !== $offers ) {
			$data['offers'] = 1 === count( $offers ) ? $offers[0] : $offers;
		}
		return $data;
	}
}
