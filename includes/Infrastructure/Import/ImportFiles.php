<?php
/**
 * Where uploaded files and fetched feeds wait for their batches.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A private folder under uploads (no listing, no web access on Apache), files named by a
 * random token so that no address can be guessed.
 */
final class ImportFiles {

	/**
	 * Stores text as a new file.
	 *
	 * @param string $text Content.
	 * @return string The file's name (inside the folder).
	 * @throws DomainError When it cannot be written.
	 */
	public function store( string $text ): string {
		$name = 'import-' . wp_generate_password( 24, false ) . '.ics';
		if ( false === file_put_contents( $this->folder() . $name, $text ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a private work file.
			throw new DomainError( 'eventsmith_import_not_stored', __( 'The file could not be stored for the import.', 'eventsmith' ), DomainError::CONFLICT, 'file' );
		}
		return $name;
	}

	/**
	 * Copies an uploaded file in (without reading it into memory).
	 *
	 * @param string $tmp Uploaded temporary file.
	 * @return string The file's name.
	 * @throws DomainError When it cannot be read.
	 */
	public function store_upload( string $tmp ): string {
		$name = 'import-' . wp_generate_password( 24, false ) . '.ics';
		if ( ! is_readable( $tmp ) || ! copy( $tmp, $this->folder() . $name ) ) {
			throw DomainError::invalid( 'file', __( 'file could not be read.', 'eventsmith' ) );
		}
		return $name;
	}

	/**
	 * The path of a stored file.
	 *
	 * @param string $name File name.
	 */
	public function path( string $name ): string {
		return $this->folder() . basename( $name );
	}

	/**
	 * A run as its source reads it: the stored file's path ('' when the source is the site's own
	 * data), the name staff see, and the options.
	 *
	 * @param string               $source  What staff see it as.
	 * @param string               $file    Stored file name, '' for none.
	 * @param array<string, mixed> $options Options.
	 * @return array{file: string, source: string, options: array<string, mixed>}
	 */
	public function source_input( string $source, string $file, array $options ): array {
		return array(
			'file'    => '' === $file ? '' : $this->path( $file ),
			'source'  => $source,
			'options' => $options,
		);
	}

	/**
	 * Deletes a stored file.
	 *
	 * @param string $name File name.
	 */
	public function delete( string $name ): void {
		if ( '' !== $name && is_file( $this->path( $name ) ) ) {
			wp_delete_file( $this->path( $name ) );
		}
	}

	/**
	 * Deletes the folder with every stored file (uninstalling with "delete data" on).
	 */
	public function delete_all(): void {
		$folder = trailingslashit( wp_upload_dir( null, false )['basedir'] ) . 'eventsmith-imports/';
		if ( ! is_dir( $folder ) ) {
			return;
		}
		foreach ( array_merge( (array) glob( $folder . '*' ), array( $folder . '.htaccess' ) ) as $file ) {
			if ( is_string( $file ) && is_file( $file ) ) {
				wp_delete_file( $file );
			}
		}
		rmdir( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the plugin's own, now empty, folder.
	}

	/**
	 * The folder, made on first use.
	 */
	private function folder(): string {
		$folder = trailingslashit( wp_upload_dir()['basedir'] ) . 'eventsmith-imports/';
		if ( ! is_dir( $folder ) ) {
			wp_mkdir_p( $folder );
			file_put_contents( $folder . 'index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- guard file.
			file_put_contents( $folder . '.htaccess', "Require all denied\nDeny from all\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- guard file.
		}
		return $folder;
	}
}
