<?php
/**
 * Removes everything Eventsmith stored, when the site asked for it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure;

use Eventsmith\Infrastructure\Access\RoleCapabilities;
use Eventsmith\Infrastructure\Cron\ScheduledJobs;
use Eventsmith\Infrastructure\Database\Migrator;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Import\ImportFiles;
use Eventsmith\Infrastructure\License\LicenseStore;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes tables, options, capabilities and content only when the setting
 * "Delete all data on uninstall" is on; otherwise leaves everything in place.
 */
final class Uninstaller {

	/**
	 * Post types whose posts are removed with the plugin's data.
	 */
	private const POST_TYPES = array( 'eventsmith_event', 'eventsmith_schedule', 'eventsmith_speaker', 'eventsmith_template', 'eventsmith_embed' );

	/**
	 * Taxonomies whose terms are removed with the plugin's data.
	 */
	private const TAXONOMIES = array( 'eventsmith_category', 'eventsmith_tag', 'eventsmith_speaker_group' );

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings     Settings storage.
	 * @param RoleCapabilities   $capabilities Role capability adapter.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private RoleCapabilities $capabilities
	) {}

	/**
	 * Network option of the sites whose installation failed (see Core\NetworkInstaller).
	 */
	private const NETWORK_FAILURES_OPTION = 'eventsmith_network_install_failures';

	/**
	 * Removes the plugin's data from every site that opted in: on a multisite
	 * network each site is visited and decides by its own setting.
	 *
	 * @return int How many sites had their data deleted.
	 */
	public function uninstall_everywhere(): int {
		if ( ! is_multisite() ) {
			return $this->uninstall() ? 1 : 0;
		}
		$deleted = 0;
		foreach ( get_networks( array( 'fields' => 'ids', 'number' => 0 ) ) as $network_id ) {
			$offset = 0;
			do {
				$ids = get_sites(
					array(
						'fields'     => 'ids',
						'number'     => 100,
						'offset'     => $offset,
						'network_id' => (int) $network_id,
						'orderby'    => 'id',
					)
				);
				foreach ( $ids as $blog_id ) {
					switch_to_blog( (int) $blog_id );
					try {
						$deleted += $this->uninstall() ? 1 : 0;
					} finally {
						restore_current_blog();
					}
				}
				$offset += 100;
			} while ( 100 === count( $ids ) );
			// Not data of any site: the record of a failed network activation.
			delete_network_option( (int) $network_id, self::NETWORK_FAILURES_OPTION );
		}
		return $deleted;
	}

	/**
	 * Removes the plugin's data from the current site if it opted in.
	 *
	 * @return bool Whether anything was deleted.
	 */
	public function uninstall(): bool {
		// Scheduled jobs go whatever the setting: nothing would run them any more.
		ScheduledJobs::clear();
		if ( true !== ( $this->settings->all()['delete_data_on_uninstall'] ?? false ) ) {
			return false;
		}
		global $wpdb;

		foreach ( self::POST_TYPES as $post_type ) {
			$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", $post_type ) );
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
		}
		foreach ( self::TAXONOMIES as $taxonomy ) {
			$term_ids = $wpdb->get_col( $wpdb->prepare( "SELECT term_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", $taxonomy ) );
			foreach ( $term_ids as $term_id ) {
				$wpdb->delete( $wpdb->term_taxonomy, array( 'term_id' => (int) $term_id, 'taxonomy' => $taxonomy ) );
				$wpdb->delete( $wpdb->termmeta, array( 'term_id' => (int) $term_id ) );
				$wpdb->delete( $wpdb->terms, array( 'term_id' => (int) $term_id ) );
			}
		}
		foreach ( Tables::all() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL -- prepared-parts: no values, only table names from Tables.
		}
		( new ImportFiles() )->delete_all();
		$this->capabilities->remove_from_all_roles();
		delete_option( SettingsRepository::OPTION );
		delete_option( Migrator::VERSION_OPTION );
		delete_option( LicenseStore::OPTION );
		// Every other option and transient of ours (remembered totals, rate-limit windows, …).
		foreach ( array( 'eventsmith\\_%', '\\_transient\\_eventsmith\\_%', '\\_transient\\_timeout\\_eventsmith\\_%' ) as $pattern ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $pattern ) );
		}
		wp_cache_delete( 'alloptions', 'options' );
		return true;
	}
}
