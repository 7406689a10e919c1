<?php
/**
 * The conditions a status filter puts on an event's UTC start and end.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

defined( 'ABSPATH' ) || exit;

/**
 * Each condition is null (no condition) or a UTC moment, whole seconds:
 * start_before: start <= moment; start_after: start > moment;
 * end_before: end < moment; end_after: end >= moment.
 * A repository turns them into SQL on UTC columns with exactly these operators.
 */
final class StatusFilter {

	/**
	 * Constructor.
	 *
	 * @param bool|null               $is_draft     Required draft flag, or null for either.
	 * @param \DateTimeImmutable|null $start_before Start at or before.
	 * @param \DateTimeImmutable|null $start_after  Start strictly after.
	 * @param \DateTimeImmutable|null $end_before   End strictly before.
	 * @param \DateTimeImmutable|null $end_after    End at or after.
	 */
	public function __construct(
		public readonly ?bool $is_draft = null,
		public readonly ?\DateTimeImmutable $start_before = null,
		public readonly ?\DateTimeImmutable $start_after = null,
		public readonly ?\DateTimeImmutable $end_before = null,
		public readonly ?\DateTimeImmutable $end_after = null
	) {}

	/**
	 * Whether an event passes the filter (the same test the SQL query makes).
	 *
	 * @param bool               $is_draft  Draft flag.
	 * @param \DateTimeImmutable $start_utc Start.
	 * @param \DateTimeImmutable $end_utc   End.
	 */
	public function matches( bool $is_draft, \DateTimeImmutable $start_utc, \DateTimeImmutable $end_utc ): bool {
		return ( null === $this->is_draft || $this->is_draft === $is_draft )
			&& ( null === $this->start_before || $start_utc <= $this->start_before )
			&& ( null === $this->start_after || $start_utc > $this->start_after )
			&& ( null === $this->end_before || $end_utc < $this->end_before )
			&& ( null === $this->end_after || $end_utc >= $this->end_after );
	}
}
