<?php
/**
 * The scanner page's setting: check tickets in at once, or ask first.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Staff who may change settings see, under the scanner, a form for
 * `attendee_verification_style`: "Ask before checking a ticket in" ('off',
 * the two-step mode) or not ('on'). It posts to admin-post.php with a nonce
 * and returns to the scanner page, which then scans in the new mode.
 */
final class ScannerModeForm {

	public const ACTION = 'eventsmith_scanner_mode';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings storage.
	 * @param AccessPolicy       $access   Who may do what.
	 */
	public function __construct( private SettingsRepository $settings, private AccessPolicy $access ) {}

	/**
	 * Handles the form's post.
	 */
	public function register_hooks(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'save' ) );
	}

	/**
	 * Prints the form for users who may change settings.
	 *
	 * @param int $event_id The event the scanner page is for, or 0.
	 */
	public function render( int $event_id ): void {
		if ( ! $this->access->allows( Permission::ManageSettings ) ) {
			return;
		}
		$asks = 'off' === ( $this->settings->all()['attendee_verification_style'] ?? 'on' );
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="eventsmith-scanner-mode">
			<h2><?php esc_html_e( 'Scanner settings', 'eventsmith' ); ?></h2>
			<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>" />
			<input type="hidden" name="event_id" value="<?php echo esc_attr( (string) $event_id ); ?>" />
			<?php wp_nonce_field( self::ACTION ); ?>
			<p>
				<label>
					<input type="checkbox" name="ask_first" value="1" <?php checked( $asks ); ?> />
					<?php esc_html_e( 'Ask before checking a ticket in', 'eventsmith' ); ?>
				</label>
			</p>
			<p class="description"><?php esc_html_e( 'When on, the scanner shows who the ticket belongs to and checks it in only after you confirm. When off, a ticket is checked in as soon as it is scanned.', 'eventsmith' ); ?></p>
			<?php submit_button( __( 'Save scanner settings', 'eventsmith' ), 'secondary', 'submit', false ); ?>
		</form>
		<?php
	}

	/**
	 * Saves the choice and returns to the scanner page.
	 */
	public function save(): void {
		if ( ! $this->access->allows( Permission::ManageSettings ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change the scanner settings.', 'eventsmith' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$this->settings->update( array( 'attendee_verification_style' => empty( $_POST['ask_first'] ) ? 'on' : 'off' ) );
		$back = array(
			'page'     => AdminMenu::SCANNER_SLUG,
			'updated'  => '1',
			'event_id' => absint( $_POST['event_id'] ?? 0 ),
		);
		wp_safe_redirect( add_query_arg( array_filter( $back ), admin_url( 'admin.php' ) ) );
		exit;
	}
}
