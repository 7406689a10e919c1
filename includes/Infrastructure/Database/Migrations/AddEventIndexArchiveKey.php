<?php
/**
 * Schema 7: a key for the public archive's count.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * The /events/ archive counts top-level rows by end (parent_id = 0); with
 * (is_draft, parent_id, end_utc) in one key that count reads the index alone.
 */
final class AddEventIndexArchiveKey implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 7;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		EventIndexSchema::apply();
	}
}
