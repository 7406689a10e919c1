<?php
/**
 * The distinct places of a list of events, for the locations widget.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Widget;

defined( 'ABSPATH' ) || exit;

/**
 * Counts events per address. Two addresses are the same place when they differ
 * only in case or white space; the first spelling seen is the one shown.
 */
final class LocationTally {

	/**
	 * Distinct places in the order first seen (events come soonest first), with
	 * how many events each has, at most `$limit` of them.
	 *
	 * @param list<string> $addresses One address per event ('' for none).
	 * @param int          $limit     Most places, at least 1.
	 * @return list<array{name: string, count: int}>
	 */
	public static function places( array $addresses, int $limit ): array {
		$places = array();
		foreach ( $addresses as $address ) {
			$name = ArchiveFilter::text( $address );
			if ( '' === $name ) {
				continue;
			}
			$key = function_exists( 'mb_strtolower' ) ? mb_strtolower( $name ) : strtolower( $name );
			if ( isset( $places[ $key ] ) ) {
				++$places[ $key ]['count'];
				continue;
			}
			$places[ $key ] = array(
				'name'  => $name,
				'count' => 1,
			);
		}
		return array_slice( array_values( $places ), 0, max( 1, $limit ) );
	}
}
