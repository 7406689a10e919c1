<?php
/**
 * What an erasure tells the administrator.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Privacy;

use Eventsmith\Domain\Privacy\PersonalRecord;

defined( 'ABSPATH' ) || exit;

/**
 * The messages WordPress lists after an erasure: what was anonymised (and
 * why the records stay), what was kept, and what failed.
 */
final class ErasureMessages {

	/**
	 * The messages of one eraser page.
	 *
	 * @param PersonalRecord $kind     The kind of record.
	 * @param int            $removed  Records anonymised.
	 * @param list<int>      $retained Ids of records that keep their data for now.
	 * @param list<int>      $failed   Ids of records that could not be rewritten.
	 * @return list<string>
	 */
	public static function of( PersonalRecord $kind, int $removed, array $retained, array $failed ): array {
		$label    = $kind->group_label();
		$messages = array();
		if ( $removed > 0 ) {
			$messages[] = sprintf(
				/* translators: 1: kind of record, such as "Event bookings"; 2: how many. */
				_n(
					'%1$s: %2$d record was anonymised. It stays, without name or contact details, so that seat counts, revenue and check-in history remain correct.',
					'%1$s: %2$d records were anonymised. They stay, without names or contact details, so that seat counts, revenue and check-in history remain correct.',
					$removed,
					'eventsmith'
				),
				$label,
				$removed
			);
		}
		if ( array() !== $retained ) {
			$messages[] = sprintf(
				/* translators: 1: kind of record; 2: record ids, such as "#12, #13". */
				_n(
					'%1$s: %2$s belongs to an order awaiting payment and keeps its personal data until the order is completed or expires. Erase again after that.',
					'%1$s: %2$s belong to orders awaiting payment and keep their personal data until the orders are completed or expire. Erase again after that.',
					count( $retained ),
					'eventsmith'
				),
				$label,
				self::ids( $retained )
			);
		}
		if ( array() !== $failed ) {
			$messages[] = sprintf(
				/* translators: 1: kind of record; 2: record ids, such as "#12, #13". */
				_n(
					'%1$s: %2$s could not be anonymised because the database refused the change. Try again, or check the database.',
					'%1$s: %2$s could not be anonymised because the database refused the changes. Try again, or check the database.',
					count( $failed ),
					'eventsmith'
				),
				$label,
				self::ids( $failed )
			);
		}
		return $messages;
	}

	/**
	 * Record ids as "#12, #13".
	 *
	 * @param list<int> $ids Ids.
	 */
	private static function ids( array $ids ): string {
		return implode( ', ', array_map( static fn( int $id ): string => '#' . $id, $ids ) );
	}
}
