<?php
/**
 * What the ticket form of an event offers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\RegistrationPolicy;
use Eventsmith\Infrastructure\Registration\RegistrationGate;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The visible ticket types of a published event with price, limits and seats left, read once per
 * render. Nothing per visitor is in it, so a page cache may keep the form's HTML: seats left are
 * fetched again when the visitor starts choosing.
 */
final class TicketFormView {

	/**
	 * Constructor.
	 *
	 * @param int                                $event_id Event id.
	 * @param string                             $title    Event title.
	 * @param string                             $currency Site currency.
	 * @param list<array<string, mixed>>         $types    Types as the public route shows them.
	 * @param list<array<string, mixed>>         $extra    The event's extra attendee questions (AttendeeFields).
	 */
	private function __construct(
		public readonly int $event_id,
		public readonly string $title,
		public readonly string $currency,
		public readonly array $types,
		public readonly array $extra = array()
	) {}

	/**
	 * The form of an event (0: the current post), or null when it is not a published event.
	 *
	 * @param int                  $event_id Event id.
	 * @param EventReader          $reader   Reads events.
	 * @param RegistrationGate     $gate     Whether each type sells, and the places left.
	 * @param TicketTypeRepository $types    Ticket types.
	 * @param string               $currency Site currency.
	 */
	public static function for_event( int $event_id, EventReader $reader, RegistrationGate $gate, TicketTypeRepository $types, string $currency ): ?self {
		$event_id = $event_id > 0 ? $event_id : (int) get_the_ID();
		if ( PostTypes::EVENT !== get_post_type( $event_id ) || 'publish' !== get_post_status( $event_id ) ) {
			return null;
		}
		try {
			$event = $reader->fields( $event_id );
		} catch ( DomainError ) {
			return null;
		}
		$now   = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$shown = array();
		foreach ( $types->for_event( $event_id ) as $id => $type ) {
			if ( $type->hidden ) {
				continue;
			}
			$answer  = $gate->ticket( $event_id, $event, $type, $now );
			$left    = $answer->places_left;
			$shown[] = array(
				'id'          => $id,
				'name'        => $type->name,
				'description' => $type->description,
				'price'       => $type->price,
				'min'         => $type->min_per_order,
				'max'         => null === $left ? $type->max_per_order : min( $type->max_per_order, $left ),
				'on_sale'     => RegistrationPolicy::on_sale( $answer, $type, $now ),
				'sold_out'    => 0 === $left,
				'sale_start'  => $type->sale_start,
				'sale_end'    => $type->sale_end,
				'answer'      => $answer,
			);
		}
		return new self( $event_id, get_the_title( $event_id ), $currency, $shown, is_array( $event['attendee_fields'] ?? null ) ? $event['attendee_fields'] : array() );
	}

	/**
	 * Whether anything can be bought now.
	 */
	public function has_tickets_on_sale(): bool {
		foreach ( $this->types as $type ) {
			if ( $type['on_sale'] && ! $type['sold_out'] ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A price for people: "Free" or the amount with the currency ("49.00 USD", as the form's total).
	 *
	 * @param string $price Decimal string.
	 */
	public function price_label( string $price ): string {
		return 0.0 === (float) $price ? __( 'Free', 'eventsmith' ) : number_format_i18n( (float) $price, 2 ) . ' ' . $this->currency;
	}
}
