<?php
/**
 * The payment methods a site has.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment;

use Eventsmith\Domain\Payment\PayLaterGateway;
use Eventsmith\Domain\Payment\PaymentDashboardLink;
use Eventsmith\Domain\Payment\PaymentGateway;
use Eventsmith\Domain\Payment\ProviderLinks;
use Eventsmith\Domain\Payment\ReconcilesPayments;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * "Pay later / bank transfer" always; others through the `eventsmith_payment_gateways` filter
 * (Stripe joins it once its keys are set). Buyers choose among the `payment_methods` setting's
 * ids that a gateway answers to, in that order; when none does, pay later is offered, so a
 * removed gateway plugin or missing keys never block sales.
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
	 * The gateways buyers choose from, in the order of the `payment_methods` setting: the
	 * listed ids a configured gateway answers to; pay later alone when none does.
	 *
	 * @return non-empty-array<string, PaymentGateway>
	 */
	public function enabled(): array {
		$all     = $this->all();
		$enabled = array();
		$listed  = $this->settings->all()['payment_methods'] ?? array();
		foreach ( is_array( $listed ) ? $listed : array() as $id ) {
			if ( is_string( $id ) && isset( $all[ $id ] ) ) {
				$enabled[ $id ] = $all[ $id ];
			}
		}
		return array() === $enabled ? array( PayLaterGateway::ID => $all[ PayLaterGateway::ID ] ) : $enabled;
	}

	/**
	 * The gateway paid orders use when the buyer chooses none (waitlist claims, the default
	 * of the ticket form): the first enabled one.
	 */
	public function chosen(): PaymentGateway {
		$enabled = $this->enabled();
		return reset( $enabled );
	}

	/**
	 * An enabled gateway by id, else null.
	 *
	 * @param string $id Gateway id.
	 */
	public function enabled_one( string $id ): ?PaymentGateway {
		return $this->enabled()[ $id ] ?? null;
	}

	/**
	 * What the settings page offers to turn on: every registered gateway (ready), then the
	 * built-in providers whose keys are not set yet (not ready: buyers are not offered them).
	 *
	 * @return list<array{value: string, label: string, ready: bool}>
	 */
	public function choices(): array {
		$choices = array();
		foreach ( $this->all() as $id => $gateway ) {
			$choices[] = array(
				'value' => (string) $id,
				'label' => $gateway->label(),
				'ready' => true,
			);
		}
		$providers = array(
			'stripe' => __( 'Card (Stripe)', 'eventsmith' ),
			'paypal' => __( 'PayPal', 'eventsmith' ),
		);
		foreach ( array_diff_key( $providers, $this->all() ) as $id => $label ) {
			$choices[] = array(
				'value' => $id,
				'label' => $label,
				'ready' => false,
			);
		}
		return $choices;
	}

	/**
	 * How staff see an order's payment: the method's name and the payment's page in the
	 * provider's dashboard ('' when there is none: pay later, an unpaid session, no reference).
	 *
	 * @param string $method    The order's payment method (gateway id; '' for a free order).
	 * @param string $reference The order's payment reference.
	 * @return array{payment_label: string, payment_url: string}
	 */
	public function describe( string $method, string $reference ): array {
		if ( '' === $method ) {
			return array(
				'payment_label' => '',
				'payment_url'   => '',
			);
		}
		$gateway = $this->all()[ $method ] ?? null;
		$label   = $method;
		foreach ( $this->choices() as $choice ) {
			$label = $choice['value'] === $method ? $choice['label'] : $label;
		}
		$url = '' === $reference ? '' : ( $gateway instanceof PaymentDashboardLink
			? $gateway->dashboard_url( $reference )
			: ProviderLinks::dashboard_url( $method, $reference, $this->settings->all() ) );
		return array(
			'payment_label' => $label,
			'payment_url'   => $url,
		);
	}
}
