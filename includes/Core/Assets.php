<?php
/**
 * Registers built scripts and styles from `build/` using their `*.asset.php` manifests.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

defined( 'ABSPATH' ) || exit;

/**
 * Knows where the build output lives and how to enqueue one entry point.
 */
final class Assets {

	/**
	 * Constructor.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url URL of the build folder.
	 */
	public function __construct(
		private string $build_dir,
		private string $build_url
	) {}

	/**
	 * Whether an entry has been built.
	 *
	 * @param string $entry Entry name relative to build/, e.g. "admin/index".
	 */
	public function is_built( string $entry ): bool {
		return is_readable( $this->build_dir . '/' . $entry . '.asset.php' );
	}

	/**
	 * Handles an entry's lazy chunks need and its first screen does not (the
	 * asset file's `lazy` list, see tools/webpack/lazy-dependencies-plugin.js).
	 *
	 * @param string $entry Entry name relative to build/, e.g. "admin/index".
	 * @return string[]
	 */
	public function lazy_dependencies( string $entry ): array {
		if ( ! $this->is_built( $entry ) ) {
			return array();
		}
		$asset = require $this->build_dir . '/' . $entry . '.asset.php';
		return array_values( $asset['lazy'] ?? array() );
	}

	/**
	 * Enqueues an entry's script (with translations) and its stylesheet when one was built.
	 *
	 * @param string $handle Script handle to register.
	 * @param string $entry  Entry name relative to build/, e.g. "admin/index".
	 * @return bool False when the entry has not been built.
	 */
	public function enqueue( string $handle, string $entry ): bool {
		if ( ! $this->is_built( $entry ) ) {
			return false;
		}
		$asset = require $this->build_dir . '/' . $entry . '.asset.php';

		wp_enqueue_script(
			$handle,
			$this->build_url . '/' . $entry . '.js',
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
		wp_set_script_translations( $handle, 'eventsmith', EVENTSMITH_DIR . '/languages' );

		if ( is_readable( $this->build_dir . '/' . $entry . '.css' ) ) {
			wp_enqueue_style( $handle, $this->build_url . '/' . $entry . '.css', array( 'wp-components' ), $asset['version'] );
		}
		return true;
	}
}
