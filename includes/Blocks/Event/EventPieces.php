<?php
/**
 * The views of the event page's pieces (blocks/event-*), built from the visitor area's services.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Blocks\People\PeopleCards;
use Eventsmith\Domain\Calendar\IcsEvent;
use Eventsmith\Infrastructure\Calendar\CalendarEntries;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;

defined( 'ABSPATH' ) || exit;

/**
 * What each event-* block's render.php asks for: the event it shows (or the
 * editors' notice), its people, programme, registration area and calendar
 * entry.
 */
final class EventPieces {

	/**
	 * Constructor.
	 *
	 * @param EventPages         $pages        Reads events as visitors see them.
	 * @param PeopleCards        $people       Reads published people.
	 * @param ScheduleRepository $schedules    Schedules.
	 * @param RegistrationViews  $registration The registration views.
	 * @param CalendarEntries    $entries      Calendar entries of events.
	 */
	public function __construct(
		private EventPages $pages,
		private PeopleCards $people,
		private ScheduleRepository $schedules,
		private RegistrationViews $registration,
		private CalendarEntries $entries
	) {}

	/**
	 * The event a piece shows, or null after printing the editors' notice.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param \WP_Block|null       $block      The block.
	 */
	public function event_or_notice( array $attributes, ?\WP_Block $block ): ?EventPageData {
		$event = $this->pages->for_block( $attributes, $block );
		if ( null === $event && current_user_can( 'edit_posts' ) ) {
			printf(
				'<div %1$s role="alert"><p>%2$s</p></div>',
				get_block_wrapper_attributes( array( 'class' => 'is-error' ) ),
				esc_html__( 'Choose the event this block shows, or place it on an event page.', 'eventsmith' )
			);
		}
		return $event;
	}

	/**
	 * The event's dates.
	 *
	 * @param EventPageData $event The event.
	 */
	public function dates( EventPageData $event ): EventDateView {
		return $this->pages->dates( $event );
	}

	/**
	 * The event's organizers and speakers.
	 *
	 * @param EventPageData $event The event.
	 */
	public function people( EventPageData $event ): EventPeopleView {
		return new EventPeopleView( $event, $this->people );
	}

	/**
	 * The event's programme.
	 *
	 * @param EventPageData $event The event.
	 */
	public function programme( EventPageData $event ): EventProgrammeView {
		return new EventProgrammeView( $event, $this->schedules, $this->people );
	}

	/**
	 * The event's registration area.
	 *
	 * @param EventPageData $event The event.
	 */
	public function tickets( EventPageData $event ): EventTicketsView {
		return $this->registration->event_tickets( $event );
	}

	/**
	 * The event's calendar entry (for "Add to calendar"), or null.
	 *
	 * @param EventPageData $event The event.
	 */
	public function calendar_entry( EventPageData $event ): ?IcsEvent {
		return $this->entries->for_event( $event->id() );
	}
}
