<?php
/**
 * Whether an address is an event path of the vendor dashboard (FE-05).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Access;

defined( 'ABSPATH' ) || exit;

/**
 * The vendor dashboard is the page that holds the vendor event form. Below
 * it, `create-event` (the empty form) and `vendor-event/{id}` (one event's
 * form) are its event paths; on them the dashboard's menu entry stays marked
 * as the current one.
 */
final class VendorDashboardPath {

	/** Path segment of the empty form. */
	public const CREATE = 'create-event';

	/** Path segment of one event's form (followed by the event id). */
	public const EVENT = 'vendor-event';

	/**
	 * Whether a request path is under the dashboard and contains one of the
	 * event path segments.
	 *
	 * @param string $request_path   Path of the request, e.g. "shop/vendor/create-event/".
	 * @param string $dashboard_path Path of the dashboard page, e.g. "/shop/vendor/".
	 */
	public static function is_event_path( string $request_path, string $dashboard_path ): bool {
		$request   = self::segments( $request_path );
		$dashboard = self::segments( $dashboard_path );
		if ( count( $request ) <= count( $dashboard ) || array_slice( $request, 0, count( $dashboard ) ) !== $dashboard ) {
			return false;
		}
		$below = array_slice( $request, count( $dashboard ) );
		return in_array( self::CREATE, $below, true ) || in_array( self::EVENT, $below, true );
	}

	/**
	 * Whether a link target is the dashboard itself (its event paths do not count).
	 *
	 * @param string $link_path      Path of the link.
	 * @param string $dashboard_path Path of the dashboard page.
	 */
	public static function is_dashboard( string $link_path, string $dashboard_path ): bool {
		return self::segments( $link_path ) === self::segments( $dashboard_path );
	}

	/**
	 * The non-empty, decoded, lower-case segments of a path.
	 *
	 * @param string $path A path (a query or fragment is ignored).
	 * @return list<string>
	 */
	private static function segments( string $path ): array {
		$path = (string) preg_replace( '/[?#].*$/s', '', $path );
		return array_values(
			array_filter(
				array_map( static fn( string $s ): string => strtolower( rawurldecode( $s ) ), explode( '/', $path ) ),
				static fn( string $s ): bool => '' !== $s
			)
		);
	}
}
