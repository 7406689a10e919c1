<?php
/**
 * The one family of errors domain code throws.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * A rule was broken. Carries a stable machine code, the offending field (if
 * any) and a kind that transports map to their own status (REST: 400/404/409).
 */
final class DomainError extends \RuntimeException {

	public const INVALID   = 'invalid';
	public const NOT_FOUND = 'not_found';
	public const CONFLICT  = 'conflict';
	public const FORBIDDEN = 'forbidden';
	// The store cannot be written just now (the primary database is down).
	public const UNAVAILABLE = 'unavailable';

	/**
	 * Constructor.
	 *
	 * @param string      $error_code Stable code, e.g. "eventsmith_invalid_date".
	 * @param string      $message    Human message (already translated).
	 * @param string      $kind       One of the INVALID, NOT_FOUND, CONFLICT, FORBIDDEN constants.
	 * @param string|null $field      The input field at fault, when there is one.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly string $kind = self::INVALID,
		public readonly ?string $field = null
	) {
		parent::__construct( $message );
	}

	/**
	 * Invalid input in one field.
	 *
	 * @param string $field      Field name.
	 * @param string $message    Human message naming the field.
	 * @param string $error_code Stable code.
	 */
	public static function invalid( string $field, string $message, string $error_code = 'eventsmith_invalid_param' ): self {
		return new self( $error_code, $message, self::INVALID, $field );
	}

	/**
	 * The HTTP status this error answers with: 400 for bad input, 404 for
	 * something that is not there, 409 for a conflict with the stored state,
	 * 403 for an action the user may not take, 503 while the store cannot be written.
	 */
	public function http_status(): int {
		return match ( $this->kind ) {
			self::NOT_FOUND => 404,
			self::CONFLICT  => 409,
			self::FORBIDDEN => 403,
			self::UNAVAILABLE => 503,
			default         => 400,
		};
	}
}
