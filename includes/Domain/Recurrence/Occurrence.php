<?php
/**
 * One occurrence of a recurring event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Recurrence;

use Eventsmith\Domain\Event\EventSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * The dates of one occurrence: the series' local times on another day.
 */
final class Occurrence {

	/**
	 * Constructor.
	 *
	 * @param EventSchedule $schedule The occurrence's dates.
	 */
	public function __construct( private readonly EventSchedule $schedule ) {}

	/**
	 * The occurrence's dates.
	 */
	public function schedule(): EventSchedule {
		return $this->schedule;
	}

	/**
	 * Local start date, Y-m-d.
	 */
	public function date(): string {
		return $this->schedule->start_date();
	}

	/**
	 * Seconds from start to end.
	 */
	public function duration_seconds(): int {
		return $this->schedule->duration_seconds();
	}

	/**
	 * Start in UTC.
	 */
	public function start_utc(): \DateTimeImmutable {
		return $this->schedule->start_utc();
	}

	/**
	 * End in UTC.
	 */
	public function end_utc(): \DateTimeImmutable {
		return $this->schedule->end_utc();
	}
}
