<?php
/**
 * What the settings page offers to choose from.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Settings;

use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Infrastructure\Cache\PurgeHostConstant;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The payment methods (registered ones, and the built-in providers still without keys), the published Event Landing templates, and where the test
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
	 * @param bool $administrator Whether the user may change the administrators' settings.
	 *
	 * @return array{payment_methods: list<array{value: string, label: string, ready: bool}>, landing_templates: list<array{value: int, label: string}>, webhook_urls: array{stripe: string, paypal: string}, test_email_to: string, mail_texts: list<array<string, mixed>>, events_slug: array{default: string, home: string}, purge_host_constant: string|null, admin_only: list<string>}
	 */
	public function all( bool $administrator = true ): array {
		$methods = $this->gateways->choices();
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
			// Where each provider sends its webhooks (Settings → Payments shows them to copy).
			'webhook_urls'      => array(
				'stripe' => rest_url( 'eventsmith/v2/payments/stripe/webhook' ),
				'paypal' => rest_url( 'eventsmith/v2/payments/paypal/webhook' ),
			),
			'test_email_to'     => (string) wp_get_current_user()->user_email,
			'mail_texts'        => self::mail_texts(),
			'events_slug'       => array(
				'default' => EventsSlug::default(),
				'home'    => trailingslashit( home_url() ),
			),
			// The page cache address wp-config.php sets (the field is then locked), or null.
			'purge_host_constant' => PurgeHostConstant::value(),
			// Settings only administrators may change (shown disabled to other staff).
			'admin_only'          => $administrator ? array() : SettingsRepository::ADMIN_ONLY,
		);
	}

	/**
	 * Each editable e-mail: its settings, default texts (translated) and placeholders.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function mail_texts(): array {
		$texts = array();
		foreach ( MailKind::cases() as $kind ) {
			$placeholders = array();
			foreach ( $kind->placeholders() as $name => $description ) {
				$placeholders[] = array(
					'name'        => $name,
					'description' => $description,
				);
			}
			$texts[] = array(
				'kind'            => $kind->value,
				'label'           => $kind->label(),
				'sent_when'       => $kind->sent_when(),
				'subject_setting' => $kind->subject_setting(),
				'body_setting'    => $kind->body_setting(),
				'default_subject' => $kind->default_subject(),
				'default_body'    => $kind->default_body(),
				'placeholders'    => $placeholders,
			);
		}
		return $texts;
	}
}
