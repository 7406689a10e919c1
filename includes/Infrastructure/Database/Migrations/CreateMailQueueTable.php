<?php
/**
 * Schema 12: the background mail queue.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * One row per message waiting to go out, being sent, sent or failed (see
 * MailQueueSchema, the table's one definition).
 */
final class CreateMailQueueTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 12;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		MailQueueSchema::apply();
	}
}
