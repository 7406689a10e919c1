<?php
/**
 * One scan a scanner made while offline, as it uploads it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Checkin;

defined( 'ABSPATH' ) || exit;

/**
 * `{client_id, code, scanned_at}`: the id the device gave the scan (a UUID,
 * the key that makes a repeated upload harmless), the ticket code it read,
 * and when (ISO 8601). A time in the future or older than MAX_AGE_DAYS is
 * not trusted: the upload time stands in for it.
 */
final class OfflineScan {

	/** How old a scan may be and still keep its own time. */
	public const MAX_AGE_DAYS = 7;

	/**
	 * Constructor.
	 *
	 * @param string $client_id  Lower-case UUID.
	 * @param string $code       Ticket code, lower case.
	 * @param string $scanned_at UTC, Y-m-d H:i:s.
	 */
	private function __construct(
		public readonly string $client_id,
		public readonly string $code,
		public readonly string $scanned_at
	) {}

	/**
	 * Whether a text is a UUID (any version, any case).
	 *
	 * @param string $id Text.
	 */
	public static function is_client_id( string $id ): bool {
		return 1 === preg_match( '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i', $id );
	}

	/**
	 * A scan from an uploaded item, or null when it has no usable client id.
	 *
	 * @param mixed $item Uploaded item.
	 * @param int   $now  Upload time (Unix seconds).
	 */
	public static function from_upload( mixed $item, int $now ): ?self {
		if ( ! is_array( $item ) ) {
			return null;
		}
		$id = is_string( $item['client_id'] ?? null ) ? strtolower( trim( $item['client_id'] ) ) : '';
		if ( ! self::is_client_id( $id ) ) {
			return null;
		}
		$code = is_string( $item['code'] ?? null ) ? strtolower( trim( $item['code'] ) ) : '';
		$time = is_string( $item['scanned_at'] ?? null ) ? strtotime( $item['scanned_at'] ) : false;
		if ( false === $time || $time > $now + 60 || $time < $now - self::MAX_AGE_DAYS * 86400 ) {
			$time = $now;
		}
		return new self( $id, $code, gmdate( 'Y-m-d H:i:s', min( $time, $now ) ) );
	}
}
