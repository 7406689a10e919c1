<?php
/**
 * What a template is rendered for: an event, an attendee and their booking.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Template;

use Eventsmith\Domain\Event\EventSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * Plain values read from storage; the attendee and booking parts are empty
 * when a template is rendered for an event alone.
 */
final class PlaceholderContext {

	/**
	 * Constructor.
	 *
	 * @param string                $event_title    Event title.
	 * @param string                $event_location Event location.
	 * @param EventSchedule|null    $schedule       Event dates, null while it has none.
	 * @param string                $attendee_name  Attendee name.
	 * @param string                $attendee_email Attendee email.
	 * @param string                $attendee_phone Attendee phone.
	 * @param int                   $ticket_id      Attendee (ticket) id, 0 when none.
	 * @param string                $ticket_type    Ticket type.
	 * @param float|null            $price          Price paid for the ticket, null when not booked.
	 * @param string                $currency       ISO 4217 code of the price.
	 * @param string                $payment_status Booking status (pending, completed, failed, refunded) or ''.
	 * @param array<string, mixed>  $extra          Extra attendee fields (the key `seat` is the seat).
	 */
	public function __construct(
		public readonly string $event_title = '',
		public readonly string $event_location = '',
		public readonly ?EventSchedule $schedule = null,
		public readonly string $attendee_name = '',
		public readonly string $attendee_email = '',
		public readonly string $attendee_phone = '',
		public readonly int $ticket_id = 0,
		public readonly string $ticket_type = '',
		public readonly ?float $price = null,
		public readonly string $currency = '',
		public readonly string $payment_status = '',
		public readonly array $extra = array(),
	) {}

	/**
	 * The same event with a sample attendee, for previews of events nobody
	 * has a ticket for yet.
	 */
	public function with_sample_attendee(): self {
		return new self(
			$this->event_title,
			$this->event_location,
			$this->schedule,
			__( 'Jane Doe', 'eventsmith' ),
			'jane.doe@example.com',
			'+1 555 0100',
			1001,
			__( 'General admission', 'eventsmith' ),
			25.0,
			'USD',
			'completed',
			array(
				'seat'    => 'A12',
				'company' => __( 'Example Inc.', 'eventsmith' ),
			)
		);
	}
}
