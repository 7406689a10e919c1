<?php
/**
 * The kinds of record that hold a visitor's personal data.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * One case per custom table a visitor's e-mail address leads to. Each knows
 * which of its columns are personal, under which label they are exported,
 * and which records must keep their data for now (an unpaid order still
 * waiting for its payment). Speakers are not here: their profiles are public
 * content that editors write and remove, not data a visitor left.
 */
enum PersonalRecord: string {
	case Booking    = 'bookings';
	case Attendee   = 'attendees';
	case Rsvp       = 'rsvps';
	case Invitation = 'invitations';

	/**
	 * The group id in the export file, and the id of the exporter and eraser.
	 */
	public function group_id(): string {
		return 'eventsmith-' . $this->value;
	}

	/**
	 * The group's heading in the export file and the eraser's name.
	 */
	public function group_label(): string {
		return match ( $this ) {
			self::Booking    => __( 'Event bookings', 'eventsmith' ),
			self::Attendee   => __( 'Event attendees and tickets', 'eventsmith' ),
			self::Rsvp       => __( 'RSVPs', 'eventsmith' ),
			self::Invitation => __( 'Event invitations', 'eventsmith' ),
		};
	}

	/**
	 * The sentence under the group's heading in the export file.
	 */
	public function group_description(): string {
		return match ( $this ) {
			self::Booking    => __( 'Ticket orders placed with this email address.', 'eventsmith' ),
			self::Attendee   => __( 'Tickets issued to this email address, with their check-ins.', 'eventsmith' ),
			self::Rsvp       => __( 'Answers to event invitations given with this email address.', 'eventsmith' ),
			self::Invitation => __( 'RSVP invitations and reminders sent to this email address.', 'eventsmith' ),
		};
	}

	/**
	 * The column that holds the e-mail address the records are found by.
	 */
	public function email_column(): string {
		return self::Booking === $this ? 'customer_email' : 'email';
	}

	/**
	 * The column that holds the person's name, or '' when the record has none.
	 */
	public function name_column(): string {
		return match ( $this ) {
			self::Booking    => 'customer_name',
			self::Invitation => '',
			default          => 'name',
		};
	}

	/**
	 * Further personal columns an erasure empties (free text the person typed, phone, extra fields).
	 *
	 * @return list<string>
	 */
	public function cleared_columns(): array {
		return match ( $this ) {
			self::Attendee => array( 'phone', 'extra' ),
			self::Rsvp     => array( 'reason' ),
			default        => array(),
		};
	}

	/**
	 * Statuses whose records keep their personal data for now: a ticket
	 * order waiting for its payment still has to reach its buyer. Once it is
	 * completed or has expired, the next erasure anonymises it.
	 *
	 * @return list<string>
	 */
	public function retained_statuses(): array {
		return match ( $this ) {
			self::Booking, self::Attendee => array( 'pending' ),
			default                       => array(),
		};
	}

	/**
	 * Whether a record keeps its personal data for now.
	 *
	 * @param array<string, mixed> $row The record's columns.
	 */
	public function is_retained( array $row ): bool {
		return in_array( (string) ( $row['status'] ?? '' ), $this->retained_statuses(), true );
	}
}
