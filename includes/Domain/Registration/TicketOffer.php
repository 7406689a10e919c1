<?php
/**
 * One ticket type as the request's registration snapshot answers it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Registration;

use Eventsmith\Domain\Ticket\TicketType;

defined( 'ABSPATH' ) || exit;

/**
 * A ticket type with the registration policy's answer for it: whether it is
 * offered at all (visible, its sale window open), sold out, or can be
 * bought, and the places left. A hidden type or one whose sale ended is
 * never "sold out": it is simply not offered.
 */
final class TicketOffer {

	/** Reasons that belong to the type itself (hidden, outside its sale window). */
	private const OFF_SALE = array( RegistrationAnswer::NOT_OFFERED, RegistrationAnswer::NOT_YET, RegistrationAnswer::SALE_ENDED );

	/**
	 * Constructor.
	 *
	 * @param TicketType         $type    The type.
	 * @param RegistrationAnswer $answer  The policy's answer (after extenders had their say).
	 * @param bool               $on_sale Whether it is offered for sale now, sold out or not (RegistrationPolicy::on_sale()).
	 */
	public function __construct(
		public readonly TicketType $type,
		public readonly RegistrationAnswer $answer,
		public readonly bool $on_sale
	) {}

	/**
	 * Whether visitors see it at all (hidden types are for staff).
	 */
	public function is_visible(): bool {
		return ! $this->type->hidden;
	}

	/**
	 * Whether its places are gone while it is offered.
	 */
	public function is_sold_out(): bool {
		return $this->answer->is_sold_out();
	}

	/**
	 * Whether a visitor can choose it now.
	 */
	public function is_buyable(): bool {
		return $this->on_sale && ! $this->is_sold_out();
	}

	/**
	 * Places left, null when unlimited.
	 */
	public function places_left(): ?int {
		return $this->answer->places_left;
	}

	/**
	 * The most a visitor may choose in one order: its limit, or fewer when fewer places are left.
	 */
	public function most_per_order(): int {
		$left = $this->places_left();
		return null === $left ? $this->type->max_per_order : min( $this->type->max_per_order, $left );
	}

	/**
	 * Whether an order for it may go on to the seat reservation: it is open,
	 * or sold out (the reservation, under its lock, then answers 409).
	 */
	public function takes_orders(): bool {
		return $this->answer->is_open() || $this->answer->is_sold_out();
	}

	/**
	 * Whether it is refused for a reason of the type itself (hidden, its sale
	 * not started or over) rather than of the event or an extender.
	 */
	public function is_off_sale(): bool {
		return in_array( $this->answer->reason, self::OFF_SALE, true );
	}
}
