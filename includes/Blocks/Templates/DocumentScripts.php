<?php
/**
 * The scripts of the document pages (tickets, certificates, previews).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Two classic scripts built from template-editor/: the QR code drawer
 * (ticket-qr/view.ts; the QR library is a chunk loaded only when a code is on
 * the page) and the "Download PDF" / "Print" actions (document-actions/view.ts;
 * html-to-image and jsPDF are chunks loaded only when a PDF is asked for).
 */
final class DocumentScripts {

	public const ACTIONS_HANDLE = 'eventsmith-document-actions';

	/** Script handle => build entry. */
	private const ENTRIES = array(
		QrCodeView::SCRIPT_HANDLE => 'template-editor/ticket-qr',
		self::ACTIONS_HANDLE      => 'template-editor/document-actions',
	);

	/**
	 * Constructor.
	 *
	 * @param string $build_dir Absolute path of build/.
	 * @param string $build_url URL of build/.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {}

	/**
	 * Registers the handles on `init`.
	 */
	public function register_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Registers each script that has been built.
	 */
	public function register(): void {
		foreach ( self::ENTRIES as $handle => $entry ) {
			$asset_file = $this->build_dir . '/' . $entry . '.asset.php';
			if ( ! is_readable( $asset_file ) ) {
				continue;
			}
			$asset = require $asset_file;
			wp_register_script( $handle, $this->build_url . '/' . $entry . '.js', $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		}
	}
}
