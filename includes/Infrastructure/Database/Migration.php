<?php
/**
 * One versioned step of the database schema.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A schema change. Migrations run in ascending version order, once each, and
 * must be safe to re-run (dbDelta is).
 */
interface Migration {

	/**
	 * The schema version this migration brings the database to.
	 */
	public function version(): int;

	/**
	 * Applies the change.
	 */
	public function up(): void;
}
