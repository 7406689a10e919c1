<?php
/**
 * Where the activated license is kept.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\License;

use Eventsmith\Domain\License\LicenseKey;

defined( 'ABSPATH' ) || exit;

/**
 * One option, `eventsmith_license`, holding the verified key and its details.
 */
final class LicenseStore {

	public const OPTION = 'eventsmith_license';

	/**
	 * The stored license, or null when none is active.
	 *
	 * @return array{name: string, email: string, key: string, plan: string, expires: string|null, activated_at: string}|null
	 */
	public function get(): ?array {
		$stored = get_option( self::OPTION, null );
		return is_array( $stored ) && isset( $stored['key'] ) ? $stored : null;
	}

	/**
	 * Stores a verified key.
	 *
	 * @param LicenseKey $license The verified license.
	 * @param string     $key     The key text.
	 */
	public function save( LicenseKey $license, string $key ): void {
		update_option(
			self::OPTION,
			array(
				'name'         => $license->name,
				'email'        => $license->email,
				'key'          => $key,
				'plan'         => $license->plan,
				'expires'      => $license->expires?->format( 'Y-m-d' ),
				'activated_at' => gmdate( 'c' ),
			),
			false
		);
	}

	/**
	 * Forgets the license.
	 */
	public function clear(): void {
		delete_option( self::OPTION );
	}
}
