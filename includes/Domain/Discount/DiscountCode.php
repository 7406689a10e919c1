<?php
/**
 * A discount code: what it takes off, where and when it applies, how often.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Discount;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Valid by construction: `from_input()` checks every field and names the one at fault. The code
 * is kept in upper case (buyers type it in any case: `normalise()`); a percentage is more than 0
 * and at most 100, a fixed amount is in the site currency; the scope is one event (optionally
 * some of its ticket types) or the whole site; the validity window is in UTC; `max_uses` −1 is
 * unlimited. Uses are counted by the capacity ledger, not here.
 */
final class DiscountCode {

	public const PERCENT   = 'percent';
	public const FIXED     = 'fixed';
	public const SCOPE_EVENT = 'event';
	public const SCOPE_SITE  = 'site';
	public const UNLIMITED = -1;
	private const DATETIME = 'Y-m-d H:i:s';

	/**
	 * Constructor (use from_input()).
	 *
	 * @param int                 $id              Stored id (0 before saving).
	 * @param string              $code            Normalised code (upper case).
	 * @param string              $kind            `percent` or `fixed`.
	 * @param string              $amount          Percentage or amount, decimal string with two places.
	 * @param string              $scope           `event` or `site`.
	 * @param int                 $event_id        The event (0 for the whole site).
	 * @param list<int>           $ticket_type_ids Ticket types it is limited to (none: all).
	 * @param ?\DateTimeImmutable $starts_at       Valid from (UTC), or null.
	 * @param ?\DateTimeImmutable $ends_at         Valid until (UTC), or null.
	 * @param int                 $max_uses        Orders it may be used in, or −1.
	 */
	private function __construct(
		public readonly int $id,
		public readonly string $code,
		public readonly string $kind,
		public readonly string $amount,
		public readonly string $scope,
		public readonly int $event_id,
		public readonly array $ticket_type_ids,
		public readonly ?\DateTimeImmutable $starts_at,
		public readonly ?\DateTimeImmutable $ends_at,
		public readonly int $max_uses
	) {}

	/**
	 * A code as a buyer or staff typed it, in the one form it is stored and compared in.
	 *
	 * @param mixed $code Input.
	 */
	public static function normalise( mixed $code ): string {
		return is_scalar( $code ) ? strtoupper( trim( (string) $code ) ) : '';
	}

	/**
	 * Checks a code sent by staff.
	 *
	 * @param array<string, mixed> $input Fields: code, kind, amount, scope, event_id, ticket_type_ids, starts_at, ends_at, max_uses, id.
	 * @throws DomainError Naming the field at fault.
	 */
	public static function from_input( array $input ): self {
		$code = self::normalise( $input['code'] ?? '' );
		if ( ! preg_match( '/^[A-Z0-9][A-Z0-9_-]{2,39}$/', $code ) ) {
			throw DomainError::invalid( 'code', __( 'code: use 3 to 40 letters, digits, "-" or "_".', 'eventsmith' ) );
		}
		$kind = $input['kind'] ?? self::PERCENT;
		if ( self::PERCENT !== $kind && self::FIXED !== $kind ) {
			throw DomainError::invalid( 'kind', __( 'kind: choose "percent" or "fixed".', 'eventsmith' ) );
		}
		$amount = $input['amount'] ?? null;
		if ( ! is_numeric( $amount ) || (float) $amount <= 0 || ( self::PERCENT === $kind && (float) $amount > 100 ) || (float) $amount > 1000000 ) {
			throw DomainError::invalid(
				'amount',
				self::PERCENT === $kind
					? __( 'amount: a percentage must be more than 0 and at most 100.', 'eventsmith' )
					: __( 'amount: a fixed discount must be an amount above 0 in the site currency.', 'eventsmith' )
			);
		}
		$scope = $input['scope'] ?? self::SCOPE_EVENT;
		if ( self::SCOPE_EVENT !== $scope && self::SCOPE_SITE !== $scope ) {
			throw DomainError::invalid( 'scope', __( 'scope: choose "event" or "site".', 'eventsmith' ) );
		}
		$event_id = $input['event_id'] ?? 0;
		if ( ! is_numeric( $event_id ) || (int) $event_id < 0 ) {
			throw DomainError::invalid( 'event_id', __( 'event_id: choose an event.', 'eventsmith' ) );
		}
		$event_id = self::SCOPE_SITE === $scope ? 0 : (int) $event_id;
		if ( self::SCOPE_EVENT === $scope && $event_id < 1 ) {
			throw DomainError::invalid( 'event_id', __( 'event_id: a code for one event needs the event.', 'eventsmith' ) );
		}
		$types = $input['ticket_type_ids'] ?? array();
		if ( ! is_array( $types ) || array() !== array_filter( $types, static fn( $id ): bool => ! is_numeric( $id ) || (int) $id < 1 ) ) {
			throw DomainError::invalid( 'ticket_type_ids', __( 'ticket_type_ids: list ticket type ids, or none for every type.', 'eventsmith' ) );
		}
		$types = array_values( array_unique( array_map( 'intval', $types ) ) );
		sort( $types );
		if ( self::SCOPE_SITE === $scope && array() !== $types ) {
			throw DomainError::invalid( 'ticket_type_ids', __( 'ticket_type_ids: a code for the whole site applies to every ticket type; limit it to types with a code for one event.', 'eventsmith' ) );
		}
		$starts = self::moment( $input['starts_at'] ?? null, 'starts_at' );
		$ends   = self::moment( $input['ends_at'] ?? null, 'ends_at' );
		if ( null !== $starts && null !== $ends && $ends <= $starts ) {
			throw DomainError::invalid( 'ends_at', __( 'ends_at: the code must end after it starts.', 'eventsmith' ) );
		}
		$max = $input['max_uses'] ?? self::UNLIMITED;
		if ( null === $max || '' === $max ) {
			$max = self::UNLIMITED;
		}
		if ( ! is_numeric( $max ) || (int) $max != $max || ( (int) $max < 1 && self::UNLIMITED !== (int) $max ) ) { // phpcs:ignore Universal.Operators.StrictComparisons -- "3" is 3.
			throw DomainError::invalid( 'max_uses', __( 'max_uses: a whole number of 1 or more, or -1 for unlimited.', 'eventsmith' ) );
		}
		return new self( (int) ( $input['id'] ?? 0 ), $code, (string) $kind, number_format( (float) $amount, 2, '.', '' ), (string) $scope, $event_id, $types, $starts, $ends, (int) $max );
	}

