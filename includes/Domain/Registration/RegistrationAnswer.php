<?php
/**
 * The answer to "can a visitor register, and how many places are left".
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Registration;

defined( 'ABSPATH' ) || exit;

/**
 * Open or not, the stable reason code, the visitor's message and the places left.
 */
final class RegistrationAnswer {

	public const OPEN          = 'open';
	public const NOT_OFFERED   = 'not_offered';
	public const NOT_PUBLISHED = 'not_published';
	public const MODULE_OFF    = 'module_off';
	public const CANCELLED     = 'cancelled';
	public const ENDED         = 'ended';
	public const FULL          = 'full';
	public const NOT_YET       = 'not_yet';
	public const SALE_ENDED    = 'sale_ended';

	/**
	 * Constructor.
	 *
	 * @param string   $reason One of the constants above (OPEN when open).
	 * @param string   $message What the visitor sees ('' when open).
	 * @param int|null $places_left Places left, null when unlimited.
	 */
	public function __construct(
		public readonly string $reason,
		public readonly string $message,
		public readonly ?int $places_left
	) {}

	/**
	 * Whether the visitor can register now.
	 */
	public function is_open(): bool {
		return self::OPEN === $this->reason;
	}

	/**
	 * Whether the places are gone (as opposed to closed for another reason).
	 */
	public function is_sold_out(): bool {
		return self::FULL === $this->reason;
	}

	/**
	 * The schema.org availability a search engine sees.
	 */
	public function availability(): string {
		return match ( $this->reason ) {
			self::OPEN    => 'InStock',
			self::FULL    => 'SoldOut',
			self::NOT_YET => 'PreOrder',
			default       => 'Discontinued',
		};
	}

	/**
	 * A copy with another answer, for extenders (unknown reasons count as closed).
	 *
	 * @param string   $reason      Reason code.
	 * @param string   $message     Visitor message.
	 * @param int|null $places_left Places left.
	 */
	public function with( string $reason, string $message, ?int $places_left ): self {
		return new self( $reason, $message, $places_left );
	}
}
