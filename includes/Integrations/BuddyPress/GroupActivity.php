<?php
/**
 * Announces a group's upcoming events in its activity stream.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Integrations\BuddyPress;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * When a published event that has not ended joins a group (assigned,
 * created there, or published later), one activity item of type
 * `eventsmith_group_event` is added to the group (component `groups`,
 * item_id the group, secondary_item_id the event), so the group's members
 * see it in their activity ("My Groups"). Hidden from the site-wide stream
 * for private and hidden groups. Each event is announced once per group.
 */
final class GroupActivity {

	public const TYPE = 'eventsmith_group_event';

	/** Post meta listing the groups an event was announced in. */
	private const ANNOUNCED = '_eventsmith_bp_announced';

	/**
	 * Constructor.
	 *
	 * @param BuddyPressGroups $groups The groups API.
	 * @param GroupEventStore  $store  Group assignments.
	 * @param EventReader      $reader Event dates.
	 */
	public function __construct( private BuddyPressGroups $groups, private GroupEventStore $store, private EventReader $reader ) {}

	/**
	 * Hooks the announcements.
	 */
	public function register_hooks(): void {
		add_action( 'bp_register_activity_actions', array( $this, 'register_type' ) );
		add_action( 'eventsmith_group_event_assigned', array( $this, 'announce' ), 10, 2 );
		add_action( 'transition_post_status', array( $this, 'on_publish' ), 10, 3 );
	}

	/**
	 * Names the activity type for BuddyPress's filters.
	 */
	public function register_type(): void {
		bp_activity_set_action( 'groups', self::TYPE, __( 'New group event', 'eventsmith' ), false, __( 'Group events', 'eventsmith' ), array( 'activity', 'group', 'member', 'member_groups' ) );
	}

	/**
	 * Announces a group's event published later.
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       The post.
	 */
	public function on_publish( $new_status, $old_status, $post ): void {
		if ( 'publish' !== $new_status || 'publish' === $old_status || ! $post instanceof \WP_Post || PostTypes::EVENT !== $post->post_type ) {
			return;
		}
		$group_id = $this->store->group_of( $post->ID );
		if ( $group_id > 0 ) {
			$this->announce( $post->ID, $group_id );
		}
	}

	/**
	 * Adds the activity item when the event is published, upcoming and not announced in the group yet.
	 *
	 * @param int $event_id Event id.
	 * @param int $group_id Group id.
	 */
	public function announce( $event_id, $group_id ): void {
		$event_id = (int) $event_id;
		$group    = $this->groups->find( (int) $group_id );
		$done     = array_map( 'intval', (array) get_post_meta( $event_id, self::ANNOUNCED, false ) );
		if ( null === $group || 'publish' !== get_post_status( $event_id ) || in_array( $group['id'], $done, true ) || ! $this->upcoming( $event_id ) ) {
			return;
		}
		$title = get_the_title( $event_id );
		$link  = (string) get_permalink( $event_id );
		$added = bp_activity_add(
			array(
				'component'         => 'groups',
				'type'              => self::TYPE,
				/* translators: 1: event link, 2: group name. */
				'action'            => sprintf( __( 'New event %1$s in the group %2$s', 'eventsmith' ), '<a href="' . esc_url( $link ) . '">' . esc_html( $title ) . '</a>', esc_html( $group['name'] ) ),
				'primary_link'      => $link,
				'user_id'           => (int) get_post_field( 'post_author', $event_id ),
				'item_id'           => $group['id'],
				'secondary_item_id' => $event_id,
				'hide_sitewide'     => 'public' !== $group['status'],
			)
		);
		if ( $added ) {
			add_post_meta( $event_id, self::ANNOUNCED, $group['id'] );
		}
	}

	/**
	 * Whether the event (or its series) still lies ahead.
	 *
	 * @param int $event_id Event id.
	 */
	private function upcoming( int $event_id ): bool {
		try {
			$span = $this->reader->span( $event_id );
		} catch ( DomainError ) {
			return false;
		}
		return null !== $span && $span['end_utc'] > new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
	}
}
