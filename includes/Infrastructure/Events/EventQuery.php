<?php
/**
 * What an event list asks for.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Event\StatusFilter;

defined( 'ABSPATH' ) || exit;

/**
 * Filters and page of an event list, already validated.
 */
final class EventQuery {

	/**
	 * Constructor.
	 *
	 * @param StatusFilter            $status      UTC conditions of the status filter.
	 * @param string                  $search      Text the title must contain ('' for any).
	 * @param \DateTimeImmutable|null $range_start Events ending at or after this (UTC).
	 * @param \DateTimeImmutable|null $range_end   Events starting at or before this (UTC).
	 * @param int                     $paged       Page number from 1.
	 * @param int                     $per_page    Items per page, 1 to 100.
	 */
	public function __construct(
		public readonly StatusFilter $status,
		public readonly string $search = '',
		public readonly ?\DateTimeImmutable $range_start = null,
		public readonly ?\DateTimeImmutable $range_end = null,
		public readonly int $paged = 1,
		public readonly int $per_page = 10
	) {}
}
