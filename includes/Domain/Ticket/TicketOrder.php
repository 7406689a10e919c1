<?php
/**
 * What a visitor asked for, checked against the event's ticket types.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Ticket;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\RegistrationSnapshot;

defined( 'ABSPATH' ) || exit;

/**
 * Quantities per ticket type become order lines priced by the server (a price sent by the browser
 * is never read). Whether each type sells is the request's registration snapshot's answer, read
 * here and never re-checked: a type the event lacks, a hidden one or one outside its sale window
 * is bad input (400), any other refusal (the event cancelled or over, an extender's answer) is a
 * conflict (409) with the answer's message; a sold-out type goes on to the seat reservation. The
 * quantity respects the type's fewest and most per order, and the order is not empty. Seats are
 * taken later, atomically, by the checkout.
 */
final class TicketOrder {

	/**
	 * Constructor (use from_quantities()).
	 *
	 * @param list<array{type: TicketType, quantity: int}> $lines Chosen types and quantities.
	 */
	private function __construct( public readonly array $lines ) {}

	/**
	 * Checks the quantities a visitor chose.
	 *
	 * @param mixed                $quantities Ticket type id => quantity (as sent).
	 * @param RegistrationSnapshot $snapshot   What the event allows now: each ticket type's answer.
	 * @throws DomainError Naming `tickets.{id}` (or `tickets`) when something is wrong.
	 */
	public static function from_quantities( mixed $quantities, RegistrationSnapshot $snapshot ): self {
		if ( ! is_array( $quantities ) ) {
			throw DomainError::invalid( 'tickets', __( 'tickets: choose how many tickets of each type you want.', 'eventsmith' ) );
		}
		$lines = array();
		foreach ( $quantities as $id => $quantity ) {
			$field = 'tickets.' . ( is_scalar( $id ) ? (string) $id : '?' );
			if ( ! is_numeric( $quantity ) || (int) $quantity != $quantity || (int) $quantity < 0 ) { // phpcs:ignore Universal.Operators.StrictComparisons -- "2" is 2.
				/* translators: %s: field name. */
				throw DomainError::invalid( $field, sprintf( __( '%s: the quantity must be a whole number.', 'eventsmith' ), $field ) );
			}
			$quantity = (int) $quantity;
			if ( 0 === $quantity ) {
				continue;
			}
			$offer = is_numeric( $id ) ? $snapshot->ticket( (int) $id ) : null;
			if ( null === $offer || ( ! $offer->takes_orders() && $offer->is_off_sale() ) ) {
				/* translators: %s: field name. */
				throw DomainError::invalid( $field, sprintf( __( '%s: this ticket type is not on sale.', 'eventsmith' ), $field ) );
			}
			if ( ! $offer->takes_orders() ) {
				throw new DomainError( 'eventsmith_registration_closed', $offer->answer->message, DomainError::CONFLICT, $field );
			}
			$type = $offer->type;
			if ( $quantity < $type->min_per_order ) {
				/* translators: 1: field name, 2: ticket type, 3: fewest per order. */
				throw DomainError::invalid( $field, sprintf( __( '%1$s: choose at least %3$d of "%2$s".', 'eventsmith' ), $field, $type->name, $type->min_per_order ) );
			}
			if ( $quantity > $type->max_per_order ) {
				/* translators: 1: field name, 2: ticket type, 3: most per order. */
				throw DomainError::invalid( $field, sprintf( __( '%1$s: at most %3$d of "%2$s" per order.', 'eventsmith' ), $field, $type->name, $type->max_per_order ) );
			}
			$lines[] = array(
				'type'     => $type,
				'quantity' => $quantity,
			);
		}
		if ( array() === $lines ) {
			throw DomainError::invalid( 'tickets', __( 'tickets: choose at least one ticket.', 'eventsmith' ) );
		}
		return new self( $lines );
	}

	/**
	 * Tickets in the order.
	 */
	public function quantity(): int {
		return (int) array_sum( array_column( $this->lines, 'quantity' ) );
	}

	/**
	 * The order's total, a decimal string with two places.
	 */
	public function total(): string {
		$cents = 0;
		foreach ( $this->lines as $line ) {
			$cents += (int) round( (float) $line['type']->price * 100 ) * $line['quantity'];
		}
		return number_format( $cents / 100, 2, '.', '' );
	}

	/**
	 * Whether nothing has to be paid.
	 */
	public function is_free(): bool {
		return '0.00' === $this->total();
	}

	/**
	 * An order built by a trusted caller (staff, a waitlist claim) from lines
	 * it checked itself; visitors' orders go through from_quantities().
	 *
	 * @param list<array{type: TicketType, quantity: int}> $lines Lines (quantity 1 or more).
	 * @throws DomainError When there is no line.
	 */
	public static function of_lines( array $lines ): self {
		$lines = array_values( array_filter( $lines, static fn( array $line ): bool => $line['quantity'] > 0 ) );
		if ( array() === $lines ) {
			throw DomainError::invalid( 'tickets', __( 'tickets: choose at least one ticket.', 'eventsmith' ) );
		}
		return new self( $lines );
	}
}
