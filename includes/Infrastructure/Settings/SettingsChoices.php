<?php
/**
 * What the settings page offers to choose from.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Settings;

use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The registered payment methods, the published Event Landing templates, and where the test
 * e-mail goes: staff who may change settings need not hold the template permission to pick
 * the default landing template.
 */
final class SettingsChoices {

	private const MAX_TEMPLATES = 100;

	/**
	 * Constructor.
	 *
	 * @param PaymentGateways    $gateways  Payment methods.
	 * @param TemplateRepository $templates Templates.
	 */
	public function __construct( private PaymentGateways $gateways, private TemplateRepository $templates ) {}

	/**
	 * The choices, each list as `{value, label}`.
	 *
	 * @return array{payment_methods: list<array{value: string, label: string}>, landing_templates: list<array{value: int, label: string}>, test_email_to: string}
	 */
	public function all(): array {
		$methods = array();
		foreach ( $this->gateways->all() as $id => $gateway ) {
			$methods[] = array(
				'value' => (string) $id,
				'label' => $gateway->label(),
			);
		}
		$landing = array();
		foreach ( $this->templates->list( 'event', 'publish', '', 1, self::MAX_TEMPLATES )['items'] as $template ) {
			$landing[] = array(
				'value' => (int) $template['id'],
				'label' => (string) $template['name'],
			);
		}
		return array(
			'payment_methods'   => $methods,
			'landing_templates' => $landing,
			'test_email_to'     => (string) wp_get_current_user()->user_email,
		);
	}
}
