<?php
/**
 * REST: the HTML of an e-mail as it would be sent, for the settings page.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Mail\MailPreview;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /settings/mail-preview?kind=…` answers `{kind, subject, html, text}`
 * for staff who may change the settings. An unknown kind answers 400 naming `kind`.
 */
final class MailPreviewController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'settings/mail-preview';

	/**
	 * Constructor.
	 *
	 * @param MailPreview  $preview Renders the preview.
	 * @param AccessPolicy $access  Who may do what.
	 */
	public function __construct( private MailPreview $preview, AccessPolicy $access ) {
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
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'preview' ),
				'permission_callback' => $this->requires( Permission::ManageSettings ),
				'args'                => array(
					// Checked by the handler, so that the permission check answers first.
					'kind' => array(
						'type'    => 'string',
						'default' => '',
					),
				),
			)
		);
	}

	/**
	 * GET: the preview of one kind.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function preview( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$kind = MailKind::tryFrom( (string) $request['kind'] );
				if ( null === $kind ) {
					throw DomainError::invalid(
						'kind',
						sprintf(
							/* translators: %s: the e-mail kinds. */
							__( 'kind must be one of: %s.', 'eventsmith' ),
							implode( ', ', array_map( static fn( MailKind $one ): string => $one->value, MailKind::cases() ) )
						)
					);
				}
				return $this->preview->render( $kind );
			}
		);
	}
}
