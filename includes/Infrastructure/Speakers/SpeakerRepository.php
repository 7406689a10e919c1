<?php
/**
 * Speakers and organizers stored as `eventsmith_speaker` posts.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Speakers;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Speaker\SpeakerProfile;
use Eventsmith\Domain\Speaker\SpeakerRoles;
use Eventsmith\Infrastructure\Content\PostStore;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Name is the post title, the biography the post content, the photo the
 * featured image; roles are repeated `_eventsmith_roles` meta rows; groups are
 * `eventsmith_speaker_group` terms.
 */
final class SpeakerRepository {

	public const META_EMAIL       = '_eventsmith_email';
	public const META_DESIGNATION = '_eventsmith_designation';
	public const META_COMPANY     = '_eventsmith_company';
	public const META_SOCIAL      = '_eventsmith_social';
	public const META_ROLES       = '_eventsmith_roles';

	/**
	 * The posts.
	 *
	 * @var PostStore
	 */
	private PostStore $posts;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->posts = new PostStore(
			PostTypes::SPEAKER,
			static fn( string $field ): DomainError => new DomainError(
				'eventsmith_speaker_not_found',
				__( 'No speaker or organizer has this id.', 'eventsmith' ),
				DomainError::NOT_FOUND,
				$field
			)
		);
	}

	/**
	 * One speaker.
	 *
	 * @param int $id Post id.
	 * @return array<string, mixed> See record().
	 * @throws DomainError When there is no such speaker.
	 */
	public function find( int $id ): array {
		return $this->record( $this->posts->get( $id ) );
	}

	/**
	 * A page of speakers sorted by name, and how many match in all.
	 *
	 * @param string $group    Group term id or name ('' for any).
	 * @param string $role     'speaker', 'organizer' or '' for any.
	 * @param string $search   Text the name contains ('' for any).
	 * @param int    $paged    Page from 1.
	 * @param int    $per_page Speakers per page.
	 * @param bool   $public   Only what visitors may see (published, no password), for public widgets.
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function list( string $group, string $role, string $search, int $paged, int $per_page, bool $public = false ): array {
		$args = array(
			'orderby' => array(
				'title' => 'ASC',
				'ID'    => 'ASC',
			),
		);
		if ( $public ) {
			$args['post_status']  = 'publish';
			$args['has_password'] = false;
		}
		if ( '' !== $group ) {
			$args['tax_query'] = array( SpeakerGroups::clause( $group ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- The group filter is a taxonomy by design.
		}
		if ( SpeakerRoles::is_role( $role ) ) {
			$args['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- Roles are meta rows, as specified.
				array(
					'key'   => self::META_ROLES,
					'value' => $role,
				),
			);
		}
		if ( '' !== $search ) {
			$args['s']              = $search;
			$args['search_columns'] = array( 'post_title' );
		}

		$page = $this->posts->page( $args, $paged, $per_page );
		$this->prime_photos( $page['posts'] );
		return array(
			'items' => array_map( array( $this, 'record' ), $page['posts'] ),
			'total' => $page['total'],
		);
	}

	/**
	 * Creates a published speaker.
	 *
	 * @param array<string, mixed> $input Fields: name, email, designation, company, bio, photo, social, category, speaker_group.
	 * @return array<string, mixed> The stored speaker.
	 * @throws DomainError Naming the field at fault; nothing is stored then.
	 */
	public function create( array $input ): array {
		$profile = SpeakerProfile::from_array( $input );
		$this->check_photo( $profile->photo );
		$groups = SpeakerGroups::term_ids( $input['speaker_group'] ?? array() );

		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => PostTypes::SPEAKER,
					'post_status'  => 'publish',
					'post_title'   => $profile->name,
					'post_content' => wp_kses_post( $profile->bio ),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( esc_html( $id->get_error_message() ) );
		}
		$this->save( $id, $profile, $groups );
		return $this->find( $id );
	}

	/**
	 * Changes the given fields of a speaker; the others keep their values.
	 *
	 * @param int                  $id      Post id.
	 * @param array<string, mixed> $changes Some of the fields create() takes.
	 * @return array<string, mixed> The stored speaker.
	 * @throws DomainError When there is no such speaker or a field is invalid; nothing is stored then.
	 */
	public function update( int $id, array $changes ): array {
		$current = $this->find( $id );
		$profile = SpeakerProfile::from_array(
			$changes + array(
				'name'        => $current['name'],
				'email'       => $current['email'],
				'designation' => $current['designation'],
				'company'     => $current['company'],
				'bio'         => $current['bio'],
				'photo'       => $current['photo'],
				'social'      => $current['social'],
				'category'    => $current['roles'] ? $current['roles'] : array( SpeakerRoles::SPEAKER ),
			)
		);
		$this->check_photo( $profile->photo );
		$groups = array_key_exists( 'speaker_group', $changes ) ? SpeakerGroups::term_ids( $changes['speaker_group'] ) : null;

		$updated = wp_update_post(
			wp_slash(
				array(
					'ID'           => $id,
					'post_title'   => $profile->name,
					'post_content' => wp_kses_post( $profile->bio ),
				)
			),
			true
		);
		if ( is_wp_error( $updated ) ) {
			throw new \RuntimeException( esc_html( $updated->get_error_message() ) );
		}
		$this->save( $id, $profile, $groups );
		return $this->find( $id );
	}

	/**
	 * Moves speakers to the trash, all or none.
	 *
	 * @param list<int> $ids Post ids.
	 * @return list<int> The ids trashed.
	 * @throws DomainError When an id is not a speaker.
	 */
	public function trash( array $ids ): array {
		return $this->posts->trash( $ids );
	}

	/**
	 * Which of these ids are speakers.
	 *
	 * @param list<int> $ids Post ids.
	 * @return list<int>
	 */
	public function existing( array $ids ): array {
		return $this->posts->existing( $ids );
	}

	/**
	 * Writes meta, photo and groups.
	 *
	 * @param int             $id      Post id.
	 * @param SpeakerProfile  $profile Valid profile.
	 * @param list<int>|null  $groups  Group term ids, or null to keep them.
	 */
	private function save( int $id, SpeakerProfile $profile, ?array $groups ): void {
		update_post_meta( $id, self::META_EMAIL, wp_slash( sanitize_email( $profile->email ) ) );
		update_post_meta( $id, self::META_DESIGNATION, wp_slash( sanitize_text_field( $profile->designation ) ) );
		update_post_meta( $id, self::META_COMPANY, wp_slash( sanitize_text_field( $profile->company ) ) );
		update_post_meta(
			$id,
			self::META_SOCIAL,
			wp_slash(
				array_map(
					static fn( array $link ): array => array(
						'network' => sanitize_text_field( $link['network'] ),
						'url'     => esc_url_raw( $link['url'] ),
					),
					$profile->social
				)
			)
		);
		delete_post_meta( $id, self::META_ROLES );
		foreach ( $profile->roles as $role ) {
			add_post_meta( $id, self::META_ROLES, $role );
		}
		if ( $profile->photo > 0 ) {
			set_post_thumbnail( $id, $profile->photo );
		} else {
			delete_post_thumbnail( $id );
		}
		if ( null !== $groups ) {
			wp_set_object_terms( $id, $groups, Taxonomies::SPEAKER_GROUP );
		}
	}

	/**
	 * Refuses a photo that is not a media library item.
	 *
	 * @param int $photo Attachment id or 0.
	 * @throws DomainError Naming `photo`.
	 */
	private function check_photo( int $photo ): void {
		if ( $photo > 0 && 'attachment' !== get_post_type( $photo ) ) {
			throw DomainError::invalid( 'photo', __( 'The photo must be a media library item.', 'eventsmith' ), 'eventsmith_invalid_photo' );
		}
	}

	/**
	 * Loads the photos of a page of speakers in one query.
	 *
	 * @param list<WP_Post> $posts Speakers.
	 */
	private function prime_photos( array $posts ): void {
		$query        = new \WP_Query();
		$query->posts = $posts;
		update_post_thumbnail_cache( $query );
	}

	/**
	 * A speaker as plain data.
	 *
	 * @param WP_Post $post Speaker post (meta and terms cached by the query that found it).
	 * @return array{id: int, name: string, email: string, designation: string, company: string, bio: string, photo: int, photo_url: string, social: list<array{network: string, url: string}>, groups: list<string>, roles: list<string>, url: string}
	 */
	private function record( WP_Post $post ): array {
		$photo  = (int) get_post_thumbnail_id( $post );
		$social = get_post_meta( $post->ID, self::META_SOCIAL, true );
		$terms  = get_the_terms( $post, Taxonomies::SPEAKER_GROUP );
		return array(
			'id'          => $post->ID,
			'name'        => $post->post_title,
			'email'       => (string) get_post_meta( $post->ID, self::META_EMAIL, true ),
			'designation' => (string) get_post_meta( $post->ID, self::META_DESIGNATION, true ),
			'company'     => (string) get_post_meta( $post->ID, self::META_COMPANY, true ),
			'bio'         => $post->post_content,
			'photo'       => $photo,
			'photo_url'   => $photo > 0 ? (string) wp_get_attachment_image_url( $photo, 'medium' ) : '',
			'social'      => is_array( $social ) ? array_values( $social ) : array(),
			'groups'      => is_array( $terms ) ? array_values( wp_list_pluck( $terms, 'name' ) ) : array(),
			'roles'       => SpeakerRoles::known( get_post_meta( $post->ID, self::META_ROLES ) ),
			'url'         => (string) get_permalink( $post ),
		);
	}
}
