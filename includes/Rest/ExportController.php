<?php
/**
 * REST: GET /eventsmith/v2/export (the site's events, speakers, schedules and attendees as a download).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Export\ExportRequest;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Export\SiteExport;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `?format=json|csv|ics&what=events|attendees|all`. Events (with ticket types,
 * speakers and schedules) need the event permission, attendees (with their orders)
 * the attendee permission, `all` both. The file is streamed as it is read
 * (SiteExport), with a Content-Disposition file name, instead of a JSON answer.
 */
final class ExportController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param SiteExport   $export Writes the export.
	 * @param AccessPolicy $access Who may do what.
	 */
	public function __construct( private SiteExport $export, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/export',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'download' ),
				'permission_callback' => array( $this, 'may_export' ),
				'args'                => array(
					'format' => array(
						'description' => __( 'json, csv or ics.', 'eventsmith' ),
						'type'        => 'string',
						'enum'        => ExportRequest::FORMATS,
						'default'     => 'json',
					),
					'what'   => array(
						'description' => __( 'events (with ticket types, speakers and schedules), attendees (with their orders), or all (JSON only).', 'eventsmith' ),
						'type'        => 'string',
						'enum'        => ExportRequest::WHAT,
						'default'     => 'events',
					),
				),
			)
		);
	}

	/**
	 * The permissions the asked part needs: events → event, attendees → attendee, all → both.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function may_export( WP_REST_Request $request ): bool|WP_Error {
		$what   = (string) $request['what'];
		$needed = array();
		if ( 'attendees' !== $what ) {
			$needed[] = Permission::ManageEvent;
		}
		if ( 'events' !== $what ) {
			$needed[] = Permission::ManageAttendee;
		}
		foreach ( $needed as $permission ) {
			$answer = ( $this->requires( $permission ) )();
			if ( true !== $answer ) {
				return $answer;
			}
		}
		return true;
	}

	/**
	 * GET /export: checks the request, then streams the file and ends the request.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Error When the request is invalid (400 naming the field).
	 */
	public function download( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): void {
				$export = ExportRequest::from_input( $request['format'], $request['what'] );
				nocache_headers();
				header( 'Content-Type: ' . $export->content_type() );
				header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $export->filename( new \DateTimeImmutable( 'now', wp_timezone() ) ) ) . '"' );
				header( 'X-Content-Type-Options: nosniff' );
				// Written as it is read: buffering the whole site would hold it all in memory.
				while ( ob_get_level() > 0 ) {
					ob_end_clean();
				}
				$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body.
				$this->export->write( $export, $out );
				fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- php://output.
				exit;
			}
		);
	}
}
