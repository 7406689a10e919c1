<?php
/**
 * The public facts of listed events: what the events widget prints and its route answers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Events;

use Eventsmith\Domain\Calendar\CalendarEntry;
use Eventsmith\Domain\Event\Timezones;
use Eventsmith\Domain\Widget\Excerpt;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventMeta;

defined( 'ABSPATH' ) || exit;

/**
 * Builds one item per index row with the posts, their meta, terms and featured images primed
 * in a few queries (no query per event). Only published facts: never an e-mail or a draft.
 */
final class EventCards {

	/**
	 * Items of the rows, in the rows' order.
	 *
	 * @param list<array{event_id: int, start_utc: string, end_utc: string, timezone: string}> $rows       Index rows.
	 * @param int                                                                              $desc_limit Words of each excerpt.
	 * @return list<array<string, mixed>>
	 */
	public static function items( array $rows, int $desc_limit ): array {
		if ( array() === $rows ) {
			return array();
		}
		$ids = array_map( static fn( array $row ): int => $row['event_id'], $rows );
		_prime_post_caches( $ids, true, true );
		$images = array_filter( array_map( static fn( int $id ): int => (int) get_post_thumbnail_id( $id ), $ids ) );
		if ( array() !== $images ) {
			_prime_post_caches( array_values( $images ), false, true );
		}
		$items = array();
		foreach ( $rows as $row ) {
			$post = get_post( $row['event_id'] );
			if ( $post instanceof \WP_Post ) {
				$items[] = self::item( $post, $row, $desc_limit );
			}
		}
		return $items;
	}

	/**
	 * One event's item.
	 *
	 * @param \WP_Post                                                                 $post       The event.
	 * @param array{event_id: int, start_utc: string, end_utc: string, timezone: string} $row        Its index row.
	 * @param int                                                                      $desc_limit Words of the excerpt.
	 * @return array<string, mixed>
	 */
	private static function item( \WP_Post $post, array $row, int $desc_limit ): array {
		try {
			$zone = Timezones::parse( $row['timezone'] );
		} catch ( \Throwable ) {
			$zone = new \DateTimeZone( 'UTC' );
		}
		$utc      = new \DateTimeZone( 'UTC' );
		$start    = ( new \DateTimeImmutable( $row['start_utc'], $utc ) )->setTimezone( $zone );
		$end      = ( new \DateTimeImmutable( $row['end_utc'], $utc ) )->setTimezone( $zone );
		$location = get_post_meta( $post->ID, EventMeta::key( 'location' ), true );
		$image_id = (int) get_post_thumbnail_id( $post );
		$image    = $image_id > 0 ? wp_get_attachment_image_src( $image_id, 'medium_large' ) : false;
		$terms    = get_the_terms( $post, Taxonomies::CATEGORY );
		$text     = '' !== trim( $post->post_excerpt ) ? $post->post_excerpt : $post->post_content;

		return array(
			'id'            => $post->ID,
			'title'         => html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' ),
			'url'           => (string) get_permalink( $post ),
			'start'         => $start->format( DATE_ATOM ),
			'end'           => $end->format( DATE_ATOM ),
			'timezone'      => $zone->getName(),
			'date_text'     => self::date_text( $start, $end ),
			'short_date'    => self::short_date( $start, $end ),
			'day'           => wp_date( 'j', $start->getTimestamp(), $zone ),
			'month'         => wp_date( 'M', $start->getTimestamp(), $zone ),
			'location_text' => CalendarEntry::location_text( is_array( $location ) ? $location : array() ),
			'excerpt'       => Excerpt::words( html_entity_decode( strip_shortcodes( $text ), ENT_QUOTES, 'UTF-8' ), $desc_limit ),
			'image'         => is_array( $image ) ? array(
				'url' => (string) $image[0],
				'alt' => trim( wp_strip_all_tags( (string) get_post_meta( $image_id, '_wp_attachment_image_alt', true ) ) ),
			) : null,
			'categories'    => is_array( $terms ) ? array_map(
				static fn( \WP_Term $term ): array => array(
					'id'   => $term->term_id,
					'name' => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
					'url'  => (string) get_term_link( $term ),
				),
				array_values( $terms )
			) : array(),
		);
	}

	/**
	 * The start alone, for one-line lists: "Thu 12 Jun 2031, 10:00" (the day alone when all-day).
	 *
	 * @param \DateTimeImmutable $start Start in the event's zone.
	 * @param \DateTimeImmutable $end   End in the event's zone.
	 */
	public static function short_date( \DateTimeImmutable $start, \DateTimeImmutable $end ): string {
		$day  = (string) wp_date( _x( 'D j M Y', 'events widget date format', 'eventsmith' ), $start->getTimestamp(), $start->getTimezone() );
		$time = (string) wp_date( (string) get_option( 'time_format', 'H:i' ), $start->getTimestamp(), $start->getTimezone() );
		return '00:00' === $start->format( 'H:i' ) && '23:59' === $end->format( 'H:i' ) ? $day : $day . ', ' . $time;
	}

	/**
	 * "Thu 12 Jun 2031, 10:00–16:00 CEST", "Thu 12 Jun 2031, 10:00 – Sat 14 Jun 2031, 16:00 CEST",
	 * or the day(s) alone for an all-day event, in the event's own zone.
	 *
	 * @param \DateTimeImmutable $start Start in the event's zone.
	 * @param \DateTimeImmutable $end   End in the event's zone.
	 */
	public static function date_text( \DateTimeImmutable $start, \DateTimeImmutable $end ): string {
		$zone     = $start->getTimezone();
		$day      = _x( 'D j M Y', 'events widget date format', 'eventsmith' );
		$time     = (string) get_option( 'time_format', 'H:i' );
		$same_day = $start->format( 'Y-m-d' ) === $end->format( 'Y-m-d' );
		$format   = static fn( \DateTimeImmutable $at, string $pattern ): string => (string) wp_date( $pattern, $at->getTimestamp(), $zone );
		if ( '00:00' === $start->format( 'H:i' ) && '23:59' === $end->format( 'H:i' ) ) {
			return $same_day ? $format( $start, $day ) : $format( $start, $day ) . ' – ' . $format( $end, $day );
		}
		$abbreviation = $format( $start, 'T' );
		$suffix       = '' === $abbreviation || str_starts_with( $abbreviation, '+' ) || str_starts_with( $abbreviation, '-' ) ? ' ' . $zone->getName() : ' ' . $abbreviation;
		if ( $same_day ) {
			return $format( $start, $day ) . ', ' . $format( $start, $time ) . '–' . $format( $end, $time ) . $suffix;
		}
		return $format( $start, $day ) . ', ' . $format( $start, $time ) . ' – ' . $format( $end, $day ) . ', ' . $format( $end, $time ) . $suffix;
	}
}
