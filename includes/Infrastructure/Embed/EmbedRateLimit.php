<?php
/**
 * How often one address may load embedded widgets.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Embed;

use Eventsmith\Infrastructure\Database\WindowCounter;
use Eventsmith\Infrastructure\Network\VisitorAddress;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Counts requests of the public embed route per visitor over one minute. The
 * visitor is found as the RSVP limit finds them (VisitorAddress): the
 * connection's address, X-Forwarded-For only when the connection comes from a
 * proxy the site owner declared (setting `trusted_proxies`, filter
 * `eventsmith_trusted_proxies`), an IPv6 address counted per /64. The counter
 * is one atomic statement in the shared database (WindowCounter).
 */
final class EmbedRateLimit {

	private const WINDOW = MINUTE_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param VisitorAddress $visitor The visitor's address.
	 * @param WindowCounter  $counter Atomic counters.
	 */
	public function __construct(
		private VisitorAddress $visitor = new VisitorAddress( new SettingsRepository() ),
		private WindowCounter $counter = new WindowCounter()
	) {}

	/**
	 * Counts one request; true when the address is over the limit.
	 */
	public function exceeded(): bool {
		/**
		 * Filters how many embedded widgets one address may load per minute.
		 *
		 * @param int $limit Requests per minute.
		 */
		$limit = (int) apply_filters( 'eventsmith_embed_rate_limit', 120 );
		return $this->counter->hit( 'embed|' . $this->visitor->rate_key(), self::WINDOW ) > $limit;
	}

	/**
	 * Seconds a refused client should wait.
	 */
	public function retry_after(): int {
		return self::WINDOW;
	}
}
