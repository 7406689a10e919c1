<?php
/**
 * Adds one exporter and one eraser to Tools → Export / Erase Personal Data.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * For a class that exports and erases one kind of record under one group:
 * it declares `GROUP`, `label()`, `export( $email, $page )` and
 * `erase( $email )`; this registers both with WordPress.
 */
trait RegistersPersonalDataTools {

	/**
	 * Adds the exporter and the eraser.
	 */
	public function register_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_eraser' ) );
	}

	/**
	 * The exporter.
	 *
	 * @param array<string, array<string, mixed>> $exporters Exporters so far.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_exporter( array $exporters ): array {
		$exporters[ self::GROUP ] = array(
			'exporter_friendly_name' => self::label(),
			'callback'               => fn( $email, $page = 1 ): array => $this->export( (string) $email, (int) $page ),
		);
		return $exporters;
	}

	/**
	 * The eraser (each call erases the next page; WordPress calls again until it is done).
	 *
	 * @param array<string, array<string, mixed>> $erasers Erasers so far.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_eraser( array $erasers ): array {
		$erasers[ self::GROUP ] = array(
			'eraser_friendly_name' => self::label(),
			'callback'             => fn( $email, $page = 1 ): array => $this->erase( (string) $email ),
		);
		return $erasers;
	}
}
