<?php
/**
 * REST: /eventsmith/v2/settings.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and updates the plugin settings.
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
	 * @param SettingsRepository $settings Settings storage.
	 * @param AccessPolicy       $access   Who may do what.
	 */
	public function __construct( private SettingsRepository $settings, AccessPolicy $access ) {
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
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * GET /settings.
	 */
	public function get_settings(): array {
		return $this->settings->all();
	}

	/**
	 * PUT /settings with a partial settings object.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function update_settings( WP_REST_Request $request ): mixed {
		$changes = array_intersect_key( (array) $request->get_json_params() + $request->get_body_params(), $this->get_item_schema()['properties'] );
		return $this->handle( fn() => $this->settings->update( $changes ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema(): array {
		return array(
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
				'trusted_proxies'             => array(
					'description' => __( 'Reverse proxies or CDNs (IP addresses or CIDR ranges) whose X-Forwarded-For header names the visitor.', 'eventsmith' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'maxItems'    => 100,
				),
			),
		);
	}
}
