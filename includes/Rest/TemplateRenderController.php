<?php
/**
 * REST: GET /eventsmith/v2/templates/{id}/render — a template rendered for an attendee or event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;
use Eventsmith\Infrastructure\Templates\TemplateRepository;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Answers `{html, css}`. With attendee_id the values are that attendee's
 * (template or attendee permission: certificates and tickets of real people);
 * with event_id only the event's values (template permission).
 */
final class TemplateRenderController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates Templates.
	 * @param ContextReader      $contexts  Placeholder contexts.
	 * @param TemplateRenderer   $renderer  Renderer.
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct(
		private TemplateRepository $templates,
		private ContextReader $contexts,
		private TemplateRenderer $renderer,
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
			'/templates/(?P<id>\d+)/render',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'render' ),
				'permission_callback' => array( $this, 'can_render' ),
				'args'                => array(
					'id'          => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'attendee_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'event_id'    => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
			)
		);
	}

	/**
	 * Template permission; for an attendee render the attendee permission also serves.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function can_render( WP_REST_Request $request ): bool|WP_Error {
		$template_check = $this->requires( Permission::ManageTemplate )();
		if ( true === $template_check || (int) $request['attendee_id'] <= 0 ) {
			return $template_check;
		}
		return $this->requires( Permission::ManageAttendee )();
	}

	/**
	 * The rendered template.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{html: string, css: string}|WP_Error
	 */
	public function render( WP_REST_Request $request ): array|WP_Error {
		return $this->handle(
			function () use ( $request ): array {
				$template    = $this->templates->find( (int) $request['id'] );
				$attendee_id = (int) $request['attendee_id'];
				$event_id    = (int) $request['event_id'];
				if ( $attendee_id > 0 ) {
					$attendee = $this->contexts->attendee( $attendee_id );
					$rendered = $this->renderer->render( $template, $this->contexts->for_attendee( $attendee ), TicketLinks::verify( (string) $attendee->ticket_code ) );
				} elseif ( $event_id > 0 ) {
					$rendered = $this->renderer->render( $template, $this->contexts->for_event( $event_id ), '' );
				} else {
					throw DomainError::invalid( 'attendee_id', __( 'Give an attendee_id or an event_id.', 'eventsmith' ) );
				}
				return array(
					'html' => $rendered->html,
					'css'  => $rendered->css,
				);
			}
		);
	}
}
