<?php
/**
 * A payment provider whose connection staff can test.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * Settings → Payments "Test connection": null when the provider answers with the saved
 * credentials, else a translated message saying what is wrong.
 */
interface ProviderConnection {

	/**
	 * Checks the saved credentials against the provider.
	 */
	public function check_connection(): ?string;
}
