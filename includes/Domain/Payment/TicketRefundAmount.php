<?php
/**
 * What chosen tickets of an order cost the buyer, for a refund of those tickets alone.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A ticket's amount is its line's unit price less its share of the line's discount, in the
 * currency's minor units (MinorUnits). A line's discount is shared out over its tickets in the
 * order they were issued: each gets the discount divided by the quantity, rounded down, and the
 * first ones one more minor unit until the remainder is used up (three-decimal currencies share in
 * steps of 10, as Stripe takes them). So refunding every ticket one by one gives back exactly what
 * was paid, never a unit more.
 */
final class TicketRefundAmount {

	/**
	 * The refund of some tickets of an order, in minor units.
	 *
	 * @param list<array<string, mixed>>                                     $lines    The order's lines: ticket_type_id, ticket_type, quantity, price, discount (optional).
	 * @param string                                                         $currency ISO 4217 code.
	 * @param list<array{id: int, ticket_type_id: int, ticket_type: string}> $tickets  Every ticket of the order, whatever its status.
	 * @param list<int>                                                      $chosen   The tickets to refund.
	 * @throws DomainError When a chosen ticket is not in the order or fits none of its lines (400, `ticket_ids`).
	 */
	public static function of( array $lines, string $currency, array $tickets, array $chosen ): int {
		$step    = 3 === MinorUnits::decimals( $currency ) ? 10 : 1;
		$by_line = array();
		usort( $tickets, static fn( array $a, array $b ): int => $a['id'] <=> $b['id'] );
		foreach ( $tickets as $ticket ) {
			$by_line[ self::line_of( $lines, $ticket ) ][] = (int) $ticket['id'];
		}
		$amounts = array();
		foreach ( $by_line as $index => $ids ) {
			if ( $index < 0 ) {
				continue;
			}
			$line     = $lines[ $index ];
			$price    = MinorUnits::to_minor( self::decimal( $line['price'] ?? 0 ), $currency );
			$discount = intdiv( MinorUnits::to_minor( self::decimal( $line['discount'] ?? 0 ), $currency ), $step );
			$quantity = max( 1, (int) ( $line['quantity'] ?? count( $ids ) ) );
			foreach ( $ids as $k => $id ) {
				$share          = intdiv( $discount, $quantity ) + ( $k < $discount % $quantity ? 1 : 0 );
				$amounts[ $id ] = max( 0, $price - $share * $step );
			}
		}
		$total = 0;
		foreach ( array_unique( array_map( 'intval', $chosen ) ) as $id ) {
			if ( ! isset( $amounts[ $id ] ) ) {
				/* translators: %d: ticket id. */
				throw DomainError::invalid( 'ticket_ids', sprintf( __( 'ticket_ids: ticket %d is not a ticket of this order.', 'eventsmith' ), $id ) );
			}
			$total += $amounts[ $id ];
		}
		return $total;
	}

	/**
	 * The index of the line a ticket belongs to (by ticket type id, else by name), −1 for none.
	 *
	 * @param list<array<string, mixed>>                                $lines  Lines.
	 * @param array{id: int, ticket_type_id: int, ticket_type: string} $ticket Ticket.
	 */
	private static function line_of( array $lines, array $ticket ): int {
		foreach ( $lines as $index => $line ) {
			$type_id = (int) ( $line['ticket_type_id'] ?? 0 );
			if ( $type_id > 0 ? $type_id === (int) $ticket['ticket_type_id'] : (string) ( $line['ticket_type'] ?? '' ) === (string) $ticket['ticket_type'] ) {
				return (int) $index;
			}
		}
		return -1;
	}

	/**
	 * A stored amount (float or string) as a two-decimal string.
	 *
	 * @param mixed $amount Amount.
	 */
	private static function decimal( mixed $amount ): string {
		return number_format( max( 0.0, (float) $amount ), 2, '.', '' );
	}
}
