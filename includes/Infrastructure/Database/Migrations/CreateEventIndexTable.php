<?php
/**
 * Schema 1: the event index table.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * One row per event and per recurrence occurrence, with UTC start and end, so
 * list, calendar and status queries use indexes instead of post meta.
 */
final class CreateEventIndexTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 1;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		EventIndexSchema::apply();
	}
}
