<?php
/**
 * Public read route of the speaker widgets: published speakers or organizers, never their email.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;
use Eventsmith\Rest\Concerns\AnswersCacheably;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /eventsmith/v2/public/speakers?role=speaker|organizer&group=…&page=1&per_page=20`:
 * a bare array of people (id, name, url, designation, photo {url}, social) with X-WP-Total.
 */
final class PublicSpeakersController extends Controller {
	use AnswersCacheably;

	/** Seconds a browser or proxy may reuse an answer. */
	private const MAX_AGE = 300;

	/** Most people per page. */
	public const MAX_PER_PAGE = 50;

	/**
	 * Constructor.
	 *
	 * @param SpeakerRepository $speakers The people.
	 * @param AccessPolicy      $access   Who may do what (unused: the route is public).
	 */
	public function __construct( private SpeakerRepository $speakers, AccessPolicy $access ) {
		parent::__construct( $access );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/public/speakers',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public on purpose: the speaker widgets show visitors the people the site has
					// published (name, page, designation, photo, social links), the same facts
					// their speaker pages show. Drafts and email addresses are never read out.
					'permission_callback' => '__return_true',
					'args'                => array(
						'role'     => array(
							'description' => __( 'speaker or organizer; empty for both.', 'eventsmith' ),
							'type'        => 'string',
							'enum'        => array( '', 'speaker', 'organizer' ),
							'default'     => '',
						),
						'group'    => array(
							'description' => __( 'Speaker group id or name.', 'eventsmith' ),
							'type'        => 'string',
							'default'     => '',
						),
						'page'     => array(
							'description' => __( 'Page from 1.', 'eventsmith' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'default'     => 1,
						),
						'per_page' => array(
							'description' => __( 'People per page, 1 to 50.', 'eventsmith' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => self::MAX_PER_PAGE,
							'default'     => 20,
						),
					),
				),
			)
		);
	}

	/**
	 * A page of published people, cacheable for five minutes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		return $this->handle(
			function () use ( $request ): WP_REST_Response {
				$per_page = (int) $request['per_page'];
				$found    = $this->speakers->list( sanitize_text_field( (string) $request['group'] ), (string) $request['role'], '', (int) $request['page'], $per_page, true );
				$items    = array_map( array( self::class, 'public_fields' ), $found['items'] );
				return self::cacheable(
					$request,
					$items,
					'public, max-age=' . self::MAX_AGE,
					array(
						'X-WP-Total'      => (string) $found['total'],
						'X-WP-TotalPages' => (string) (int) ceil( $found['total'] / max( 1, $per_page ) ),
					)
				);
			}
		);
	}

	/**
	 * What a visitor may read of a person: never the email, company notes or roles.
	 *
	 * @param array<string, mixed> $person A stored speaker.
	 * @return array{id: int, name: string, url: string, designation: string, photo: array{url: string}, social: list<array{network: string, url: string}>}
	 */
	public static function public_fields( array $person ): array {
		$social = array();
		foreach ( is_array( $person['social'] ?? null ) ? $person['social'] : array() as $link ) {
			$url = is_array( $link ) ? esc_url_raw( (string) ( $link['url'] ?? '' ) ) : '';
			if ( '' !== $url ) {
				$social[] = array(
					'network' => sanitize_text_field( (string) ( $link['network'] ?? '' ) ),
					'url'     => $url,
				);
			}
		}
		return array(
			'id'          => (int) $person['id'],
			'name'        => (string) $person['name'],
			'url'         => (string) $person['url'],
			'designation' => (string) $person['designation'],
			'photo'       => array( 'url' => (string) $person['photo_url'] ),
			'social'      => $social,
		);
	}
}
