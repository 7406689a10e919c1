<?php
/**
 * Discount codes: staff manage them, checkout and the public preview apply them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Discount;

use Eventsmith\Domain\Discount\DiscountCalculator;
use Eventsmith\Domain\Discount\DiscountCode;
use Eventsmith\Domain\Discount\DiscountQuote;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;

defined( 'ABSPATH' ) || exit;

/**
 * Reads codes, writes them through the store and keeps each code's ledger row
 * (`discount:{id}`, capacity = its usage limit, −1 unlimited) in step, so a use is the
 * ledger's conditional UPDATE like a seat. `quote()` is the one place a typed code becomes a
 * price: checkout and the public preview both ask it.
 */
final class DiscountCodes {

	/**
	 * Constructor.
	 *
	 * @param CapacityLedger    $capacity Counts uses.
	 * @param DiscountCodeStore $store    Writes codes.
	 */
	public function __construct(
		private CapacityLedger $capacity,
		private DiscountCodeStore $store = new DiscountCodeStore()
	) {}

	/**
	 * Every code with its uses, newest first.
	 *
	 * @param int $event_id Only this event's codes and the site's (0: all).
	 * @return list<array<string, mixed>>
	 */
	public function all( int $event_id = 0 ): array {
		global $wpdb;
		$table = Tables::discount_codes();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows = $event_id > 0
			? $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id IN (0, %d) ORDER BY id DESC", $event_id ), ARRAY_A )
			: $wpdb->get_results( "SELECT * FROM {$table} ORDER BY id DESC", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: a table name from Tables, no values.
		// phpcs:enable
		return array_map( fn( array $row ): array => $this->present( self::hydrate( $row ) ), $rows ?: array() );
	}

	/**
	 * One code with its uses.
	 *
	 * @param int $id Code id.
	 * @return array<string, mixed>
	 * @throws DomainError 404 when there is none.
	 */
	public function get( int $id ): array {
		return $this->present( $this->find( $id ) );
	}

	/**
	 * Creates a code.
	 *
	 * @param array<string, mixed> $input Fields.
	 * @return array<string, mixed> The code with its uses.
	 * @throws DomainError Naming the field at fault (400), or `code` when it exists (409).
	 */
	public function create( array $input ): array {
		$code = DiscountCode::from_input( array_diff_key( $input, array( 'id' => true ) ) );
		$this->check_targets( $code );
		$this->refuse_taken( $code );
		$id = $this->store->insert( $code );
		if ( $id < 1 ) {
			throw self::taken();
		}
		$this->capacity->define( CapacityScope::discount( $id ), $code->max_uses );
		return $this->get( $id );
	}

	/**
	 * Changes a code: fields left out keep their value.
	 *
	 * @param int                  $id    Code id.
	 * @param array<string, mixed> $input Fields.
	 * @return array<string, mixed> The code with its uses.
	 * @throws DomainError 404, 400 naming the field, or 409 naming `code`.
	 */
	public function update( int $id, array $input ): array {
		$current = $this->find( $id );
		$code    = DiscountCode::from_input( array( 'id' => $id ) + $input + $current->to_array() );
		$this->check_targets( $code );
		$this->refuse_taken( $code );
		if ( ! $this->store->update( $code ) ) {
			throw self::taken();
		}
		$this->capacity->define( CapacityScope::discount( $id ), $code->max_uses );
		return $this->get( $id );
	}

	/**
	 * Deletes a code; orders placed with it keep their discount.
	 *
	 * @param int $id Code id.
	 * @return array<string, mixed> The deleted code.
	 * @throws DomainError 404 when there is none.
	 */
	public function delete( int $id ): array {
		$code = $this->get( $id );
		$this->store->delete( $id );
		return $code;
	}

	/**
	 * What a code typed by a buyer takes off an order, or null when no code was typed.
	 * Uses are not taken here: checkout takes one in its transaction (`discount:{id}`).
	 *
	 * @param mixed       $typed    The code as typed.
	 * @param int         $event_id The event ordered from.
	 * @param int         $parent   Its series' event (0 when none): a code for the series serves its occurrences.
	 * @param TicketOrder $order    The checked order.
	 * @param string      $currency The site currency.
	 * @throws DomainError 400 naming `discount_code` when unknown, not for this event, outside its window, used up or for none of the tickets.
	 */
	public function quote( mixed $typed, int $event_id, int $parent, TicketOrder $order, string $currency ): ?DiscountQuote {
		if ( null === $typed || '' === $typed ) {
			return null;
		}
		$code = $this->by_code( DiscountCode::normalise( $typed ) );
		if ( null === $code ) {
			throw DiscountCode::unusable( __( 'discount_code: this code does not exist.', 'eventsmith' ) );
		}
		$now     = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$target  = $parent > 0 && $code->event_id === $parent ? $parent : $event_id;
		$refusal = $code->refusal( $target, $now );
		if ( null !== $refusal ) {
			throw $refusal;
		}
		if ( 0 === $this->capacity->remaining( CapacityScope::discount( $code->id ) ) ) {
			throw self::used_up();
		}
		$lines = array_map(
			static fn( array $line ): array => array(
				'ticket_type_id' => $line['type']->id,
				'price'          => $line['type']->price,
				'quantity'       => $line['quantity'],
			),
			$order->lines
		);
		// Orders store money with two places: a three-decimal currency's amount rounded to two is still exact.
		return DiscountCalculator::apply( $code, $lines, min( 2, DiscountCalculator::decimals( $currency ) ) );
	}

	/**
	 * The refusal when a code's last use went to another order.
	 */
	public static function used_up(): DomainError {
		return DiscountCode::unusable( __( 'discount_code: this code has been used up.', 'eventsmith' ) );
	}

	/**
	 * Makes sure a code's ledger row exists with its limit (before checkout takes a use).
	 *
	 * @param DiscountCode $code The code.
	 */
	public function define_uses( DiscountCode $code ): void {
		$this->capacity->define( CapacityScope::discount( $code->id ), $code->max_uses );
	}

	/**
	 * A code by its normalised text.
	 *
	 * @param string $code Normalised code.
	 */
	private function by_code( string $code ): ?DiscountCode {
		global $wpdb;
		$table = Tables::discount_codes();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE code = %s", $code ), ARRAY_A );
		return is_array( $row ) ? self::hydrate( $row ) : null;
	}

	/**
	 * A code by id.
	 *
	 * @param int $id Code id.
	 * @throws DomainError 404 when there is none.
	 */
	private function find( int $id ): DiscountCode {
		global $wpdb;
		$table = Tables::discount_codes();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			throw new DomainError( 'eventsmith_discount_code_not_found', __( 'No discount code has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		return self::hydrate( $row );
	}

	/**
	 * The event and ticket types a code names exist, and the types are the event's.
	 *
	 * @param DiscountCode $code The code.
	 * @throws DomainError Naming `event_id` or `ticket_type_ids`.
	 */
	private function check_targets( DiscountCode $code ): void {
		if ( DiscountCode::SCOPE_EVENT !== $code->scope ) {
			return;
		}
		$post = get_post( $code->event_id );
		if ( ! $post || PostTypes::EVENT !== $post->post_type || 'trash' === $post->post_status ) {
			throw DomainError::invalid( 'event_id', __( 'event_id: no event has this id.', 'eventsmith' ) );
		}
		if ( array() === $code->ticket_type_ids ) {
			return;
		}
		global $wpdb;
		$table = Tables::ticket_types();
		$in    = implode( ',', array_map( 'intval', $code->ticket_type_ids ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name; integers only.
		$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE event_id = %d AND deleted = 0 AND id IN ({$in})", $code->event_id ) );
		if ( count( $code->ticket_type_ids ) !== $found ) {
			throw DomainError::invalid( 'ticket_type_ids', __( 'ticket_type_ids: every ticket type must belong to the event.', 'eventsmith' ) );
		}
	}

	/**
	 * Refuses a code another code already has (the unique key also decides a race).
	 *
	 * @param DiscountCode $code The code.
	 * @throws DomainError 409 naming `code`.
	 */
	private function refuse_taken( DiscountCode $code ): void {
		$other = $this->by_code( $code->code );
		if ( null !== $other && $other->id !== $code->id ) {
			throw self::taken();
		}
	}

	/**
	 * The refusal of a code that exists already.
	 */
	private static function taken(): DomainError {
		return new DomainError( 'eventsmith_discount_code_taken', __( 'code: another discount code has this code already.', 'eventsmith' ), DomainError::CONFLICT, 'code' );
	}

	/**
	 * A code and how often it was used.
	 *
	 * @param DiscountCode $code The code.
	 * @return array<string, mixed>
	 */
	private function present( DiscountCode $code ): array {
		return $code->to_array() + array(
			'uses'       => $this->capacity->taken( CapacityScope::discount( $code->id ) ),
			'event_name' => $code->event_id > 0 ? html_entity_decode( get_the_title( $code->event_id ), ENT_QUOTES ) : '',
		);
	}

	/**
	 * A stored row as a code.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private static function hydrate( array $row ): DiscountCode {
		$types = json_decode( (string) ( $row['ticket_type_ids'] ?? '[]' ), true );
		$row['ticket_type_ids'] = is_array( $types ) ? $types : array();
		$row['max_uses']        = (int) $row['max_uses'];
		return DiscountCode::from_input( $row )->with_id( (int) $row['id'] );
	}
}
