<?php
/**
 * Schema 15: registrations waiting for the organizers' daily digest.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per registration and recipient until the digest cron mails it. The unique
 * key keeps a registration once per recipient, however often its hook fires.
 */
final class CreateOrganizerDigestTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 15;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::organizer_digest() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				recipient varchar(191) NOT NULL,
				event_id bigint(20) unsigned NOT NULL,
				source varchar(20) NOT NULL,
				source_id bigint(20) unsigned NOT NULL,
				item text NOT NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY registration (source,source_id,recipient)
			) {$wpdb->get_charset_collate()};"
		);
	}
}
