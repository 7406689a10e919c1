<?php
/**
 * Who buys and who attends: the buyer and one named attendee per ticket.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Ticket;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\AttendeeFields;
use Eventsmith\Domain\Mail\SingleRecipient;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the people of an order against it: the buyer has a name and an e-mail address, and every
 * ticket of every type has an attendee with a name, a valid e-mail address and, optionally, a
 * phone number, plus answers to the event's extra questions (AttendeeFields). Messages name the
 * field (`attendees[3].email`, `attendees[3].extra.company`), as the ticket form marks it.
 */
final class TicketBuyer {

	private const NAME_MAX  = 191;
	private const PHONE     = '/^[0-9+()\-.\s]{3,30}$/';

	/**
	 * Constructor (use from_input()).
	 *
	 * @param string                                                                  $name      Buyer's name.
	 * @param string                                                                  $email     Buyer's e-mail address (lower case).
	 * @param list<array{type: TicketType, name: string, email: string, phone: string, extra: array<string, string>}> $attendees One per ticket, in the order's type order.
	 */
	private function __construct(
		public readonly string $name,
		public readonly string $email,
		public readonly array $attendees
	) {}

	/**
	 * Reads and checks the buyer and attendees sent with an order.
	 *
	 * @param array<string, mixed>       $input        buyer_name, buyer_email, attendees [{ticket_type_id, name, email, phone, extra}].
	 * @param TicketOrder                $order        The checked order.
	 * @param list<array<string, mixed>> $extra_fields The event's extra questions (AttendeeFields::normalise()).
	 * @throws DomainError Naming the field at fault.
	 */
	public static function from_input( array $input, TicketOrder $order, array $extra_fields = array() ): self {
		$name  = self::name( $input['buyer_name'] ?? '', 'buyer_name' );
		$email = self::email( $input['buyer_email'] ?? '', 'buyer_email' );

		$sent = $input['attendees'] ?? null;
		if ( ! is_array( $sent ) || ! array_is_list( $sent ) || count( $sent ) !== $order->quantity() ) {
			/* translators: %d: number of tickets. */
			throw DomainError::invalid( 'attendees', sprintf( _n( 'attendees: give the name and e-mail of the %d attendee.', 'attendees: give a name and e-mail for each of the %d attendees.', $order->quantity(), 'eventsmith' ), $order->quantity() ) );
		}
		$wanted = array();
		$types  = array();
		foreach ( $order->lines as $line ) {
			$wanted[ $line['type']->id ] = $line['quantity'];
			$types[ $line['type']->id ]  = $line['type'];
		}
		$attendees = array();
		foreach ( $sent as $n => $attendee ) {
			$field   = "attendees[{$n}]";
			$fields  = is_array( $attendee ) ? $attendee : array();
			$type_id = is_numeric( $fields['ticket_type_id'] ?? null ) ? (int) $fields['ticket_type_id'] : 0;
			if ( ( $wanted[ $type_id ] ?? 0 ) < 1 ) {
				/* translators: %s: field name. */
				throw DomainError::invalid( "{$field}.ticket_type_id", sprintf( __( '%s: each attendee must hold one of the tickets chosen.', 'eventsmith' ), "{$field}.ticket_type_id" ) );
			}
			--$wanted[ $type_id ];
			$phone = trim( is_scalar( $fields['phone'] ?? '' ) ? (string) ( $fields['phone'] ?? '' ) : '' );
			if ( '' !== $phone && 1 !== preg_match( self::PHONE, $phone ) ) {
				/* translators: %s: field name. */
				throw DomainError::invalid( "{$field}.phone", sprintf( __( '%s: enter a phone number of digits, spaces and + ( ) - only.', 'eventsmith' ), "{$field}.phone" ) );
			}
			$attendees[] = array(
				'type'  => $types[ $type_id ],
				'name'  => self::name( $fields['name'] ?? '', "{$field}.name" ),
				'email' => self::email( $fields['email'] ?? '', "{$field}.email" ),
				'phone' => $phone,
				'extra' => AttendeeFields::answers( $extra_fields, $fields['extra'] ?? null, $field ),
			);
		}
		return new self( $name, $email, $attendees );
	}

	/**
	 * A person's name: plain text, not empty.
	 *
	 * @param mixed  $value Input.
	 * @param string $field Field name.
	 * @throws DomainError When empty or too long.
	 */
	private static function name( mixed $value, string $field ): string {
		$name = is_scalar( $value ) ? trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', strip_tags( (string) $value ) ) ) : '';
		if ( '' === $name || mb_strlen( $name ) > self::NAME_MAX ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s: please enter a name.', 'eventsmith' ), $field ) );
		}
		return $name;
	}

	/**
	 * An e-mail address, in lower case.
	 *
	 * @param mixed  $value Input.
	 * @param string $field Field name.
	 * @throws DomainError When it is not a valid address.
	 */
	private static function email( mixed $value, string $field ): string {
		$email = is_scalar( $value ) ? strtolower( trim( (string) $value ) ) : '';
		if ( ! SingleRecipient::is_plain( $email ) || strlen( $email ) > self::NAME_MAX ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s: enter a valid email address.', 'eventsmith' ), $field ) );
		}
		return $email;
	}

	/**
	 * A buyer given by a trusted caller (staff, a waitlist claim): one ticket
	 * per attendee, each holding one of the order's types.
	 *
	 * @param string                                                                                   $name      Buyer's name.
	 * @param string                                                                                   $email     Buyer's address.
	 * @param list<array{type: TicketType, name: string, email: string, phone: string, extra: array<string, string>}> $attendees Attendees.
	 */
	public static function of( string $name, string $email, array $attendees ): self {
		return new self( $name, strtolower( $email ), $attendees );
	}
}
