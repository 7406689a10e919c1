<?php
/**
 * One event as a public calendar shows it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Calendar;

use Eventsmith\Domain\Event\Timezones;

defined( 'ABSPATH' ) || exit;

/**
 * Times in the site's timezone (so every visitor sees the same calendar the
 * site shows), an all-day flag, and a location as text. Nothing personal.
 */
final class CalendarEntry {

	/**
	 * Constructor.
	 *
	 * @param int                $id       Event (or occurrence) post id.
	 * @param string             $title    Title as plain text.
	 * @param string             $link     Permalink.
	 * @param \DateTimeImmutable $start    Start in the site's zone.
	 * @param \DateTimeImmutable $end      End in the site's zone.
	 * @param bool               $all_day  Whether the event lasts whole days.
	 * @param string             $location Address, "Online", or ''.
	 */
	private function __construct(
		public readonly int $id,
		public readonly string $title,
		public readonly string $link,
		public readonly \DateTimeImmutable $start,
		public readonly \DateTimeImmutable $end,
		public readonly bool $all_day,
		public readonly string $location
	) {}

	/**
	 * Builds an entry from an index row's moments.
	 *
	 * An event that starts at 00:00 and ends at 23:59 in its own zone lasts
	 * whole days: it keeps its own dates (a day is a day wherever the site is),
	 * shown from midnight to 23:59:59 of those dates in the site's zone. Any
	 * other event keeps its moments, written in the site's zone.
	 *
	 * @param int                  $id         Post id.
	 * @param string               $title      Title as plain text.
	 * @param string               $link       Permalink.
	 * @param \DateTimeImmutable   $start_utc  Start.
	 * @param \DateTimeImmutable   $end_utc    End.
	 * @param string               $event_zone The event's own timezone as stored.
	 * @param \DateTimeZone        $site_zone  The site's timezone.
	 * @param array<string, mixed> $location   Stored location: { address: { address }, online_url }.
	 */
	public static function from(
		int $id,
		string $title,
		string $link,
		\DateTimeImmutable $start_utc,
		\DateTimeImmutable $end_utc,
		string $event_zone,
		\DateTimeZone $site_zone,
		array $location
	): self {
		try {
			$own = Timezones::parse( $event_zone );
		} catch ( \Throwable ) {
			$own = new \DateTimeZone( 'UTC' );
		}
		$local_start = $start_utc->setTimezone( $own );
		$local_end   = $end_utc->setTimezone( $own );
		$all_day     = '00:00' === $local_start->format( 'H:i' ) && '23:59' === $local_end->format( 'H:i' );
		if ( $all_day ) {
			$start = new \DateTimeImmutable( $local_start->format( 'Y-m-d' ) . ' 00:00:00', $site_zone );
			$end   = new \DateTimeImmutable( $local_end->format( 'Y-m-d' ) . ' 23:59:59', $site_zone );
		} else {
			$start = $start_utc->setTimezone( $site_zone );
			$end   = $end_utc->setTimezone( $site_zone );
		}
		return new self( $id, $title, $link, $start, $end, $all_day, self::location_text( $location ) );
	}

	/**
	 * The location a calendar prints: the address, else "Online" for an online event.
	 *
	 * @param array<string, mixed> $location Stored location.
	 */
	public static function location_text( array $location ): string {
		$address = $location['address'] ?? null;
		$text    = is_array( $address ) ? ( $address['address'] ?? '' ) : $address;
		$text    = is_string( $text ) ? trim( $text ) : '';
		if ( '' !== $text ) {
			return $text;
		}
		$online = $location['online_url'] ?? '';
		return is_string( $online ) && '' !== trim( $online ) ? __( 'Online', 'eventsmith' ) : '';
	}

	/**
	 * The entry as the public route answers it.
	 *
	 * @return array{id: int, title: string, link: string, start: string, end: string, all_day: bool, location: string}
	 */
	public function to_array(): array {
		return array(
			'id'       => $this->id,
			'title'    => $this->title,
			'link'     => $this->link,
			'start'    => $this->start->format( 'c' ),
			'end'      => $this->end->format( 'c' ),
			'all_day'  => $this->all_day,
			'location' => $this->location,
		);
	}
}
