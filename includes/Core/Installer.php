<?php
/**
 * Installs and upgrades what the plugin keeps in the database.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

use Eventsmith\Infrastructure\Access\RoleCapabilities;
use Eventsmith\Infrastructure\Database\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Runs pending schema migrations and makes sure administrators hold every
 * Eventsmith capability. Safe to run any number of times.
 */
final class Installer {

	/**
	 * Constructor.
	 *
	 * @param Migrator         $migrator     Applies versioned schema migrations.
	 * @param RoleCapabilities $capabilities Grants capabilities to roles.
	 */
	public function __construct(
		private Migrator $migrator,
		private RoleCapabilities $capabilities
	) {}

	/**
	 * The installer of this site: its migrations and role capabilities.
	 */
	public static function for_site(): self {
		return new self( new Migrator(), new RoleCapabilities() );
	}

	/**
	 * Upgrades in place after a plugin update (activation hooks do not run on updates).
	 */
	public function register_hooks(): void {
		add_action( 'admin_init', array( $this, 'upgrade_if_needed' ) );
	}

	/**
	 * Full install: schema plus capabilities.
	 */
	public function install(): void {
		$this->migrator->migrate();
		$this->capabilities->grant_all_to_administrator();
	}

	/**
	 * Installs only when the stored schema version is behind the code, or when
	 * administrators lack a permission added by an update.
	 */
	public function upgrade_if_needed(): void {
		if ( $this->migrator->has_pending() || $this->capabilities->administrator_lacks_any() ) {
			$this->install();
		}
	}
}
