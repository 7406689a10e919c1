<?php
/**
 * Installs Eventsmith on every site of a multisite network.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Welcome\WelcomeStore;

defined( 'ABSPATH' ) || exit;

/**
 * Network activation installs the schema and capabilities on each site (a
 * site that fails is recorded and the others go on), sites created later
 * are installed when the plugin is network-active, and a deleted site's
 * tables are dropped with it. Each site keeps its own tables (`$wpdb->prefix`
 * switches with the site), settings and capabilities.
 */
final class NetworkInstaller {

	/**
	 * Network option listing the sites whose installation failed: blog id => message.
	 */
	public const FAILURES_OPTION = 'eventsmith_network_install_failures';

	/**
	 * Sites read per query while walking the network.
	 */
	private const BATCH = 100;

	/**
	 * Activation: the whole network when network-wide on a multisite, otherwise this site.
	 *
	 * @param bool $network_wide Whether the plugin is being network-activated.
	 */
	public function activate( bool $network_wide ): void {
		if ( ! is_multisite() || ! $network_wide ) {
			$this->install_site( get_current_blog_id() );
			return;
		}
		$failures = array();
		$this->each_site(
			function ( int $blog_id ) use ( &$failures ): void {
				$error = $this->try_install( $blog_id );
				if ( null !== $error ) {
					$failures[ $blog_id ] = $error;
				}
			}
		);
		if ( array() === $failures ) {
			delete_site_option( self::FAILURES_OPTION );
		} else {
			update_site_option( self::FAILURES_OPTION, $failures );
		}
	}

	/**
	 * Hooks: new sites, deleted sites and the network admin notice.
	 */
	public function register_hooks(): void {
		if ( ! is_multisite() ) {
			return;
		}
		// After WordPress created the new site's own tables (priority 10).
		add_action( 'wp_initialize_site', array( $this, 'install_new_site' ), 100 );
		add_filter( 'wpmu_drop_tables', array( $this, 'tables_to_drop' ), 10, 2 );
		add_action( 'network_admin_notices', array( $this, 'print_failures' ) );
	}

	/**
	 * Installs a site created after network activation.
	 *
	 * @param \WP_Site $site The new site.
	 */
	public function install_new_site( $site ): void {
		if ( ! $site instanceof \WP_Site || ! $this->network_active() ) {
			return;
		}
		$blog_id = (int) $site->blog_id;
		$error   = $this->try_install( $blog_id );
		$failed  = (array) get_site_option( self::FAILURES_OPTION, array() );
		unset( $failed[ $blog_id ] );
		if ( null !== $error ) {
			$failed[ $blog_id ] = $error;
		}
		if ( array() === $failed ) {
			delete_site_option( self::FAILURES_OPTION );
		} else {
			update_site_option( self::FAILURES_OPTION, $failed );
		}
	}

	/**
	 * Adds the deleted site's Eventsmith tables to those WordPress drops.
	 *
	 * @param mixed $tables  Table names WordPress drops.
	 * @param mixed $blog_id The site being deleted.
	 * @return array<int|string, string>
	 */
	public function tables_to_drop( $tables, $blog_id = 0 ): array {
		$tables = is_array( $tables ) ? $tables : array();
		$blog_id = (int) $blog_id;
		if ( $blog_id <= 0 ) {
			return $tables;
		}
		switch_to_blog( $blog_id );
		$ours = Tables::all();
		restore_current_blog();
		return array_values( array_unique( array_merge( array_values( $tables ), $ours ) ) );
	}

	/**
	 * Names the sites that could not be installed, to network administrators.
	 */
	public function print_failures(): void {
		if ( ! current_user_can( 'manage_network_plugins' ) ) {
			return;
		}
		$failed = get_site_option( self::FAILURES_OPTION, array() );
		if ( ! is_array( $failed ) || array() === $failed ) {
			return;
		}
		echo '<div class="notice notice-error eventsmith-network-failures"><p>'
			. esc_html__( 'Eventsmith could not be installed on these sites; every other site of the network is ready. Fix the cause and activate it again (or open the site\'s dashboard, which retries the installation):', 'eventsmith' )
			. '</p><ul>';
		foreach ( $failed as $blog_id => $message ) {
			$site = get_site( (int) $blog_id );
			$name = $site ? untrailingslashit( $site->domain . $site->path ) : '#' . (int) $blog_id;
			echo '<li>' . esc_html(
				sprintf(
					/* translators: 1: site address, 2: site id, 3: the error */
					__( '%1$s (site %2$d): %3$s', 'eventsmith' ),
					$name,
					(int) $blog_id,
					(string) $message
				)
			) . '</li>';
		}
		echo '</ul></div>';
	}

	/**
	 * Installs one site, switching to it; returns the error instead of throwing.
	 *
	 * @param int $blog_id The site.
	 * @return string|null The failure, or null when the site is installed.
	 */
	private function try_install( int $blog_id ): ?string {
		$switched = is_multisite() && get_current_blog_id() !== $blog_id;
		if ( $switched ) {
			switch_to_blog( $blog_id );
		}
		try {
			$this->install_site( $blog_id );
			$missing = $this->missing_tables();
			return array() === $missing
				/* translators: %s: table names */
				? null : sprintf( __( 'tables missing after installation: %s', 'eventsmith' ), implode( ', ', $missing ) );
		} catch ( \Throwable $error ) {
			return '' !== $error->getMessage() ? $error->getMessage() : get_class( $error );
		} finally {
			if ( $switched ) {
				restore_current_blog();
			}
		}
	}

	/**
	 * Installs the current site.
	 *
	 * @param int $blog_id The current site's id.
	 */
	private function install_site( int $blog_id ): void {
		/**
		 * Fires before Eventsmith installs its tables and capabilities on a site
		 * (activation, network activation, a site created on a network where it is network-active).
		 * Throw to stop the installation of that site; on a network the others still install.
		 *
		 * @param int $blog_id The site.
		 */
		do_action( 'eventsmith_before_site_install', $blog_id );
		Installer::for_site()->install();
		// The dashboard welcomes the owner of a site without events, once.
		( new WelcomeStore() )->on_activation();
	}

	/**
	 * The current site's Eventsmith tables that do not exist.
	 *
	 * @return list<string>
	 */
	private function missing_tables(): array {
		global $wpdb;
		$missing = array();
		foreach ( Tables::all() as $table ) {
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) !== $table ) {
				$missing[] = $table;
			}
		}
		return $missing;
	}

	/**
	 * Runs a callback for every site of the current network, in bounded batches.
	 *
	 * @param callable(int): void $callback Receives each blog id.
	 */
	private function each_site( callable $callback ): void {
		$offset = 0;
		do {
			$ids = get_sites(
				array(
					'fields'     => 'ids',
					'number'     => self::BATCH,
					'offset'     => $offset,
					'network_id' => get_current_network_id(),
					'orderby'    => 'id',
				)
			);
			foreach ( $ids as $blog_id ) {
				$callback( (int) $blog_id );
			}
			$offset += self::BATCH;
		} while ( count( $ids ) === self::BATCH );
	}

	/**
	 * Whether Eventsmith is active for the whole network.
	 */
	private function network_active(): bool {
		if ( ! function_exists( 'is_plugin_active_for_network' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		return is_plugin_active_for_network( plugin_basename( EVENTSMITH_FILE ) );
	}
}
