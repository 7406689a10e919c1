<?php
/**
 * What the ticket form of an event offers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\RegistrationSnapshot;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;

defined( 'ABSPATH' ) || exit;

/**
 * The visible ticket types of a published event with price, limits and seats left, as the
 * request's registration snapshot answers them. Nothing per visitor is in it, so a page cache may
 * keep the form's HTML: seats left are fetched again when the visitor starts choosing.
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
	 * @param string                             $state    The snapshot's page state (RegistrationSnapshot::OPEN, SOLD_OUT, CLOSED, CANCELLED, ENDED).
	 * @param list<array{id: string, label: string}> $methods The payment methods buyers choose from, in order (the first preselected).
	 */
	private function __construct(
		public readonly int $event_id,
		public readonly string $title,
		public readonly string $currency,
		public readonly array $types,
		public readonly array $extra = array(),
		public readonly string $state = RegistrationSnapshot::OPEN,
		public readonly array $methods = array()
	) {}

	/**
	 * The form of an event (0: the current post), or null when it is not a published event.
	 *
	 * @param int                   $event_id  Event id.
	 * @param EventReader           $reader    Reads events (the attendee questions).
	 * @param RegistrationSnapshots $snapshots What the event allows now.
	 * @param string                $currency  Site currency.
	 * @param list<array{id: string, label: string}> $methods The enabled payment methods, in order.
	 */
	public static function for_event( int $event_id, EventReader $reader, RegistrationSnapshots $snapshots, string $currency, array $methods = array() ): ?self {
		$event_id = $event_id > 0 ? $event_id : (int) get_the_ID();
		$snapshot = $snapshots->for_event( $event_id );
		if ( null === $snapshot || ! $snapshot->published ) {
			return null;
		}
		try {
			$event = $reader->fields( $event_id );
		} catch ( DomainError ) {
			return null;
		}
		$shown = array();
		foreach ( $snapshot->offers() as $id => $offer ) {
			$type    = $offer->type;
			$shown[] = array(
				'id'          => $id,
				'name'        => $type->name,
				'description' => $type->description,
				'price'       => $type->price,
				'min'         => $type->min_per_order,
				'max'         => $offer->most_per_order(),
				'on_sale'     => $offer->on_sale,
				'sold_out'    => $offer->is_sold_out(),
				'sale_start'  => $type->sale_start,
				'sale_end'    => $type->sale_end,
				'answer'      => $offer->answer,
			);
		}
		return new self( $event_id, get_the_title( $event_id ), $currency, $shown, is_array( $event['attendee_fields'] ?? null ) ? $event['attendee_fields'] : array(), $snapshot->page_state(), $methods );
	}

	/**
	 * What the form says when nothing can be had and not because it sold out
	 * ('' while something is on sale or everything is sold out).
	 */
	public function closed_message(): string {
		return match ( $this->state ) {
			RegistrationSnapshot::CANCELLED => __( 'This event is cancelled.', 'eventsmith' ),
			RegistrationSnapshot::CLOSED, RegistrationSnapshot::ENDED => __( 'Registration closed', 'eventsmith' ),
			default => '',
		};
	}

	/**
	 * Whether buyers choose how to pay: when the site offers more than one method.
	 */
	public function offers_methods(): bool {
		return count( $this->methods ) > 1;
	}

	/**
	 * Whether anything can be bought now.
	 */
	public function has_tickets_on_sale(): bool {
		return RegistrationSnapshot::OPEN === $this->state;
	}

	/**
	 * A price for people: "Free" or the amount with the currency ("49.00 USD", as the form's total).
	 *
	 * @param string $price Decimal string.
	 */
	public function price_label( string $price ): string {
		return 0.0 === (float) $price ? __( 'Free', 'eventsmith' ) : number_format_i18n( (float) $price, 2 ) . ' ' . $this->currency;
	}

	/**
	 * Values every ticket form on the page shares, printed once with
	 * wp_interactivity_state( 'eventsmith/ticket-form', … ): the checkout
	 * route (%d for the event), the currency, the texts, and what the
	 * derived state reads for an empty order (the script's getters take its
	 * place, so the page reads right before the script runs).
	 *
	 * @return array<string, mixed>
	 */
	public function shared_state(): array {
		return array(
			'route'          => rest_url( 'eventsmith/v2/public/events/%d/checkout' ),
			'previewRoute'   => rest_url( 'eventsmith/v2/public/events/%d/discount-preview' ),
			'currency'       => $this->currency,
			'total'          => $this->price_label( '0' ),
			'hasAttendees'   => false,
			'choosesMethod'  => false,
			'submitDisabled' => true,
			'texts'          => array(
				/* translators: 1: attendee number, 2: ticket type. */
				'attendee'  => __( 'Attendee %1$d: %2$s', 'eventsmith' ),
				'name'      => __( 'Please enter attendee name.', 'eventsmith' ),
				'email'     => __( 'Enter a valid email address.', 'eventsmith' ),
				'phone'     => __( 'Enter a phone number of digits, spaces and + ( ) - only.', 'eventsmith' ),
				'failed'    => __( 'Your order could not be sent. Check your connection and try again.', 'eventsmith' ),
				'sending'   => __( 'Ordering…', 'eventsmith' ),
				'submit'    => __( 'Get tickets', 'eventsmith' ),
				'bulkName'  => __( 'Attendee', 'eventsmith' ),
				'thanks'    => __( 'Thank you! Your tickets are on their way to your inbox.', 'eventsmith' ),
				'pending'   => __( 'Thank you! Your order is reserved and awaits payment.', 'eventsmith' ),
				'ticketFor' => __( 'Open ticket', 'eventsmith' ),
				'free'      => __( 'Free', 'eventsmith' ),
				'required'  => __( 'Please fill in this field.', 'eventsmith' ),
				'number'    => __( 'Enter a number.', 'eventsmith' ),
				'date'      => __( 'Enter a date.', 'eventsmith' ),
				'value'     => __( 'Value', 'eventsmith' ),
				/* translators: 1: discount code, 2: amount taken off. */
				'codeApplied' => __( 'Code %1$s: %2$s off.', 'eventsmith' ),
				'codeEmpty' => __( 'Type a code first.', 'eventsmith' ),
			),
		);
	}

	/**
	 * This form's Interactivity API context: its event, the ticket types on
	 * sale, the extra questions, and an empty order.
	 *
	 * @return array<string, mixed>
	 */
	public function context(): array {
		$types      = array();
		$quantities = array();
		foreach ( $this->types as $type ) {
			if ( $type['on_sale'] && ! $type['sold_out'] ) {
				$types[]                            = array(
					'id'    => (int) $type['id'],
					'name'  => (string) $type['name'],
					'price' => (string) $type['price'],
				);
				$quantities[ (string) $type['id'] ] = 0;
			}
		}
		$questions = array();
		foreach ( $this->extra as $extra ) {
			$questions[] = array(
				'field'    => 'extra.' . $extra['name'],
				'kind'     => (string) $extra['type'],
				'required' => (bool) $extra['required'],
				'first'    => 'select' === $extra['type'] ? (string) ( $extra['options'][0] ?? '' ) : '',
			);
		}
		return array(
			'eventId'      => $this->event_id,
			'formId'       => 'eventsmith-tickets-' . $this->event_id,
			'types'        => $types,
			'questions'    => $questions,
			'quantities'   => (object) $quantities,
			'blamedTypes'  => new \stdClass(),
			'attendees'    => array(),
			'nextKey'      => 0,
			'buyer'        => array(
				'name'  => '',
				'email' => '',
			),
			'buyerTouched' => new \stdClass(),
			'buyerMarks'   => array(
				'name'  => '',
				'email' => '',
			),
			'bulk'         => false,
			'busy'         => false,
			'submitLabel'  => __( 'Get tickets', 'eventsmith' ),
			'failure'      => '',
			'finished'     => false,
			'discountCode'  => '',
			'appliedCode'   => '',
			'quote'         => null,
			'discountNote'  => '',
			'discountError' => '',
			'doneMessage'  => '',
			'tickets'      => array(),
			'instructions' => '',
			'invoiceUrl'   => '',
			'methods'       => $this->offers_methods() ? $this->methods : array(),
			'paymentMethod' => $this->offers_methods() ? $this->methods[0]['id'] : '',
		);
	}
}
