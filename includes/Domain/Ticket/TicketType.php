<?php
/**
 * A kind of ticket an event sells: name, price, seats, sale window, order limits.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Ticket;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Valid by construction: `from_input()` checks every field and names the one at fault. Prices are
 * decimal strings in the site currency (`"0.00"` is free); capacity −1 means the type only
 * shares the event's seats; the sale window is in UTC.
 */
final class TicketType {

	public const UNLIMITED       = -1;
	public const MAX_PER_ORDER   = 100;
	private const NAME_MAX       = 100;
	private const DESCRIPTION_MAX = 1000;
	private const DATETIME       = 'Y-m-d H:i:s';

	/**
	 * Constructor (use from_input()).
	 *
	 * @param int                     $id            Stored id (0 before saving).
	 * @param string                  $name          Shown to buyers.
	 * @param string                  $description   Optional text under the name.
	 * @param string                  $price         Decimal string, two places.
	 * @param int                     $capacity      Seats of this type, or −1.
	 * @param ?\DateTimeImmutable     $sale_start    Sale opens (UTC), or null for at once.
	 * @param ?\DateTimeImmutable     $sale_end      Sale closes (UTC), or null for until the event.
	 * @param int                     $min_per_order Fewest per order when chosen.
	 * @param int                     $max_per_order Most per order.
	 * @param bool                    $hidden        Not offered to visitors.
	 */
	private function __construct(
		public readonly int $id,
		public readonly string $name,
		public readonly string $description,
		public readonly string $price,
		public readonly int $capacity,
		public readonly ?\DateTimeImmutable $sale_start,
		public readonly ?\DateTimeImmutable $sale_end,
		public readonly int $min_per_order,
		public readonly int $max_per_order,
		public readonly bool $hidden
	) {}

	/**
	 * Checks a ticket type sent by staff.
	 *
	 * @param array<string, mixed> $input          Fields (name, description, price, capacity, sale_start, sale_end, min_per_order, max_per_order, hidden, id).
	 * @param int                  $event_capacity The event's seats, or −1.
	 * @param string               $field          Field prefix for messages, e.g. "ticket_types[2]".
	 * @throws DomainError Naming the field at fault.
	 */
	public static function from_input( array $input, int $event_capacity, string $field = 'ticket_type' ): self {
		$name = self::plain( $input['name'] ?? '' );
		if ( '' === $name || mb_strlen( $name ) > self::NAME_MAX ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( "{$field}.name", sprintf( __( '%s: a ticket type needs a name of at most 100 characters.', 'eventsmith' ), "{$field}.name" ) );
		}
		$description = self::plain( $input['description'] ?? '' );
		if ( mb_strlen( $description ) > self::DESCRIPTION_MAX ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( "{$field}.description", sprintf( __( '%s: the description may have at most 1000 characters.', 'eventsmith' ), "{$field}.description" ) );
		}
		$price = $input['price'] ?? 0;
		if ( ! is_numeric( $price ) || (float) $price < 0 || (float) $price > 1000000 ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( "{$field}.price", sprintf( __( '%s: the price must be a number from 0 (free) up.', 'eventsmith' ), "{$field}.price" ) );
		}
		$capacity = self::integer( $input['capacity'] ?? self::UNLIMITED, "{$field}.capacity", self::UNLIMITED );
		if ( $event_capacity >= 0 && $capacity > $event_capacity ) {
			/* translators: 1: field name, 2: the event's seats. */
			throw DomainError::invalid( "{$field}.capacity", sprintf( __( '%1$s: a ticket type cannot have more seats than the event (%2$d).', 'eventsmith' ), "{$field}.capacity", $event_capacity ) );
		}
		$start = self::moment( $input['sale_start'] ?? null, "{$field}.sale_start" );
		$end   = self::moment( $input['sale_end'] ?? null, "{$field}.sale_end" );
		if ( null !== $start && null !== $end && $end <= $start ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( "{$field}.sale_end", sprintf( __( '%s: the sale must end after it starts.', 'eventsmith' ), "{$field}.sale_end" ) );
		}
		$min = self::integer( $input['min_per_order'] ?? 1, "{$field}.min_per_order", 1 );
		$max = self::integer( $input['max_per_order'] ?? 10, "{$field}.max_per_order", 1 );
		if ( $max > self::MAX_PER_ORDER || $max < $min ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( "{$field}.max_per_order", sprintf( __( '%s: the most per order must be between the fewest per order and 100.', 'eventsmith' ), "{$field}.max_per_order" ) );
		}
		return new self(
			max( 0, (int) ( $input['id'] ?? 0 ) ),
			$name,
			$description,
			number_format( (float) $price, 2, '.', '' ),
			$capacity,
			$start,
			$end,
			$min,
			$max,
			in_array( $input['hidden'] ?? false, array( true, 1, '1', 'true', 'yes' ), true )
		);
	}

