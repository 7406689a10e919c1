<?php
/**
 * The door-staff ticket scanner page.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Blocks\Templates\VerifyAddress;
use Eventsmith\Core\Assets;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Checkin\Verification;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * `admin.php?page=eventsmith-scanner[&event_id=]`: prints the scanner mount
 * with its settings (scanner_nonce, scanner_common_msg,
 * attendee_verification_style) and the `attendee-event` element that names
 * the event the door is for. The app (scanner/) sends each scanned verify
 * address a GET (see VerifyAddress). Without a camera it verifies against
 * this page's own address, which answers a warning: there is no ticket here.
 */
final class ScannerPage {

	public const SCRIPT_HANDLE = 'eventsmith-scanner';
	private const ENTRY        = 'scanner/index';

	/**
	 * Constructor.
	 *
	 * @param Assets             $assets   Built assets.
	 * @param SettingsRepository $settings Settings storage.
	 * @param AccessPolicy       $access   Who may do what.
	 * @param ScannerModeForm    $mode     The check-in mode setting's form.
	 */
	public function __construct(
		private Assets $assets,
		private SettingsRepository $settings,
		private AccessPolicy $access,
		private ScannerModeForm $mode
	) {}

	/**
	 * Runs when the page loads, before headers: answers a verification sent to
	 * this page, or queues the app.
	 */
	public function load(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- answer() checks the scanner's nonce.
		if ( 'scanner_verification' === sanitize_key( wp_unslash( (string) ( $_GET['action'] ?? '' ) ) ) ) {
			$this->answer();
		}
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		// A page without a menu entry has no title WordPress can find: name it for the <title>.
		$GLOBALS['title'] = __( 'Scan tickets', 'eventsmith' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the admin page title, read by admin-header.php.
	}

	/**
	 * This page holds no ticket: a verification sent here (Start without a
	 * camera) gets a warning in the scanner's answer shape, never HTML.
	 */
	private function answer(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- this is the nonce.
		$nonce = sanitize_text_field( wp_unslash( (string) ( $_GET['security'] ?? '' ) ) );
		if ( ! $this->access->allows( Permission::ManageQrScan ) ) {
			wp_send_json( ( new Verification( 0, __( 'Sorry, you are not allowed to do this.', 'eventsmith' ) ) )->to_response(), 403 );
		}
		if ( ! wp_verify_nonce( $nonce, VerifyAddress::NONCE_ACTION ) ) {
			wp_send_json( ( new Verification( 0, __( 'The page has expired. Reload it and scan again.', 'eventsmith' ) ) )->to_response(), 403 );
		}
		wp_send_json( ( new Verification( 0, __( "Scan a ticket's QR code to check it in.", 'eventsmith' ) ) )->to_response() );
	}

	/**
	 * Enqueues the app (also used by the verify address page).
	 */
	public function enqueue(): bool {
		wp_enqueue_style( 'wp-components' );
		return $this->assets->enqueue( self::SCRIPT_HANDLE, self::ENTRY );
	}

	/**
	 * Prints the admin page.
	 */
	public function render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a link to a page, nothing is changed.
		$event = $this->event( absint( $_GET['event_id'] ?? 0 ) );
		?>
		<div class="wrap eventsmith-scanner-page">
			<h1><?php esc_html_e( 'Scan tickets', 'eventsmith' ); ?></h1>
			<?php if ( null !== $event ) : ?>
				<p id="attendee-event" class="eventsmith-scanner-page__event" data-event-id="<?php echo esc_attr( (string) $event->ID ); ?>">
					<?php
					/* translators: %s: event title. */
					echo wp_kses( sprintf( __( 'Checking in guests of %s', 'eventsmith' ), '<strong>' . esc_html( get_the_title( $event ) ) . '</strong>' ), array( 'strong' => array() ) );
					?>
				</p>
			<?php else : ?>
				<p class="eventsmith-scanner-page__event"><?php esc_html_e( 'Tickets of every event are accepted.', 'eventsmith' ); ?></p>
			<?php endif; ?>
			<?php
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only says the settings form was saved.
			if ( isset( $_GET['updated'] ) ) :
				?>
				<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'Scanner settings saved.', 'eventsmith' ); ?></p></div>
			<?php endif; ?>
			<?php $this->mount( null, null !== $event ? $event->ID : 0 ); ?>
			<?php $this->mode->render( null !== $event ? $event->ID : 0 ); ?>
		</div>
		<?php
	}

	/**
	 * Prints the scanner mount: its settings, and a Start button that carries
	 * an already-scanned answer when there is one (the verify address page).
	 * The app replaces the button once it runs.
	 *
	 * @param array<string, mixed>|null $scanned  A verification response ({data: {status_code, messages, content}}), or null.
	 * @param int                       $event_id The event the door is for, or 0.
	 * @param array<string, mixed>      $extra    More settings (the block's event picker, its look).
	 */
	public function mount( ?array $scanned = null, int $event_id = 0, array $extra = array() ): void {
		$built = $this->assets->is_built( self::ENTRY );
		?>
		<div id="eventsmith-scanner" class="eventsmith-scanner" data-settings="<?php echo esc_attr( (string) wp_json_encode( $extra + $this->settings( $event_id ) ) ); ?>">
			<?php if ( $built ) : ?>
				<button type="button" class="button button-primary eventsmith-scanner__start" disabled<?php echo null !== $scanned ? ' data-response="' . esc_attr( (string) wp_json_encode( $scanned ) ) . '"' : ''; ?>><?php esc_html_e( 'Start', 'eventsmith' ); ?></button>
			<?php else : ?>
				<div class="notice notice-error inline"><p><?php esc_html_e( 'The Eventsmith scanner has not been built. Run "npm run build" in the plugin folder.', 'eventsmith' ); ?></p></div>
			<?php endif; ?>
			<noscript><div class="notice notice-warning inline"><p><?php esc_html_e( 'The scanner needs JavaScript. Please enable it in your browser.', 'eventsmith' ); ?></p></div></noscript>
		</div>
		<?php
	}

	/**
	 * The scanner's settings, as the app reads them from the mount.
	 *
	 * The REST address and nonce serve the door counters, the offline
	 * snapshot and the upload of offline scans (they need the QR-scan
	 * permission). Only staff get this markup, and page caches do not serve
	 * logged-in users, so the per-user nonce never lands in a shared cache.
	 *
	 * @param int $event_id The event the door is for, or 0.
	 * @return array<string, string|int>
	 */
	private function settings( int $event_id ): array {
		$dashboard = admin_url( 'admin.php?page=' . AdminMenu::DASHBOARD_SLUG );
		return array(
			'scanner_nonce'               => wp_create_nonce( VerifyAddress::NONCE_ACTION ),
			'scanner_common_msg'          => __( 'The ticket could not be checked. Check the connection and try again.', 'eventsmith' ),
			'attendee_verification_style' => (string) ( $this->settings->all()['attendee_verification_style'] ?? 'on' ),
			'home_url'                    => home_url( '/' ),
			// Only staff who may open the attendee list get the link back to it.
			'attendees_url'               => $this->access->allows( Permission::ManageAttendee )
				? $dashboard . ( $event_id > 0 ? '#/attendees/event/' . $event_id : '#/attendees' )
				: '',
			'event_id'                    => $event_id,
			'rest_url'                    => esc_url_raw( rest_url( 'eventsmith/v2/' ) ),
			'rest_nonce'                  => wp_create_nonce( 'wp_rest' ),
		);
	}

	/**
	 * The event a door is for, when the id names one.
	 *
	 * @param int $event_id Id from the address.
	 */
	private function event( int $event_id ): ?\WP_Post {
		$post = $event_id > 0 ? get_post( $event_id ) : null;
		return $post instanceof \WP_Post && PostTypes::EVENT === $post->post_type && 'trash' !== $post->post_status ? $post : null;
	}
}
