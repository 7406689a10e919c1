<?php
/**
 * The admin dashboard page that hosts the single-page app.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Core\Assets;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the mount point and loads the dashboard app with its boot data.
 */
final class DashboardPage {

	public const SCRIPT_HANDLE = 'eventsmith-dashboard';

	/**
	 * Id of the template holding the scripts loaded on demand (admin/app/wordpress-scripts.ts).
	 */
	public const LAZY_SCRIPTS_ID = 'eventsmith-lazy-scripts';

	/** Template of the block editor's stylesheets, applied when the description editor opens. */
	public const EDITOR_STYLES_ID = 'eventsmith-lazy-editor-styles';

	/**
	 * The request the event list makes on first load (admin/routes/events/event-list-screen.tsx).
	 */
	public const DEFAULT_EVENT_LIST = '/eventsmith/v2/events?status=all&paged=1&per_page=10';

	/**
	 * Constructor.
	 *
	 * @param Assets             $assets   Built assets.
	 * @param SettingsRepository $settings Settings storage.
	 * @param AccessPolicy       $access   Who may do what.
	 */
	public function __construct(
		private Assets $assets,
		private SettingsRepository $settings,
		private AccessPolicy $access
	) {}

	/**
	 * Runs when the page loads, before headers: queues the app.
	 */
	public function load(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the app and the data it needs on its first paint.
	 */
	public function enqueue(): void {
		if ( ! $this->assets->enqueue( self::SCRIPT_HANDLE, 'admin/index' ) ) {
			return;
		}
		// No wp_enqueue_media(): the media modal's scripts weigh more than the
		// dashboard itself; photos are picked and uploaded through /wp/v2/media.
		// The handles only other screens need (wp-components, wp-date, moment…)
		// wait in the page until a screen asks for them.
		$lazy = new LazyAssets( self::LAZY_SCRIPTS_ID, $this->assets->lazy_dependencies( 'admin/index' ) );
		add_action( 'admin_print_footer_scripts', array( $lazy, 'print' ), 100 );
		// The event description's block editor brings its stylesheets when it opens.
		$editor_styles = new LazyAssets( self::EDITOR_STYLES_ID, array( 'wp-block-editor', 'wp-block-library', 'wp-format-library' ), LazyAssets::STYLES );
		add_action( 'admin_print_footer_scripts', array( $editor_styles, 'print' ), 100 );
		wp_add_inline_script(
			self::SCRIPT_HANDLE,
			'window.eventsmithDashboard = ' . wp_json_encode( $this->boot_data() ) . ';',
			'before'
		);
	}

	/**
	 * Data preloaded into the page so the app needs no request to start.
	 *
	 * @return array<string, mixed>
	 */
	private function boot_data(): array {
		return array(
			'settings'    => $this->settings->shown(),
			'permissions' => array(
				'is_super_admin' => is_super_admin() || current_user_can( 'manage_options' ),
				'permissions'    => array_map( static fn( $permission ) => $permission->value, $this->access->granted() ),
			),
			'urls'        => array(
				'home'            => home_url( '/' ),
				'admin'           => admin_url(),
				'templateBuilder' => admin_url( 'admin.php?page=' . AdminMenu::TEMPLATE_BUILDER_SLUG ),
				'scanner'         => admin_url( 'admin.php?page=eventsmith-scanner' ),
				'export'          => rest_url( 'eventsmith/v2/export' ),
			),
			'preload'       => $this->preloaded_requests(),
			// The site's date formats and names, for the event list's dates
			// without loading wp-date and moment (admin/lib/php-date.ts).
			'date'          => $this->date_settings(),
			// Nonces of the CSV downloads (admin-post.php?action=…&_wpnonce=…).
			'exportNonces'  => array(
				'attendees' => wp_create_nonce( AttendeeExport::ACTION ),
				'bookings'  => wp_create_nonce( 'eventsmith_export_bookings' ),
				'rsvps'     => wp_create_nonce( RsvpExport::ACTION ),
				// The site export is a REST route (GET /export): its links carry the REST nonce.
				'rest'      => wp_create_nonce( 'wp_rest' ),
			),
		);
	}

	/**
	 * What wp-date's settings hold, as the event list needs it.
	 *
	 * @return array<string, mixed>
	 */
	private function date_settings(): array {
		global $wp_locale;
		return array(
			'formats' => array(
				'date' => (string) get_option( 'date_format', 'F j, Y' ),
				'time' => (string) get_option( 'time_format', 'g:i a' ),
			),
			'l10n'    => array(
				'locale'        => get_user_locale(),
				'months'        => array_values( $wp_locale->month ),
				'monthsShort'   => array_values( $wp_locale->month_abbrev ),
				'weekdays'      => array_values( $wp_locale->weekday ),
				'weekdaysShort' => array_values( $wp_locale->weekday_abbrev ),
				'meridiem'      => (object) $wp_locale->meridiem,
			),
		);
	}

	/**
	 * REST answers the app asks for on boot, computed now so the first paint
	 * needs no request (the same as the block editor's preloading).
	 *
	 * @return array<string, mixed>
	 */
	private function preloaded_requests(): array {
		$paths = array(
			'/eventsmith/v2/permissions/current-user',
			'/eventsmith/v2/categories?per_page=100',
			'/eventsmith/v2/tags?per_page=100',
			'/eventsmith/v2/speaker-groups?per_page=100',
		);
		if ( current_user_can( 'manage_options' ) ) {
			// The first-run welcome (admin/components/welcome): shown above the first screen while pending.
			$paths[] = '/eventsmith/v2/welcome';
		}
		if ( $this->access->allows( Permission::ManageEvent ) ) {
			// The first page of the event list as the dashboard opens it (no
			// filter), so the first rows paint without waiting for a request.
			$paths[] = self::DEFAULT_EVENT_LIST;
		}
		return array_reduce( $paths, 'rest_preload_api_request', array() );
	}

	/**
	 * Prints the mount point. The app replaces the loading text.
	 */
	public function render(): void {
		$built = $this->assets->is_built( 'admin/index' );
		?>
		<div class="wrap eventsmith-admin">
			<div id="eventsmith-dashboard" class="eventsmith-admin__root">
				<?php if ( $built ) : ?>
					<p class="eventsmith-admin__loading"><?php esc_html_e( 'Loading Eventsmith…', 'eventsmith' ); ?></p>
				<?php else : ?>
					<div class="notice notice-error inline"><p><?php esc_html_e( 'The Eventsmith dashboard has not been built. Run "npm run build" in the plugin folder.', 'eventsmith' ); ?></p></div>
				<?php endif; ?>
			</div>
			<noscript><div class="notice notice-warning inline"><p><?php esc_html_e( 'The Eventsmith dashboard needs JavaScript. Please enable it in your browser.', 'eventsmith' ); ?></p></div></noscript>
		</div>
		<?php
	}
}
