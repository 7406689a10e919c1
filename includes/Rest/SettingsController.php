<?php
/**
 * REST: /eventsmith/v2/settings, /settings/choices and /settings/test-email.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Domain\Settings\PaymentSettings;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Mail\TestMail;
use Eventsmith\Infrastructure\Settings\SettingsChoices;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and updates the plugin settings (a partial update; a value outside the schema or an
 * unknown name answers 400 naming the field, and nothing is stored), lists what the settings
 * page offers to choose from, and sends its test e-mail.
 */
final class SettingsController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'settings';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings  Settings storage.
	 * @param SettingsChoices    $choices   Payment methods and templates to choose from.
	 * @param TestMail           $test_mail The test e-mail.
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private SettingsChoices $choices,
		private TestMail $test_mail,
		AccessPolicy $access
	) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_settings' ),
					'permission_callback' => $this->requires( Permission::ManageSettings ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_settings' ),
					'permission_callback' => $this->requires( Permission::ManageSettings ),
					'args'                => self::strict_lists( $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ) ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/choices',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => fn(): array => $this->choices->all( $this->access->is_administrator() ),
				'permission_callback' => $this->requires( Permission::ManageSettings ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/test-email',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => fn(): mixed => $this->handle( fn(): array => $this->test_mail->send_to_current_user() ),
				'permission_callback' => $this->requires( Permission::ManageSettings ),
			)
		);
	}

	/**
	 * WordPress reads "a,b" as the list [a, b]; `payment_methods` takes a JSON list only, so any
	 * other shape answers 400 naming it.
	 *
	 * @param array<string, array<string, mixed>> $args Arguments from the schema.
	 * @return array<string, array<string, mixed>>
	 */
	private static function strict_lists( array $args ): array {
		$args['payment_methods']['validate_callback'] = static function ( $value, $request, string $param ) {
			if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
				/* translators: %s: setting name. */
				return new \WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a list of payment method ids, such as ["stripe", "pay_later"].', 'eventsmith' ), $param ), array( 'status' => 400 ) );
			}
			return rest_validate_request_arg( $value, $request, $param );
		};
		return $args;
	}

	/**
	 * GET /settings.
	 */
	public function get_settings(): array {
		return $this->settings->shown();
	}

	/**
	 * PUT /settings with a partial settings object. Staff with the settings
	 * permission who are not administrators may not change the network
	 * settings (SettingsRepository::ADMIN_ONLY): 403 naming the field.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function update_settings( WP_REST_Request $request ): mixed {
		$changes = (array) $request->get_json_params() + $request->get_body_params();
		$locked  = $this->access->is_administrator() ? array() : SettingsRepository::ADMIN_ONLY;
		return $this->handle( fn() => PaymentSettings::masked( $this->settings->update( $changes, $locked ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema(): array {
		$schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventsmith-settings',
			'type'       => 'object',
			'properties' => array(
				'disable_category_and_tags'   => array(
					'description' => __( 'Hide event categories and tags ("on") or show them ("off").', 'eventsmith' ),
					'type'        => 'string',
					'enum'        => array( 'on', 'off' ),
				),
				'modules'                     => array(
					'description'          => __( 'Optional modules, each "on" or "off".', 'eventsmith' ),
					'type'                 => 'object',
					'properties'           => array(
						'rsvp' => array(
							'type' => 'string',
							'enum' => array( 'on', 'off' ),
						),
					),
					'additionalProperties' => false,
				),
				'delete_data_on_uninstall'    => array(
					'description' => __( 'Delete all data on uninstall.', 'eventsmith' ),
					'type'        => 'boolean',
				),
				'attendee_verification_style' => array(
					'description' => __( 'Door scanner: check a ticket in as soon as it is scanned ("on") or ask to confirm first ("off").', 'eventsmith' ),
					'type'        => 'string',
					'enum'        => array( 'on', 'off' ),
				),
				'default_landing_template'    => array(
					'description' => __( 'Event Landing template shown on event pages that choose none; 0 for the default layout.', 'eventsmith' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'currency'                    => array(
					'description' => __( 'Three-letter ISO 4217 code of ticket prices, such as USD or EUR.', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 8,
				),
				'payment_methods'             => array(
					'description' => __( 'Ids of the payment methods buyers of paid tickets choose from, in the order shown (the first is preselected), such as ["stripe", "pay_later"].', 'eventsmith' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'minItems'    => 1,
					'maxItems'    => 20,
				),
				'payment_method'              => array(
					'description' => __( 'Deprecated (write-only): one payment method id; sets payment_methods to that method alone.', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 40,
				),
				'payment_instructions'        => array(
					'description' => __( 'What buyers are told about paying later (bank details, where to pay).', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 2000,
				),
				'pending_hold_minutes'        => array(
					'description' => __( 'Minutes an unpaid order holds its seats before they are released.', 'eventsmith' ),
					'type'        => 'integer',
					'minimum'     => 5,
					'maximum'     => 10080,
				),
				'waitlist_hold_hours'         => array(
					'description' => __( 'Hours a seat offered to the next person on a waitlist stays held for them.', 'eventsmith' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 168,
				),
				'mail_body_days'              => array(
					'description' => __( 'Days a sent e-mail keeps its text in the mail queue (then only who, what kind and when are kept).', 'eventsmith' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 3650,
				),
				'mail_keep_days'              => array(
					'description' => __( 'Days a sent or failed e-mail stays in the mail queue before it is deleted.', 'eventsmith' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 3650,
				),
				'trusted_proxies'             => array(
					'description' => __( 'Reverse proxies or CDNs (IP addresses or CIDR ranges) whose X-Forwarded-For header names the visitor.', 'eventsmith' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'maxItems'    => 100,
				),
				'default_timezone'            => array(
					'description' => __( 'Timezone the event editor fills in for a new event: a name such as Europe/Berlin, an offset such as UTC+2, or empty for UTC.', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 64,
				),
				'mail_from_name'              => array(
					'description' => __( 'Sender name of the plugin\'s e-mails; empty keeps the site\'s usual sender.', 'eventsmith' ),
					'type'        => 'string',
				),
				'mail_from_address'           => array(
					'description' => __( 'Sender address of the plugin\'s e-mails; empty keeps the site\'s usual sender.', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 254,
				),
				'reminder_hours'              => array(
					'description' => __( 'Automatic reminder e-mail to every attendee before each event starts: "off", or whole hours before the start (1 to 168). Events may choose their own.', 'eventsmith' ),
					'type'        => array( 'string', 'integer' ),
				),
				'organizer_notify'            => array(
					'description' => __( 'E-mail to the organizers about new orders and RSVPs: "off", "each" (one e-mail per registration) or "digest" (one e-mail a day).', 'eventsmith' ),
					'type'        => 'string',
				),
				'organizer_notify_to'         => array(
					'description' => __( 'Who hears about new registrations: "organizers" (the organizers of the event, with their e-mail address) or "address" (organizer_notify_address).', 'eventsmith' ),
					'type'        => 'string',
				),
				'organizer_notify_address'    => array(
					'description' => __( 'The one address that hears about new registrations when organizer_notify_to is "address".', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 254,
				),
				'mail_recipient_hourly'       => array(
					'description' => __( 'RSVP and waitlist confirmation e-mails one address gets per event in an hour; more are not sent (the registration is kept). 0: no cap.', 'eventsmith' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 100,
				),
				'mail_visitor_hourly'         => array(
					'description' => __( 'E-mails visitors can make the site send in an hour (RSVP and waitlist confirmations, order e-mails); more wait in the mail queue until the hour is over. 0: no cap.', 'eventsmith' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 100000,
				),
				'seller_details'              => array(
					'description' => __( 'Seller lines printed on invoices, the name first (address, tax number); empty prints the site\'s name and address.', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 2200,
				),
				'events_slug'                 => array(
					'description' => __( 'Address of the events archive and of event pages (lowercase letters, digits and hyphens); empty for the default.', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 60,
				),
				'purge_host'                  => array(
					'description' => __( 'Page cache (Varnish, nginx) that receives PURGE requests when an event changes: http:// or https://, a host and an optional port, such as http://127.0.0.1:6081; empty sends none. Refused while wp-config.php sets EVENTSMITH_PURGE_HOST.', 'eventsmith' ),
					'type'        => 'string',
					'maxLength'   => 200,
				),
			),
		);
		$schema['properties'] += self::payment_schema();
		foreach ( MailKind::cases() as $kind ) {
			$schema['properties'][ $kind->subject_setting() ] = array(
				/* translators: %s: which e-mail, such as "RSVP confirmation". */
				'description' => sprintf( __( 'Subject of the e-mail "%s" with its placeholders; empty for the default.', 'eventsmith' ), $kind->label() ),
				'type'        => 'string',
				'maxLength'   => MailKind::SUBJECT_MAX,
			);
			$schema['properties'][ $kind->body_setting() ] = array(
				/* translators: %s: which e-mail, such as "RSVP confirmation". */
				'description' => sprintf( __( 'Plain text of the e-mail "%s" with its placeholders; empty for the default.', 'eventsmith' ), $kind->label() ),
				'type'        => 'string',
				'maxLength'   => MailKind::BODY_MAX,
			);
		}
		return $schema;
	}

	/**
	 * The Stripe and PayPal settings' schema. Secrets are write-only: answers show them masked.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function payment_schema(): array {
		$key = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
			'maxLength'   => 255,
		);
		return array(
			'stripe_mode'                 => array(
				'description' => __( 'Stripe mode: "test" (test keys, no real money) or "live".', 'eventsmith' ),
				'type'        => 'string',
				'enum'        => array( 'test', 'live' ),
			),
			'stripe_test_publishable_key' => $key( __( 'Stripe publishable key for test mode (pk_test_…).', 'eventsmith' ) ),
			'stripe_live_publishable_key' => $key( __( 'Stripe publishable key for live mode (pk_live_…).', 'eventsmith' ) ),
			'stripe_test_secret_key'      => $key( __( 'Stripe secret key for test mode (sk_test_…). Write-only: shown masked.', 'eventsmith' ) ),
			'stripe_live_secret_key'      => $key( __( 'Stripe secret key for live mode (sk_live_…). Write-only: shown masked.', 'eventsmith' ) ),
			'stripe_webhook_secret'       => $key( __( 'Signing secret of the Stripe webhook endpoint (whsec_…). Write-only: shown masked.', 'eventsmith' ) ),
			'paypal_mode'                 => array(
				'description' => __( 'PayPal mode: "test" (the sandbox, no real money) or "live".', 'eventsmith' ),
				'type'        => 'string',
				'enum'        => array( 'test', 'live' ),
			),
			'paypal_test_client_id'       => $key( __( 'Client id of the PayPal sandbox REST app.', 'eventsmith' ) ),
			'paypal_live_client_id'       => $key( __( 'Client id of the PayPal live REST app.', 'eventsmith' ) ),
			'paypal_test_client_secret'   => $key( __( 'Secret of the PayPal sandbox REST app. Write-only: shown masked.', 'eventsmith' ) ),
			'paypal_live_client_secret'   => $key( __( 'Secret of the PayPal live REST app. Write-only: shown masked.', 'eventsmith' ) ),
			'paypal_webhook_id'           => $key( __( 'Id of the webhook added to the PayPal app for this site (used to verify deliveries).', 'eventsmith' ) ),
		);
	}
}
