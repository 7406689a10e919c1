<?php
/**
 * Schema 4: RSVP invitations and reminders sent.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database\Migrations;

use Eventsmith\Infrastructure\Database\Migration;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per email sent, so staff can see who was invited or reminded, when, and by whom.
 */
final class CreateInvitationsTable implements Migration {

	/**
	 * {@inheritDoc}
	 */
	public function version(): int {
		return 4;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . Tables::invitations() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				event_id bigint(20) unsigned NOT NULL,
				email varchar(191) NOT NULL,
				kind varchar(20) NOT NULL DEFAULT 'invitation',
				sent tinyint(1) NOT NULL DEFAULT 0,
				sent_by bigint(20) unsigned NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY event_kind (event_id,kind)
			) {$wpdb->get_charset_collate()};"
		);
	}
}
