<?php
/**
 * How many RSVP answers one visitor may send for one event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Infrastructure\Database\WindowCounter;
use Eventsmith\Infrastructure\Network\VisitorAddress;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Counts answers per visitor address and event over ten minutes, so a flood
 * from one place is refused before it reaches the database. The address is
 * the connection's; a forwarded header counts only when the connection comes
 * from a proxy the site owner declared (setting `trusted_proxies`, filter
 * `eventsmith_trusted_proxies`), so behind a CDN each visitor keeps a counter
 * of their own; IPv6 visitors are counted per /64, the block one subscriber
 * holds. The counter is one atomic statement in the shared database
 * (WindowCounter): parallel answers never both take the last slot.
 */
final class RsvpRateLimit {

	/** Length of a window. */
	private const WINDOW = 10 * MINUTE_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param VisitorAddress $visitor The visitor's address.
	 * @param WindowCounter  $counter Atomic counters.
	 * @param string         $scope   Which visitor write it counts ('rsvp', 'checkout' or 'discount'): each has its own counters.
	 */
	public function __construct(
		private VisitorAddress $visitor = new VisitorAddress( new SettingsRepository() ),
		private WindowCounter $counter = new WindowCounter(),
		private string $scope = 'rsvp'
	) {}

	/**
	 * The same limit with counters of its own, for another kind of visitor write.
	 *
	 * @param string $scope 'checkout', for instance.
	 */
	public function for_scope( string $scope ): self {
		return new self( $this->visitor, $this->counter, $scope );
	}

	/**
	 * Counts one answer; true when the visitor is over the limit.
	 *
	 * @param int $event_id Event id.
	 */
	public function exceeded( int $event_id ): bool {
		/**
		 * Filters how many RSVPs one visitor may send for one event in ten minutes.
		 *
		 * @param int    $limit Submissions.
		 * @param string $scope 'rsvp', 'checkout' or 'discount' (each counted apart).
		 */
		$limit = (int) apply_filters( 'eventsmith_rsvp_rate_limit', 10, $this->scope );
		return $this->counter->hit( $this->scope . '|' . $this->visitor->rate_key() . '|' . $event_id, self::WINDOW ) > $limit;
	}

	/**
	 * What a refused visitor reads.
	 */
	public static function message(): string {
		return __( 'Too many answers from here. Please wait a few minutes.', 'eventsmith' );
	}
}
