<?php
/**
 * Reads one kind of Eventin object into import records.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * One Eventin object kind (speakers, schedules, events …), read in id order after the last id
 * read: the same position always gives the same records.
 */
interface EventinReader {

	/**
	 * The object type its records become.
	 */
	public function type(): string;

	/**
	 * Records of the objects after an id.
	 *
	 * @param int $after Last id read (0 at first).
	 * @param int $limit How many Eventin objects to read.
	 * @return array{records: list<ImportRecord>, last: int, end: bool} `last`: the last id read; `end`: none remain.
	 */
	public function read( int $after, int $limit ): array;
}
