<?php
/**
 * A payment provider whose connection staff can test from the settings page.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

defined( 'ABSPATH' ) || exit;

/**
 * Asks the provider, with the saved keys of the chosen mode, whether it accepts them.
 */
interface ProviderConnection {

	/**
	 * Null when the provider accepts the saved keys, else a translated message saying why not.
	 */
	public function check_connection(): ?string;
}
