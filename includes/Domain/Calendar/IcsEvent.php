<?php
/**
 * One event as a calendar file describes it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Calendar;

defined( 'ABSPATH' ) || exit;

/**
 * The values of one VEVENT. A series is one IcsEvent with its rule: its
 * first occurrence's times, the RRULE and the excluded days.
 */
final class IcsEvent {

	/**
	 * Constructor.
	 *
	 * @param string             $uid         Stable, globally unique id.
	 * @param \DateTimeImmutable $stamp       When this description was last changed (DTSTAMP).
	 * @param \DateTimeImmutable $start       Start, in the event's timezone.
	 * @param \DateTimeImmutable $end         End, in the event's timezone.
	 * @param string             $summary     Title.
	 * @param string             $description Plain text.
	 * @param string             $location    Address or online link.
	 * @param string             $url         The event's page.
	 * @param list<string>       $categories  Category names.
	 * @param string|null        $rrule       RRULE value (FREQ=…), null for a single event.
	 * @param list<string>       $exclusions  Local days (Y-m-d) a series leaves out.
	 * @param bool               $cancelled   Whether the event is called off.
	 */
	public function __construct(
		public readonly string $uid,
		public readonly \DateTimeImmutable $stamp,
		public readonly \DateTimeImmutable $start,
		public readonly \DateTimeImmutable $end,
		public readonly string $summary,
		public readonly string $description = '',
		public readonly string $location = '',
		public readonly string $url = '',
		public readonly array $categories = array(),
		public readonly ?string $rrule = null,
		public readonly array $exclusions = array(),
		public readonly bool $cancelled = false
	) {}
}
