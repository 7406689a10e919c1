<?php
/**
 * View model of the schedule widget.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Program;

use Eventsmith\Blocks\People\PeopleCards;
use Eventsmith\Domain\Widget\ProgramParams;
use Eventsmith\Infrastructure\Schedules\PublishedSchedules;

defined( 'ABSPATH' ) || exit;

/**
 * The published schedules picked by id (or all of them), shown as tabs or as
 * a list of days, in style-1 or style-2.
 */
final class ScheduleView {

	/**
	 * Constructor.
	 *
	 * @param string                     $view  tab or list.
	 * @param string                     $style style-1 or style-2.
	 * @param list<array<string, mixed>> $days  Days (ScheduleDays).
	 */
	private function __construct(
		public readonly string $view,
		public readonly string $style,
		public readonly array $days
	) {}

	/**
	 * Builds the view from block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes (ids, view, style).
	 * @param PublishedSchedules   $schedules  Published schedules.
	 * @param PeopleCards          $people     Reads the sessions' published speakers.
	 */
	public static function from_attributes( array $attributes, PublishedSchedules $schedules, PeopleCards $people ): self {
		$page = $schedules->page( ProgramParams::ids( $attributes['ids'] ?? '' ), 1, ProgramParams::MAX_SCHEDULES );
		return new self(
			ProgramParams::choice( $attributes['view'] ?? '', ProgramParams::SCHEDULE_VIEWS ),
			ProgramParams::choice( $attributes['style'] ?? '', ProgramParams::SCHEDULE_STYLES ),
			ScheduleDays::from_records( $page['items'], $people )
		);
	}
}
