<?php
/**
 * Registers the script that draws ticket QR codes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Built from template-editor/ticket-qr/view.ts; the QR library itself is a
 * separate chunk loaded only when a code is on the page.
 */
final class TicketQrScript {

	private const ENTRY = 'template-editor/ticket-qr';

	/**
	 * Constructor.
	 *
	 * @param string $build_dir Absolute path of build/.
	 * @param string $build_url URL of build/.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {}

	/**
	 * Registers the handle on `init`.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Registers the script when it has been built.
	 */
	public function register(): void {
		$asset_file = $this->build_dir . '/' . self::ENTRY . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_register_script(
			QrCodeView::SCRIPT_HANDLE,
			$this->build_url . '/' . self::ENTRY . '.js',
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
	}
}