	/**
	 * The same code with its stored id.
	 *
	 * @param int $id Id.
	 */
	public function with_id( int $id ): self {
		return new self( $id, $this->code, $this->kind, $this->amount, $this->scope, $this->event_id, $this->ticket_type_ids, $this->starts_at, $this->ends_at, $this->max_uses );
	}

	/**
	 * Why the code cannot be used for this event now, or null when it can (uses are the ledger's answer).
	 *
	 * @param int                $event_id The event ordered from (its series' parent for an occurrence is the caller's choice).
	 * @param \DateTimeImmutable $now      The moment.
	 */
	public function refusal( int $event_id, \DateTimeImmutable $now ): ?DomainError {
		if ( self::SCOPE_EVENT === $this->scope && $this->event_id !== $event_id ) {
			return self::unusable( __( 'discount_code: this code is not valid for this event.', 'eventsmith' ) );
		}
		if ( null !== $this->starts_at && $now < $this->starts_at ) {
			return self::unusable( __( 'discount_code: this code is not valid yet.', 'eventsmith' ) );
		}
		if ( null !== $this->ends_at && $now >= $this->ends_at ) {
			return self::unusable( __( 'discount_code: this code has expired.', 'eventsmith' ) );
		}
		return null;
	}

	/**
	 * Whether the code takes something off a ticket type.
	 *
	 * @param int $type_id Ticket type id.
	 */
	public function applies_to( int $type_id ): bool {
		return array() === $this->ticket_type_ids || in_array( $type_id, $this->ticket_type_ids, true );
	}

	/**
	 * The refusal of a code nobody can use here (unknown, expired, used up…), naming `discount_code`.
	 *
	 * @param string $message Human message.
	 */
	public static function unusable( string $message ): DomainError {
		return DomainError::invalid( 'discount_code', $message, 'eventsmith_discount_code_invalid' );
	}

	/**
	 * The stored and answered shape.
	 *
	 * @return array{id: int, code: string, kind: string, amount: string, scope: string, event_id: int, ticket_type_ids: list<int>, starts_at: ?string, ends_at: ?string, max_uses: int}
	 */
	public function to_array(): array {
		return array(
			'id'              => $this->id,
			'code'            => $this->code,
			'kind'            => $this->kind,
			'amount'          => $this->amount,
			'scope'           => $this->scope,
			'event_id'        => $this->event_id,
			'ticket_type_ids' => $this->ticket_type_ids,
			'starts_at'       => $this->starts_at?->format( self::DATETIME ),
			'ends_at'         => $this->ends_at?->format( self::DATETIME ),
			'max_uses'        => $this->max_uses,
		);
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
