<?php
/**
 * REST: /eventsmith/v2/welcome, the dashboard's first-run welcome.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Settings\SettingsSchema;
use Eventsmith\Domain\Welcome\SiteTimezone;
use Eventsmith\Domain\Welcome\WelcomeRules;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Settings\EventsSlug;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Welcome\SampleEvents;
use Eventsmith\Infrastructure\Welcome\WelcomeStore;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Reports the welcome, saves its three settings (currency, the site's
 * timezone, the events address), adds the sample events one step per request,
 * removes them, and dismisses it. Every route needs `manage_options`: the
 * timezone is a WordPress option of the site.
 */
final class WelcomeController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'welcome';

	/**
	 * Constructor.
	 *
	 * @param WelcomeStore       $store    The welcome's state.
	 * @param SampleEvents       $samples  The sample events.
	 * @param SettingsRepository $settings Plugin settings.
	 * @param AccessPolicy       $access   Who may do what.
	 */
	public function __construct(
		private WelcomeStore $store,
		private SampleEvents $samples,
		private SettingsRepository $settings,
		AccessPolicy $access
	) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		// Not `required`: WordPress checks args before permissions; the handlers name a missing field.
		$text   = array(
			'type'    => 'string',
			'default' => '',
		);
		$routes = array(
			''          => array(
				array( WP_REST_Server::READABLE, 'get_welcome', array() ),
			),
			'/settings' => array(
				array(
					WP_REST_Server::CREATABLE,
					'save_settings',
					array(
						'currency'    => $text,
						'timezone'    => $text,
						'events_slug' => $text,
					),
				),
			),
			'/samples'  => array(
				array( WP_REST_Server::CREATABLE, 'add_samples', array() ),
				array( WP_REST_Server::DELETABLE, 'remove_samples', array() ),
			),
			'/dismiss'  => array(
				array( WP_REST_Server::CREATABLE, 'dismiss', array() ),
			),
		);
		foreach ( $routes as $path => $endpoints ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . $path,
				array_map(
					fn( array $endpoint ): array => array(
						'methods'             => $endpoint[0],
						'callback'            => array( $this, $endpoint[1] ),
						'permission_callback' => array( $this, 'can_manage_site' ),
						'args'                => $endpoint[2],
					),
					$endpoints
				)
			);
		}
	}

	/**
	 * Site administrators only: 401 when logged out, 403 without `manage_options`.
	 *
	 * @return true|WP_Error
	 */
	public function can_manage_site(): bool|WP_Error {
		if ( ! is_user_logged_in() ) {
			return new WP_Error( 'rest_not_logged_in', __( 'You need to be logged in to do this.', 'eventsmith' ), array( 'status' => 401 ) );
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do this.', 'eventsmith' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * GET /welcome: the state, whether the panel shows, the three fields' values and the seed's progress.
	 *
	 * @return array<string, mixed>
	 */
	public function get_welcome(): array {
		$state    = $this->store->state();
		$settings = $this->settings->all();
		$record   = $this->store->samples();
		return array(
			'state'    => $state,
			'shows'    => WelcomeRules::shows( $state ),
			'fields'   => array(
				'currency'    => (string) $settings['currency'],
				'timezone'    => WelcomeStore::timezone_value(),
				'events_slug' => (string) $settings['events_slug'],
			),
			'defaults' => array(
				'events_slug' => EventsSlug::default(),
				'home'        => home_url( '/' ),
			),
			'samples'  => array(
				'done'  => $record['done'],
				'total' => $this->samples->total(),
				'posts' => count( $record['posts'] ),
			),
		);
	}

	/**
	 * POST /welcome/settings {currency, timezone, events_slug}: all three are
	 * checked before anything is stored (400 naming the field); 409 once the welcome is over.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function save_settings( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$timezone = SiteTimezone::parse( $request['timezone'] );
				$changes  = array(
					'currency'    => (string) $request['currency'],
					'events_slug' => (string) $request['events_slug'],
				);
				// Bad input is named first (400), whatever the welcome's state; nothing is stored then.
				SettingsSchema::apply( $this->settings->all(), $changes );
				WelcomeRules::check_open( $this->store->state() );
				$this->settings->update( $changes );
				$this->store->save_timezone( $timezone );
				return $this->get_welcome();
			}
		);
	}

	/**
	 * POST /welcome/samples: runs the next step of the sample seed; {done, total}.
	 * The last step leaves the welcome in the `samples` state (it then offers removal).
	 */
	public function add_samples(): mixed {
		return $this->handle(
			function () {
				WelcomeRules::check_open( $this->store->state() );
				$this->store->set_state( WelcomeRules::SAMPLES );
				$this->samples->seed_next();
				return $this->get_welcome();
			}
		);
	}

	/**
	 * DELETE /welcome/samples: deletes exactly the sample objects the welcome made; the welcome is over.
	 *
	 * @return array<string, mixed>
	 */
	public function remove_samples(): array {
		$removed = $this->samples->remove();
		$this->store->set_state( WelcomeRules::DONE );
		return array( 'removed' => $removed ) + $this->get_welcome();
	}

	/**
	 * POST /welcome/dismiss: the welcome never shows again.
	 *
	 * @return array<string, mixed>
	 */
	public function dismiss(): array {
		$this->store->set_state( WelcomeRules::DONE );
		return $this->get_welcome();
	}
}
