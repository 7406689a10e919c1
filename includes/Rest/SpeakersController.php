<?php
/**
 * REST: /eventsmith/v2/speakers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Speaker\SpeakerRoles;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;
use Eventsmith\Rest\Concerns\EditsItems;
use Eventsmith\Rest\Concerns\PagesLists;
use Eventsmith\Rest\Concerns\ParsesIds;
use Eventsmith\Rest\Concerns\RegistersCrudRoutes;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Speakers and organizers. The list answers a bare array with the total in
 * `X-WP-Total`, as the dashboard expects (unlike events and schedules).
 */
final class SpeakersController extends Controller {

	use EditsItems;
	use PagesLists;
	use ParsesIds;
	use RegistersCrudRoutes;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'speakers';

	/**
	 * Constructor.
	 *
	 * @param SpeakerRepository $speakers Speaker storage.
	 * @param AccessPolicy      $access   Who may do what.
	 */
	public function __construct( private SpeakerRepository $speakers, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->register_crud_routes(
			$this->requires( Permission::ManageOrganizer ),
			array(
				'list'        => array(
					'list_speakers',
					$this->paging_args() + array(
						'speaker_group' => array(
							'description' => __( 'Only speakers in this group (term id or name).', 'eventsmith' ),
							'type'        => 'string',
							'default'     => '',
						),
						'category'      => array(
							'description' => __( 'Only speakers with this role.', 'eventsmith' ),
							'type'        => 'string',
							'enum'        => array_merge( array( '' ), SpeakerRoles::ALL ),
							'default'     => '',
						),
					),
				),
				'create'      => array( 'create_speaker', $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ) ),
				'delete_many' => array( 'delete_speakers', array( 'ids' => $this->ids_arg() ) ),
				'read'        => 'get_speaker',
				'update'      => array( 'update_speaker', $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ) ),
				'delete'      => 'delete_speaker',
			)
		);
	}

	/**
	 * GET /speakers: a bare array of speakers, totals in headers.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function list_speakers( WP_REST_Request $request ): \WP_REST_Response {
		$per_page = (int) $request['per_page'];
		$page     = $this->speakers->list(
			sanitize_text_field( (string) $request['speaker_group'] ),
			(string) $request['category'],
			sanitize_text_field( (string) $request['search'] ),
			(int) $request['paged'],
			$per_page
		);
		return $this->with_totals( array_map( array( $this, 'present' ), $page['items'] ), $page['total'], $per_page );
	}

	/**
	 * GET /speakers/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function get_speaker( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->present( $this->speakers->find( (int) $request['id'] ) ) );
	}

	/**
	 * POST /speakers: 201 with the new speaker.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_speaker( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->created( $this->present( $this->speakers->create( $this->item_input( $request ) ) ) ) );
	}

	/**
	 * PUT /speakers/{id} with the fields to change.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function update_speaker( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->present( $this->speakers->update( (int) $request['id'], $this->item_input( $request ) ) ) );
	}

	/**
	 * DELETE /speakers/{id}: moves it to the trash.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{deleted: true, previous: array<string, mixed>}|\WP_Error
	 */
	public function delete_speaker( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$previous = $this->present( $this->speakers->find( (int) $request['id'] ) );
				$this->speakers->trash( array( $previous['id'] ) );
				return array(
					'deleted'  => true,
					'previous' => $previous,
				);
			}
		);
	}

	/**
	 * DELETE /speakers?ids=1,2,3: moves them all to the trash, or none when one is unknown.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{deleted: list<int>}|\WP_Error
	 */
	public function delete_speakers( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => array( 'deleted' => $this->speakers->trash( $request['ids'] ) ) );
	}

	/**
	 * A stored speaker in the shape the API answers.
	 *
	 * @param array<string, mixed> $speaker Repository record.
	 * @return array<string, mixed>
	 */
	private function present( array $speaker ): array {
		return array(
			'id'            => $speaker['id'],
			'name'          => $speaker['name'],
			'email'         => $speaker['email'],
			'designation'   => $speaker['designation'],
			'company'       => $speaker['company'],
			'bio'           => $speaker['bio'],
			'photo'         => $speaker['photo'],
			'photo_url'     => $speaker['photo_url'],
			'social'        => $speaker['social'],
			'speaker_group' => $speaker['groups'],
			'category'      => $speaker['roles'],
			'author_url'    => $speaker['url'],
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema(): array {
		if ( $this->schema ) {
			return $this->schema;
		}
		$text         = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventsmith-speaker',
			'type'       => 'object',
			'properties' => array(
				'id'            => array(
					'description' => __( 'Speaker id.', 'eventsmith' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'name'          => $text( __( 'Name (required).', 'eventsmith' ) ),
				'email'         => $text( __( 'E-mail address.', 'eventsmith' ) ),
				'designation'   => $text( __( 'Job title.', 'eventsmith' ) ),
				'company'       => $text( __( 'Company.', 'eventsmith' ) ),
				'bio'           => $text( __( 'Biography (HTML allowed in posts).', 'eventsmith' ) ),
				'photo'         => array(
					'description' => __( 'Photo: a media library attachment id, 0 for none.', 'eventsmith' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'photo_url'     => array(
					'description' => __( 'Address of the photo.', 'eventsmith' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'social'        => array(
					'description' => __( 'Social links.', 'eventsmith' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'network' => array( 'type' => 'string' ),
							'url'     => array( 'type' => 'string' ),
						),
					),
				),
				'speaker_group' => array(
					'description' => __( 'Group names; input may also give group ids. New names create groups.', 'eventsmith' ),
					'type'        => 'array',
					'items'       => array( 'type' => array( 'integer', 'string' ) ),
				),
				'category'      => array(
					'description' => __( 'Roles: speaker and/or organizer.', 'eventsmith' ),
					'type'        => 'array',
					'items'       => array(
						'type' => 'string',
						'enum' => SpeakerRoles::ALL,
					),
				),
				'author_url'    => array(
					'description' => __( 'Public page of the speaker.', 'eventsmith' ),
					'type'        => 'string',
					'format'      => 'uri',
					'readonly'    => true,
				),
			),
		);
		return $this->schema;
	}
}
