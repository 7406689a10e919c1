<?php
/**
 * The e-mails whose subject and text the settings let staff edit.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Mail;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Each kind names its two settings (`mail_<kind>_subject`, `mail_<kind>_body`), the
 * placeholders it fills and its default texts. The defaults are the texts these e-mails had
 * before they could be edited, translated; an empty setting means "the default".
 */
enum MailKind: string {

	case RsvpConfirmation = 'rsvp_confirmation';
	case OrderTickets     = 'order_tickets';
	case OrderPending     = 'order_pending';
	case RsvpInvitation   = 'rsvp_invitation';
	case RsvpReminder     = 'rsvp_reminder';
	case EventReminder    = 'event_reminder';

	public const SUBJECT_MAX = 200;
	public const BODY_MAX    = 5000;

	/**
	 * Name of the subject setting.
	 */
	public function subject_setting(): string {
		return 'mail_' . $this->value . '_subject';
	}

	/**
	 * Name of the body setting.
	 */
	public function body_setting(): string {
		return 'mail_' . $this->value . '_body';
	}

	/**
	 * The placeholders this e-mail fills, with what each one becomes.
	 *
	 * @return array<string, string> Description by name.
	 */
	public function placeholders(): array {
		$event = array(
			'event_title' => __( 'the event\'s title', 'eventsmith' ),
			'event_date'  => __( 'when the event starts, in its timezone and the site\'s date and time formats', 'eventsmith' ),
			'event_link'  => __( 'the address of the event page', 'eventsmith' ),
		);
		$site  = array( 'site_title' => __( 'the name of this site', 'eventsmith' ) );
		$order = array(
			'buyer_name'   => __( 'the name the buyer gave', 'eventsmith' ),
			'order_number' => __( 'the order number', 'eventsmith' ),
			'invoice_link' => __( 'the address of the order\'s invoice', 'eventsmith' ),
		);
		return match ( $this ) {
			self::RsvpConfirmation => array(
				'attendee_name' => __( 'the name of the person who answered', 'eventsmith' ),
				'ticket_links'  => __( 'one line per guest: the name and the address of the ticket with its QR code', 'eventsmith' ),
			) + $event + $site,
			self::OrderTickets => $order + array(
				'ticket_links' => __( 'one line per ticket: the attendee, the ticket type and the address of the ticket with its QR code', 'eventsmith' ),
			) + $event + $site,
			self::OrderPending => $order + array(
				'payment_instructions' => __( 'what the payment method tells the buyer (bank details, where to pay)', 'eventsmith' ),
			) + $event + $site,
			self::RsvpInvitation, self::RsvpReminder => array(
				'message' => __( 'the personal message typed when sending (empty when none)', 'eventsmith' ),
			) + $event + $site,
			self::EventReminder => array(
				'attendee_name' => __( 'the name of the attendee', 'eventsmith' ),
				'ticket_link'   => __( 'the address of the attendee\'s ticket with its QR code', 'eventsmith' ),
			) + $event + $site,
		};
	}

	/**
	 * The placeholder names.
	 *
	 * @return list<string>
	 */
	public function placeholder_names(): array {
		return array_keys( $this->placeholders() );
	}

	/**
	 * The placeholders whose values visitors typed (names) or that mix such
	 * values with the plugin's addresses (ticket lists): an address in them
	 * is never made a link by itself.
	 *
	 * @return list<string>
	 */
	public static function visitor_placeholders(): array {
		return array( 'attendee_name', 'buyer_name', 'ticket_links' );
	}

	/**
	 * The addresses of a filled-in e-mail that may become links: those in the
	 * template (the site owner's), those in the values of this e-mail's own
	 * placeholders that visitors do not type (the event page, the invoice, a
	 * ticket, a staff message), and the ones the caller built.
	 *
	 * @param string                $template The subject and text before filling.
	 * @param array<string, string> $values   Placeholder values.
	 * @param list<string>          $built    Addresses the caller built (ticket pages …).
	 * @return list<string>
	 */
	public function links( string $template, array $values, array $built ): array {
		$links   = MailBody::addresses( $template );
		$trusted = array_diff( $this->placeholder_names(), self::visitor_placeholders() );
		foreach ( $trusted as $name ) {
			if ( isset( $values[ $name ] ) ) {
				$links = array_merge( $links, MailBody::addresses( (string) $values[ $name ] ) );
			}
		}
		foreach ( $built as $address ) {
			$links[] = (string) $address;
		}
		return array_values( array_unique( $links ) );
	}

	/**
	 * The default subject.
	 */
	public function default_subject(): string {
		return match ( $this ) {
			self::RsvpConfirmation => __( 'Your RSVP for {event_title}', 'eventsmith' ),
			self::OrderTickets     => __( 'Your tickets for {event_title} (order #{order_number})', 'eventsmith' ),
			self::OrderPending     => __( 'Order #{order_number} for {event_title}: awaiting payment', 'eventsmith' ),
			self::RsvpInvitation   => __( 'You are invited: {event_title}', 'eventsmith' ),
			self::RsvpReminder     => __( 'Reminder: {event_title}', 'eventsmith' ),
			self::EventReminder    => __( 'Coming up: {event_title}', 'eventsmith' ),
		};
	}

