<?php
/**
 * The settings page's "Test connection" for Stripe.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment\Stripe;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\ProviderConnection;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the account's balance (GET /v1/balance), which any valid secret or restricted key of the
 * chosen mode may read and which changes nothing: Stripe answering it means the key works.
 */
final class StripeConnection implements ProviderConnection {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client Stripe's API with the chosen mode's secret key.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * {@inheritDoc}
	 */
	public function check_connection(): ?string {
		try {
			$balance = $this->client->get( 'balance' );
		} catch ( DomainError $error ) {
			return $error->getMessage();
		}
		return 'balance' === ( $balance['object'] ?? null ) ? null : __( 'Stripe answered, but not with the account\'s balance: check the API address.', 'eventsmith' );
	}
}
