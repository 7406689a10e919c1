<?php
/**
 * The admin page that hosts the template builder app.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Core\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the mount point and loads the template builder.
 */
final class TemplateBuilderPage {

	public const SCRIPT_HANDLE = 'eventsmith-template-builder';

	/**
	 * Constructor.
	 *
	 * @param Assets $assets Built assets.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Runs when the page loads, before headers: queues the app.
	 */
	public function load(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the app.
	 */
	public function enqueue(): void {
		if ( ! $this->assets->enqueue( self::SCRIPT_HANDLE, 'template-editor/index' ) ) {
			return;
		}
		wp_add_inline_script(
			self::SCRIPT_HANDLE,
			'window.eventsmithTemplateBuilder = ' . wp_json_encode(
				array(
					'dashboardUrl' => admin_url( 'admin.php?page=' . AdminMenu::DASHBOARD_SLUG ),
				)
			) . ';',
			'before'
		);
	}

	/**
	 * Prints the mount point.
	 */
	public function render(): void {
		?>
		<div class="wrap eventsmith-admin">
			<div id="eventsmith-template-builder" class="eventsmith-admin__root">
				<p class="eventsmith-admin__loading"><?php esc_html_e( 'Loading the template builder…', 'eventsmith' ); ?></p>
			</div>
		</div>
		<?php
	}
}