	/**
	 * The same type with its stored id.
	 *
	 * @param int $id Id.
	 */
	public function with_id( int $id ): self {
		return new self( $id, $this->name, $this->description, $this->price, $this->capacity, $this->sale_start, $this->sale_end, $this->min_per_order, $this->max_per_order, $this->hidden );
	}

	/**
	 * Whether visitors can buy it at this moment (not hidden, inside its sale window).
	 *
	 * @param \DateTimeImmutable $now The moment.
	 */
	public function on_sale( \DateTimeImmutable $now ): bool {
		return ! $this->hidden
			&& ( null === $this->sale_start || $now >= $this->sale_start )
			&& ( null === $this->sale_end || $now < $this->sale_end );
	}

	/**
	 * Whether it costs nothing.
	 */
	public function is_free(): bool {
		return 0.0 === (float) $this->price;
	}

	/**
	 * The shape REST answers and storage rows use.
	 *
	 * @return array<string, mixed>
	 */
	public function to_array(): array {
		return array(
			'id'            => $this->id,
			'name'          => $this->name,
			'description'   => $this->description,
			'price'         => $this->price,
			'capacity'      => $this->capacity,
			'sale_start'    => $this->sale_start?->format( self::DATETIME ),
			'sale_end'      => $this->sale_end?->format( self::DATETIME ),
			'min_per_order' => $this->min_per_order,
			'max_per_order' => $this->max_per_order,
			'hidden'        => $this->hidden,
		);
	}

	/**
	 * Text without markup or control characters, trimmed (names and descriptions are plain text).
	 *
	 * @param mixed $value Input.
	 */
	private static function plain( mixed $value ): string {
		$text = is_scalar( $value ) ? (string) $value : '';
		$text = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', $text );
		$text = strip_tags( $text );
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', $text ) );
	}

	/**
	 * An integer field with a lower bound.
	 *
	 * @param mixed  $value Input.
	 * @param string $field Field name.
	 * @param int    $min   Lowest value.
	 * @throws DomainError When not an integer at or above `$min`.
	 */
	private static function integer( mixed $value, string $field, int $min ): int {
		if ( ! is_numeric( $value ) || (int) $value != $value || (int) $value < $min ) { // phpcs:ignore Universal.Operators.StrictComparisons -- "3" and 3.0 are both the integer 3.
			/* translators: 1: field name, 2: lowest value. */
			throw DomainError::invalid( $field, sprintf( __( '%1$s must be a whole number of at least %2$d.', 'eventsmith' ), $field, $min ) );
		}
		return (int) $value;
	}

	/**
	 * A UTC moment ("Y-m-d H:i:s" or ISO 8601), or null when empty.
	 *
	 * @param mixed  $value Input.
	 * @param string $field Field name.
	 * @throws DomainError When it does not parse.
	 */
	private static function moment( mixed $value, string $field ): ?\DateTimeImmutable {
		if ( null === $value || '' === $value ) {
			return null;
		}
		$utc    = new \DateTimeZone( 'UTC' );
		$parsed = is_string( $value ) ? \DateTimeImmutable::createFromFormat( '!' . self::DATETIME, $value, $utc ) : false;
		if ( false === $parsed && is_string( $value ) && preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/', $value ) ) {
			try {
				$parsed = ( new \DateTimeImmutable( $value, $utc ) )->setTimezone( $utc );
			} catch ( \Exception ) {
				$parsed = false;
			}
		}
		if ( false === $parsed ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s must be a date and time like 2026-12-31 18:00:00 (UTC).', 'eventsmith' ), $field ) );
		}
		return $parsed;
	}
}
