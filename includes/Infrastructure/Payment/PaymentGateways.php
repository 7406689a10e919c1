<?php
/**
 * The payment methods a site has.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment;

use Eventsmith\Domain\Payment\PayLaterGateway;
use Eventsmith\Domain\Payment\PaymentGateway;
use Eventsmith\Domain\Payment\ReconcilesPayments;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * "Pay later / bank transfer" always; others through the `eventsmith_payment_gateways` filter.
 * The chosen one is the `payment_method` setting; an id no gateway answers to falls back to
 * pay later, so a removed gateway plugin never blocks sales.
 */
final class PaymentGateways {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Site settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Every gateway by id.
	 *
	 * @return array<string, PaymentGateway>
	 */
	public function all(): array {
		$gateways = array( new PayLaterGateway( (string) ( $this->settings->all()['payment_instructions'] ?? '' ) ) );
		/**
		 * Filters the payment gateways: add an object implementing
		 * \Eventsmith\Domain\Payment\PaymentGateway to offer another way to pay.
		 *
		 * @param list<PaymentGateway> $gateways Gateways.
		 */
		$filtered = apply_filters( 'eventsmith_payment_gateways', $gateways );
		$by_id    = array();
		foreach ( is_array( $filtered ) ? $filtered : $gateways as $gateway ) {
			if ( $gateway instanceof PaymentGateway ) {
				$by_id[ $gateway->id() ] = $gateway;
			}
		}
		return $by_id + array( PayLaterGateway::ID => $gateways[0] );
	}

	/**
	 * The gateways whose provider the payment sweep can ask about an order (ReconcilesPayments).
	 *
	 * @return array<string, ReconcilesPayments> By id.
	 */
	public function reconciling(): array {
		return array_filter( $this->all(), static fn( PaymentGateway $gateway ): bool => $gateway instanceof ReconcilesPayments );
	}

	/**
	 * The gateway paid orders use.
	 */
	public function chosen(): PaymentGateway {
		$all = $this->all();
		return $all[ (string) ( $this->settings->all()['payment_method'] ?? '' ) ] ?? $all[ PayLaterGateway::ID ];
	}
}