	/**
	 * The default text.
	 */
	public function default_body(): string {
		return match ( $this ) {
			self::RsvpConfirmation => __( "Hello {attendee_name}, thank you for your RSVP. You are on the guest list of {event_title} ({event_date}).\n\nShow the QR code of each ticket at the door:\n{ticket_links}\n\nEvent details: {event_link}", 'eventsmith' ),
			self::OrderTickets     => __( "Hello {buyer_name}, thank you for your order. Here are your tickets for {event_title}; open each one to show its QR code at the door or to download it as a PDF:\n\n{ticket_links}\n\nYour invoice: {invoice_link}", 'eventsmith' ),
			self::OrderPending     => __( "Hello {buyer_name}, we have received your order for {event_title}.\n\n{payment_instructions}\n\nYour invoice: {invoice_link}", 'eventsmith' ),
			self::RsvpInvitation, self::RsvpReminder => __( "{message}\n\n{event_title}\nRSVP here: {event_link}", 'eventsmith' ),
			self::EventReminder    => __( "Hello {attendee_name}, this is a reminder that {event_title} starts on {event_date}.\n\nYour ticket: {ticket_link}\n\nEvent details: {event_link}", 'eventsmith' ),
		};
	}

	/**
	 * What the e-mail is, for the settings page.
	 */
	public function label(): string {
		return match ( $this ) {
			self::RsvpConfirmation => __( 'RSVP confirmation', 'eventsmith' ),
			self::OrderTickets     => __( 'Tickets of a paid order', 'eventsmith' ),
			self::OrderPending     => __( 'Order awaiting payment', 'eventsmith' ),
			self::RsvpInvitation   => __( 'RSVP invitation', 'eventsmith' ),
			self::RsvpReminder     => __( 'RSVP reminder', 'eventsmith' ),
			self::EventReminder    => __( 'Automatic reminder', 'eventsmith' ),
		};
	}

	/**
	 * When the e-mail is sent, for the settings page.
	 */
	public function sent_when(): string {
		return match ( $this ) {
			self::RsvpConfirmation => __( 'Sent to the person who answers "going" on an RSVP form, with the tickets of every guest they named.', 'eventsmith' ),
			self::OrderTickets     => __( 'Sent to the buyer when an order is paid (or needs no payment), with a link to each ticket.', 'eventsmith' ),
			self::OrderPending     => __( 'Sent to the buyer of an order that is paid later, with the payment method\'s instructions.', 'eventsmith' ),
			self::RsvpInvitation   => __( 'Sent from an event\'s RSVP report to each address you invite.', 'eventsmith' ),
			self::RsvpReminder     => __( 'Sent from an event\'s RSVP report to each address you remind.', 'eventsmith' ),
			self::EventReminder    => __( 'Sent by itself to each attendee the chosen number of hours before the event (or the occurrence they booked) starts.', 'eventsmith' ),
		};
	}

	/**
	 * Cleans an edited subject: one line, tags removed, known placeholders only.
	 * '' (or the default text itself) is stored as '' so that the translated default keeps applying.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming the subject setting when the value is not allowed.
	 */
	public function clean_subject( mixed $value ): string {
		$field   = $this->subject_setting();
		$subject = is_string( $value ) ? trim( (string) preg_replace( '/\s+/u', ' ', strip_tags( $value ) ) ) : null;
		if ( null === $subject || mb_strlen( $subject ) > self::SUBJECT_MAX ) {
			/* translators: 1: setting name, 2: most characters. */
			throw DomainError::invalid( $field, sprintf( __( '%1$s must be one line of text of at most %2$d characters.', 'eventsmith' ), $field, self::SUBJECT_MAX ) );
		}
		$this->known_placeholders_only( $field, $subject );
		return $subject === $this->default_subject() ? '' : $subject;
	}

	/**
	 * Cleans an edited text: tags removed, line ends made "\n", known placeholders only.
	 * '' (or the default text itself) is stored as ''.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming the body setting when the value is not allowed.
	 */
	public function clean_body( mixed $value ): string {
		$field = $this->body_setting();
		$body  = is_string( $value ) ? trim( str_replace( array( "\r\n", "\r" ), "\n", strip_tags( $value ) ) ) : null;
		if ( null === $body || mb_strlen( $body ) > self::BODY_MAX ) {
			/* translators: 1: setting name, 2: most characters. */
			throw DomainError::invalid( $field, sprintf( __( '%1$s must be text of at most %2$d characters.', 'eventsmith' ), $field, self::BODY_MAX ) );
		}
		$this->known_placeholders_only( $field, $body );
		return $body === $this->default_body() ? '' : $body;
	}

	/**
	 * Refuses a placeholder this e-mail does not fill.
	 *
	 * @param string $field Setting name.
	 * @param string $text  Cleaned text.
	 * @throws DomainError Naming the setting and the unknown placeholder.
	 */
	private function known_placeholders_only( string $field, string $text ): void {
		$unknown = PlaceholderText::unknown( $text, $this->placeholder_names() );
		if ( array() !== $unknown ) {
			throw DomainError::invalid(
				$field,
				sprintf(
					/* translators: 1: setting name, 2: the unknown placeholder, 3: the placeholders it may use. */
					__( '%1$s: {%2$s} is not a placeholder of this e-mail. It may use: %3$s.', 'eventsmith' ),
					$field,
					$unknown[0],
					implode( ', ', array_map( static fn( string $name ): string => '{' . $name . '}', $this->placeholder_names() ) )
				)
			);
		}
	}
}
