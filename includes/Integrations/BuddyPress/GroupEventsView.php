<?php
/**
 * What the group tab's block shows to the current user.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\Community\GroupEventListRequest;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * The view model of blocks/group-events/render.php: the group, what the user
 * may do there, the filter values (read from the page address, so the filter
 * form also works without JavaScript), the first list and the categories.
 */
final class GroupEventsView {

	/**
	 * Constructor.
	 *
	 * @param array{id: int, name: string, status: string, url: string}|null $group      The group, or null when it cannot be shown.
	 * @param GroupEventListRequest                                          $request    Filters.
	 * @param string                                                         $items_html The first list.
	 * @param bool                                                           $can_create Shows the create form.
	 * @param bool                                                           $can_assign Shows the assign picker.
	 * @param string                                                         $created_as publish or draft.
	 */
	private function __construct(
		public readonly ?array $group,
		public readonly GroupEventListRequest $request,
		public readonly string $items_html,
		public readonly bool $can_create,
		public readonly bool $can_assign,
		public readonly string $created_as
	) {}

	/**
	 * The view for a group and the current request.
	 *
	 * @param int $group_id Group id.
	 */
	public static function for_group( int $group_id ): self {
		$groups   = new BuddyPressGroups();
		$policies = new GroupPolicies( $groups, new AccessPolicy() );
		$list     = new GroupEventList( $groups, $policies, new GroupEventStore(), new GroupEventMarkup( new EventReader( new CapacityLedger() ) ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- filter values of a read; every one is checked.
		$args    = array( 'group_id' => $group_id ) + array_intersect_key( wp_unslash( $_GET ), array_flip( array( 'category', 'query', 'status' ) ) );
		$request = GroupEventListRequest::from_array( $args );
		$group   = $groups->find( $group_id );
		try {
			$html = $list->html( $request );
		} catch ( DomainError ) {
			$group = null;
			$html  = '';
		}
		$policy = $policies->for_group( $group_id );
		return new self(
			$group,
			$request,
			$html,
			null !== $group && is_user_logged_in() && $policy->can_create(),
			null !== $group && is_user_logged_in() && $policy->can_assign_any(),
			$policy->created_status()
		);
	}

	/**
	 * The event categories for the filter and the form: id => name, in tree order.
	 *
	 * @return array<int, string>
	 */
	public function categories(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => Taxonomies::CATEGORY,
				'hide_empty' => false,
				'orderby'    => 'name',
				'number'     => 200,
			)
		);
		$names = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$names[ (int) $term->term_id ] = (string) $term->name;
		}
		return $names;
	}

	/**
	 * Query arguments of the page address that the no-script filter form must keep.
	 *
	 * @return array<string, string>
	 */
	public function kept_args(): array {
		$kept = array();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- repeated into hidden fields, escaped there.
		foreach ( wp_unslash( $_GET ) as $name => $value ) {
			if ( is_string( $value ) && ! in_array( $name, array( 'category', 'query', 'status' ), true ) ) {
				$kept[ sanitize_key( (string) $name ) ] = sanitize_text_field( $value );
			}
		}
		return $kept;
	}

	/**
	 * The timezone new events start with: the site's, or UTC when the site uses an offset.
	 */
	public function default_timezone(): string {
		$zone = wp_timezone_string();
		return str_contains( $zone, '/' ) || 'UTC' === $zone ? $zone : 'UTC';
	}

	/**
	 * The block's context for the view script.
	 *
	 * @return array<string, mixed>
	 */
	public function context(): array {
		$id = null === $this->group ? 0 : $this->group['id'];
		return array(
			'groupId'   => $id,
			'creating'  => false,
			'category'  => $this->request->category,
			'query'     => $this->request->query,
			'status'    => $this->request->status,
			'notice'    => '',
			'error'     => '',
			'busy'      => false,
			'ownLoaded' => false,
			'createUrl' => rest_url( Controller::NAMESPACE . '/community/groups/' . $id . '/events' ),
			'createdAs' => $this->created_as,
		);
	}

	/**
	 * Values every instance on the page shares (wp_interactivity_state), texts included.
	 *
	 * @return array<string, string>
	 */
	public static function shared_state(): array {
		return array(
			'ajaxUrl'     => admin_url( 'admin-ajax.php' ),
			'assignUrl'   => rest_url( Controller::NAMESPACE . '/community/group-assign' ),
			'nonce'       => is_user_logged_in() ? wp_create_nonce( 'wp_rest' ) : '',
			'assigned'    => __( 'Successfully assigned group', 'eventsmith' ),
			'published'   => __( 'Event created.', 'eventsmith' ),
			'drafted'     => __( 'Event saved as a draft. An event manager will publish it.', 'eventsmith' ),
			'createLabel' => __( 'Create event', 'eventsmith' ),
			'listLabel'   => __( 'Back to events', 'eventsmith' ),
			'failed'      => __( 'The event could not be saved. Please try again.', 'eventsmith' ),
		);
	}
}
