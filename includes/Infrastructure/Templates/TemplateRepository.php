<?php
/**
 * Stores templates as `eventsmith_template` posts.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Template\TemplateRules;
use Eventsmith\Infrastructure\Content\PostStore;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Name = title, content = serialized blocks; type, orientation, CSS and
 * thumbnail in meta.
 */
final class TemplateRepository {

	private const META = array(
		'type'                => '_eventsmith_template_type',
		'orientation'         => '_eventsmith_orientation',
		'template_css'        => '_eventsmith_template_css',
		'thumbnail'           => '_eventsmith_thumbnail',
		'edit_with_elementor' => '_eventsmith_edit_with_elementor',
	);

	/**
	 * Posts of the template type.
	 *
	 * @var PostStore
	 */
	private PostStore $posts;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->posts = new PostStore(
			PostTypes::TEMPLATE,
			static fn( string $field ): DomainError => new DomainError( 'eventsmith_template_not_found', __( 'No template has this id.', 'eventsmith' ), DomainError::NOT_FOUND, $field )
		);
	}

	/**
	 * A page of templates.
	 *
	 * @param string $type     '' or a type.
	 * @param string $status   '' or draft/publish.
	 * @param string $search   Text the name contains.
	 * @param int    $paged    Page.
	 * @param int    $per_page Per page.
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function list( string $type, string $status, string $search, int $paged, int $per_page ): array {
		// Queried here rather than through PostStore::page(), whose fixed post_status would override the filter.
		$args = array(
			'post_type'           => PostTypes::TEMPLATE,
			'post_status'         => '' === $status ? PostStore::LIVE_STATUSES : TemplateRules::status( $status ),
			's'                   => $search,
			'search_columns'      => array( 'post_title' ),
			'orderby'             => 'modified',
			'paged'               => max( 1, $paged ),
			'posts_per_page'      => max( 1, $per_page ),
			'ignore_sticky_posts' => true,
		);
		if ( '' !== $type ) {
			$args['meta_query'] = array( array( 'key' => self::META['type'], 'value' => TemplateRules::type( $type )->value ) ); // phpcs:ignore WordPress.DB.SlowDBQuery -- templates are few.
		}
		$query = new \WP_Query( $args );
		return array(
			'items' => array_map( array( $this, 'present' ), array_values( $query->posts ) ),
			'total' => (int) $query->found_posts,
		);
	}

	/**
	 * One template.
	 *
	 * @param int $id Post id.
	 * @return array<string, mixed>
	 * @throws DomainError When there is no such template.
	 */
	public function find( int $id ): array {
		return $this->present( $this->posts->get( $id ) );
	}

	/**
	 * A published template of one type, or null when the id names none
	 * (deleted, a draft, another type, or not a template).
	 *
	 * @param int    $id   Post id (0 or less: none).
	 * @param string $type Template type.
	 * @return array<string, mixed>|null
	 */
	public function find_published( int $id, string $type ): ?array {
		if ( $id < 1 ) {
			return null;
		}
		try {
			$template = $this->find( $id );
		} catch ( DomainError ) {
			return null;
		}
		return $type === $template['type'] && 'publish' === $template['status'] ? $template : null;
	}

	/**
	 * Creates a template; it is always a draft at first.
	 *
	 * @param array<string, mixed> $input name, type, orientation, content, template_css.
	 * @return array<string, mixed>
	 * @throws DomainError Naming the field at fault.
	 */
	public function create( array $input ): array {
		$type        = TemplateRules::type( $input['type'] ?? null );
		$orientation = TemplateRules::orientation( $input['orientation'] ?? null );
		$thumbnail   = TemplateRules::thumbnail( $input['thumbnail'] ?? '' );
		$name        = sanitize_text_field( (string) ( $input['name'] ?? '' ) );
		$id          = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => PostTypes::TEMPLATE,
					'post_status'  => 'draft',
					'post_title'   => '' === $name ? TemplateRules::DEFAULT_NAME : $name,
					'post_content' => $this->content( (string) ( $input['content'] ?? '' ) ),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new DomainError( 'eventsmith_template_not_saved', $id->get_error_message(), DomainError::CONFLICT );
		}
		$this->write_meta(
			$id,
			array(
				'type'                => $type->value,
				'orientation'         => $orientation->value,
				'template_css'        => $this->css( (string) ( $input['template_css'] ?? '' ) ),
				'thumbnail'           => $thumbnail,
				'edit_with_elementor' => ! empty( $input['edit_with_elementor'] ),
			)
		);
		return $this->find( $id );
	}

	/**
	 * Changes a template; a name still "New Template" becomes "New Template - {id}".
	 *
	 * @param int                  $id      Post id.
	 * @param array<string, mixed> $changes Fields to change.
	 * @return array<string, mixed>
	 * @throws DomainError When there is no such template or a field is invalid.
	 */
	public function update( int $id, array $changes ): array {
		$post = $this->posts->get( $id );
		$meta = array();
		if ( array_key_exists( 'type', $changes ) ) {
			$meta['type'] = TemplateRules::type( $changes['type'] )->value;
		}
		if ( array_key_exists( 'orientation', $changes ) ) {
			$meta['orientation'] = TemplateRules::orientation( $changes['orientation'] )->value;
		}
		if ( array_key_exists( 'thumbnail', $changes ) ) {
			$meta['thumbnail'] = TemplateRules::thumbnail( $changes['thumbnail'] );
		}
		if ( array_key_exists( 'template_css', $changes ) ) {
			$meta['template_css'] = $this->css( (string) $changes['template_css'] );
		}
		if ( array_key_exists( 'edit_with_elementor', $changes ) ) {
			$meta['edit_with_elementor'] = (bool) $changes['edit_with_elementor'];
		}
		$post_data = array(
			'ID'         => $id,
			'post_title' => TemplateRules::saved_name( sanitize_text_field( (string) ( $changes['name'] ?? $post->post_title ) ), $id ),
		);
		if ( array_key_exists( 'status', $changes ) ) {
			$post_data['post_status'] = TemplateRules::status( $changes['status'] );
		}
		if ( array_key_exists( 'content', $changes ) ) {
			$post_data['post_content'] = $this->content( (string) $changes['content'] );
		}
		$updated = wp_update_post( wp_slash( $post_data ), true );
		if ( is_wp_error( $updated ) ) {
			throw new DomainError( 'eventsmith_template_not_saved', $updated->get_error_message(), DomainError::CONFLICT );
		}
		$this->write_meta( $id, $meta );
		return $this->find( $id );
	}

	/**
	 * Records which editor designs a template: Elementor (true) or the block
	 * builder (false). Nothing else of the template changes.
	 *
	 * @param int  $id        Post id.
	 * @param bool $elementor Whether Elementor designs it.
	 * @return array<string, mixed> The template.
	 * @throws DomainError When there is no such template.
	 */
	public function set_edit_with_elementor( int $id, bool $elementor ): array {
		$this->posts->get( $id );
		$this->write_meta( $id, array( 'edit_with_elementor' => $elementor ) );
		return $this->find( $id );
	}

	/**
	 * Moves templates to the trash (all or none).
	 *
	 * @param list<int> $ids Post ids.
	 * @return list<int>
	 * @throws DomainError When an id is not a template.
	 */
	public function trash( array $ids ): array {
		return $this->posts->trash( $ids );
	}

	/**
	 * A template as the API answers it.
	 *
	 * @param \WP_Post $post Post.
	 * @return array<string, mixed>
	 */
	private function present( \WP_Post $post ): array {
		$meta = static fn( string $field ) => get_post_meta( $post->ID, self::META[ $field ], true );
		return array(
			'id'                  => $post->ID,
			'name'                => $post->post_title,
			'type'                => (string) $meta( 'type' ),
			'orientation'         => (string) $meta( 'orientation' ) ?: 'landscape',
			'status'              => 'publish' === $post->post_status ? 'publish' : 'draft',
			'content'             => $post->post_content,
			'template_css'        => (string) $meta( 'template_css' ),
			'thumbnail'           => (string) $meta( 'thumbnail' ),
			'edit_with_elementor' => (bool) $meta( 'edit_with_elementor' ),
			'modified'            => mysql_to_rfc3339( $post->post_modified_gmt ),
			'edit_url'            => admin_url( 'admin.php?page=eventsmith-template-builder#/template-builder/' . $post->ID ),
		);
	}

	/**
	 * Stores meta fields.
	 *
	 * @param int                  $id     Post id.
	 * @param array<string, mixed> $fields Field => value.
	 */
	private function write_meta( int $id, array $fields ): void {
		foreach ( $fields as $field => $value ) {
			update_post_meta( $id, self::META[ $field ], is_bool( $value ) ? (int) $value : wp_slash( $value ) );
		}
	}

	/**
	 * Block content: unfiltered for users who may post any HTML, filtered otherwise.
	 *
	 * @param string $content Serialized blocks.
	 */
	private function content( string $content ): string {
		return current_user_can( 'unfiltered_html' ) ? $content : wp_kses_post( $content );
	}

	/**
	 * CSS without anything that could close the style element.
	 *
	 * @param string $css CSS.
	 */
	private function css( string $css ): string {
		return trim( str_ireplace( '</style', '', wp_strip_all_tags( $css ) ) );
	}
}
