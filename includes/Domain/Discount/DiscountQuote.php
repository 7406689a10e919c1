<?php
/**
 * A discount code applied to an order.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Discount;

defined( 'ABSPATH' ) || exit;

/**
 * The answer of DiscountCalculator: per line what it costs and what comes off, and the order's
 * subtotal, discount and total (decimal strings).
 */
final class DiscountQuote {

	/**
	 * Constructor.
	 *
	 * @param DiscountCode                                                      $code     The code applied.
	 * @param list<array{ticket_type_id: int, amount: string, discount: string}> $lines    Per line.
	 * @param string                                                            $subtotal Before the discount.
	 * @param string                                                            $discount Taken off.
	 * @param string                                                            $total    To pay (never below zero).
	 */
	public function __construct(
		public readonly DiscountCode $code,
		public readonly array $lines,
		public readonly string $subtotal,
		public readonly string $discount,
		public readonly string $total
	) {}

	/**
	 * Whether nothing is left to pay.
	 */
	public function is_free(): bool {
		return 0.0 === (float) $this->total;
	}

	/**
	 * The public preview's shape.
	 *
	 * @return array{code: string, kind: string, amount: string, subtotal: string, discount: string, total: string, lines: list<array{ticket_type_id: int, amount: string, discount: string}>}
	 */
	public function to_array(): array {
		return array(
			'code'     => $this->code->code,
			'kind'     => $this->code->kind,
			'amount'   => $this->code->amount,
			'subtotal' => $this->subtotal,
			'discount' => $this->discount,
			'total'    => $this->total,
			'lines'    => $this->lines,
		);
	}
}
