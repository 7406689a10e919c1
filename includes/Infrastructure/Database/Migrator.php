<?php
/**
 * Applies schema migrations in order and records the schema version.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database;

use Eventsmith\Infrastructure\Database\Migrations\AddAttendeeBookingKey;
use Eventsmith\Infrastructure\Database\Migrations\AddEventIndexCoveringKeys;
use Eventsmith\Infrastructure\Database\Migrations\AddEventIndexArchiveKey;
use Eventsmith\Infrastructure\Database\Migrations\AddMailQueueContext;
use Eventsmith\Infrastructure\Database\Migrations\AddEventIndexOrderKey;
use Eventsmith\Infrastructure\Database\Migrations\CreateBookingsTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateDiscountCodesTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateEventIndexTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateEventTitleGramsTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateImportTables;
use Eventsmith\Infrastructure\Database\Migrations\CreateInvitationsTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateMailQueueTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateOfflineScansTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateOrganizerDigestTable;
use Eventsmith\Infrastructure\Database\Migrations\CreatePaymentEventsTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateRateLimitsTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateTicketTypesTable;
use Eventsmith\Infrastructure\Database\Migrations\CreateTransactionTables;
use Eventsmith\Infrastructure\Database\Migrations\CreateWaitlistTable;
use Eventsmith\Infrastructure\Database\Migrations\WidenWaitlistKeys;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the database schema at the version the code expects.
 */
final class Migrator {

	public const VERSION_OPTION = 'eventsmith_schema_version';

	/**
	 * Every migration, in ascending version order.
	 *
	 * @return list<Migration>
	 */
	private function migrations(): array {
		return array(
			new CreateEventIndexTable(),
			new AddEventIndexCoveringKeys(),
			new CreateTransactionTables(),
			new CreateInvitationsTable(),
			new CreateBookingsTable(),
			new AddEventIndexOrderKey(),
			new AddEventIndexArchiveKey(),
			new CreateRateLimitsTable(),
			new CreateTicketTypesTable(),
			new CreateOfflineScansTable(),
			new CreateEventTitleGramsTable(),
			new CreateMailQueueTable(),
			new CreateWaitlistTable(),
			new AddMailQueueContext(),
			new CreateOrganizerDigestTable(),
			new WidenWaitlistKeys(),
			new CreateDiscountCodesTable(),
			new CreatePaymentEventsTable(),
			new CreateImportTables(),
			new AddAttendeeBookingKey(),
		);
	}

	/**
	 * The schema version the code expects.
	 */
	public function target_version(): int {
		$migrations = $this->migrations();
		return end( $migrations )->version();
	}

	/**
	 * The schema version the database has.
	 */
	public function installed_version(): int {
		return (int) get_option( self::VERSION_OPTION, 0 );
	}

	/**
	 * Whether some migration has not run yet.
	 */
	public function has_pending(): bool {
		return $this->installed_version() < $this->target_version();
	}

	/**
	 * Runs every migration newer than the installed version, recording each as it completes.
	 */
	public function migrate(): void {
		$installed = $this->installed_version();
		foreach ( $this->migrations() as $migration ) {
			if ( $migration->version() <= $installed ) {
				continue;
			}
			$migration->up();
			update_option( self::VERSION_OPTION, $migration->version(), true );
		}
	}
}
