<?php
/**
 * View model of the vendor event form (FE-01).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Vendor;

use Eventsmith\Domain\Access\VendorDashboardPath;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Access\VendorEventScopes;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Events\VendorEventFinder;

defined( 'ABSPATH' ) || exit;

/**
 * What the vendor dashboard shows: a log-in prompt for visitors, a message
 * for users who are not vendors, the vendor's own events (list view), or the
 * form, empty (create-event) or filled with one of their events
 * (vendor-event/{id}). The answer differs per user, so the page is sent with
 * no-cache headers; the form's REST nonce is fetched when the vendor saves.
 */
final class VendorEventFormView {

	/** The list's page argument. */
	public const ARG_PAGE = 'events_page';

	/** The argument naming a just-saved event. */
	public const ARG_SAVED = 'vendor_saved';

	/** The form's inputs, each with a slot for the server's refusal. */
	public const FIELDS = array( 'title', 'description', 'start_date', 'start_time', 'end_date', 'end_time', 'timezone', 'location_address', 'location_online_url', 'total_ticket' );

	/** Events per list page. */
	public const PER_PAGE = 20;

	/**
	 * Constructor.
	 *
	 * @param string                     $state    'visitor', 'denied', 'list', 'form' or 'not-found'.
	 * @param string                     $page_url The dashboard page's address.
	 * @param list<array<string, mixed>> $events   List view: the vendor's events.
	 * @param array<string, mixed>       $event    Form view: the event's fields (empty when creating).
	 * @param string                     $notice   A message after a save.
	 * @param int                        $paged    List page from 1.
	 * @param int                        $pages    Number of list pages.
	 */
	private function __construct(
		public readonly string $state,
		public readonly string $page_url,
		public readonly array $events = array(),
		public readonly array $event = array(),
		public readonly string $notice = '',
		public readonly int $paged = 1,
		public readonly int $pages = 1,
		public readonly string $next_status = ''
	) {}

	/**
	 * Builds the view for the current request.
	 *
	 * @param VendorEventScopes $scopes What the user may do with events.
	 * @param EventReader       $reader Reads events.
	 * @param VendorEventFinder $finder The user's own events.
	 */
	public static function current( VendorEventScopes $scopes, EventReader $reader, VendorEventFinder $finder ): self {
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		$page_url = self::page_url();
		if ( ! is_user_logged_in() ) {
			return new self( 'visitor', $page_url );
		}
		if ( ! $scopes->current()->allows_any() ) {
			return new self( 'denied', $page_url );
		}
		$route  = VendorDashboard::route();
		if ( 'create' === $route['view'] ) {
			return new self( 'form', $page_url, next_status: $scopes->status_for_save( 0 ) );
		}
		if ( 'edit' === $route['view'] ) {
			if ( true !== $scopes->may_edit( $route['event_id'] ) ) {
				return new self( 'not-found', $page_url );
			}
			return new self( 'form', $page_url, array(), self::fields( $reader, $route['event_id'] ), next_status: $scopes->status_for_save( $route['event_id'] ) );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only list arguments.
		$paged = max( 1, absint( wp_unslash( $_GET[ self::ARG_PAGE ] ?? 1 ) ) );
		$saved = absint( wp_unslash( $_GET[ self::ARG_SAVED ] ?? 0 ) );
		// phpcs:enable
		$found  = $finder->find( get_current_user_id(), $paged, self::PER_PAGE );
		$events = array();
		foreach ( $found['ids'] as $id ) {
			$fields = self::fields( $reader, $id );
			if ( array() !== $fields ) {
				$events[] = $fields;
			}
		}
		$notice = $saved > 0 && true === $scopes->may_edit( $saved ) ? self::saved_notice( $saved ) : '';
		$pages  = max( 1, (int) ceil( $found['total'] / self::PER_PAGE ) );
		return new self( 'list', $page_url, $events, array(), $notice, min( $paged, $pages ), $pages );
	}

	/**
	 * The address of the empty form.
	 */
	public function create_url(): string {
		return VendorDashboard::url( $this->page_url, VendorDashboardPath::CREATE );
	}

	/**
	 * The address of one event's form.
	 *
	 * @param int $event_id Event id.
	 */
	public function edit_url( int $event_id ): string {
		return VendorDashboard::url( $this->page_url, VendorDashboardPath::EVENT, $event_id );
	}

	/**
	 * The address of another page of the list.
	 *
	 * @param int $paged Page from 1.
	 */
	public function page_link( int $paged ): string {
		return $paged > 1 ? add_query_arg( self::ARG_PAGE, $paged, $this->page_url ) : $this->page_url;
	}

	/**
	 * The log-in address that comes back to this page.
	 */
	public function login_url(): string {
		return wp_login_url( $this->page_url );
	}

	/**
	 * Values every instance on the page shares, printed once with
	 * wp_interactivity_state( 'eventsmith/vendor-event-form', … ): routes,
	 * where the nonce comes from, where a saved event leads, and the texts.
	 *
	 * @return array<string, mixed>
	 */
	public function shared_state(): array {
		return array(
			'itemBase' => rest_url( 'eventsmith/v2/my/events/' ),
			'nonceUrl' => admin_url( 'admin-ajax.php?action=rest-nonce' ),
			'savedUrl' => add_query_arg( self::ARG_SAVED, '%d', $this->page_url ),
			'texts'    => array(
				'saving'    => __( 'Saving…', 'eventsmith' ),
				'invalid'   => __( 'Please correct the marked fields.', 'eventsmith' ),
				'failed'    => __( 'The event could not be saved. Check your connection and try again.', 'eventsmith' ),
				'session'   => __( 'Your session has ended. Please log in again.', 'eventsmith' ),
				'confirm'   => __( 'Confirm delete', 'eventsmith' ),
				/* translators: %s: event title. */
				'confirmIt' => __( 'Press the button again to delete “%s”.', 'eventsmith' ),
				'deleting'  => __( 'Deleting…', 'eventsmith' ),
				'delete'    => __( 'Delete', 'eventsmith' ),
				/* translators: %s: event title. */
				'deleted'   => __( '“%s” was deleted.', 'eventsmith' ),
				'notDone'   => __( 'The event could not be deleted. Please try again.', 'eventsmith' ),
			),
		);
	}

	/**
	 * This instance's Interactivity API context: its route and event, the
	 * save button's label, an empty slot per field for the server's
	 * refusals, and how many events the list shows.
	 *
	 * @return array<string, mixed>
	 */
	public function context(): array {
		$event_id = (int) ( $this->event['id'] ?? 0 );
		$save     = $event_id > 0 ? __( 'Save changes', 'eventsmith' ) : __( 'Create event', 'eventsmith' );
		return array(
			'route'     => rest_url( 'eventsmith/v2/my/events' . ( $event_id > 0 ? '/' . $event_id : '' ) ),
			'eventId'   => $event_id,
			'save'      => $save,
			'saveLabel' => $save,
			'busy'      => false,
			'failure'   => '',
			'errors'    => array_fill_keys( self::FIELDS, '' ),
			'focus'     => '',
			'refusals'  => 0,
			'removed'   => array(),
			'rows'      => count( $this->events ),
			'empty'     => array() === $this->events,
			'announce'  => '',
		);
	}

	/**
	 * A field's value for the form.
	 *
	 * @param string $field Field name.
	 */
	public function value( string $field ): string {
		$event = $this->event;
		return match ( $field ) {
			'location_address'    => (string) ( $event['location']['address']['address'] ?? '' ),
			'location_online_url' => (string) ( $event['location']['online_url'] ?? '' ),
			'total_ticket'        => isset( $event['total_ticket'] ) && (int) $event['total_ticket'] >= 0 ? (string) (int) $event['total_ticket'] : '',
			'start_time', 'end_time' => substr( (string) ( $event[ $field ] ?? '' ), 0, 5 ),
			'timezone'            => (string) ( $event['timezone'] ?? '' ) ?: self::default_timezone(),
			default               => is_scalar( $event[ $field ] ?? null ) ? (string) $event[ $field ] : '',
		};
	}

	/**
	 * Timezone choices: the selected one first when it is an offset, then
	 * UTC and every named zone by region.
	 *
	 * @return array<string, list<string>> Region => zone names ('' for the loose ones).
	 */
	public function timezones(): array {
		$groups   = array( '' => array( 'UTC' ) );
		$selected = $this->value( 'timezone' );
		foreach ( \DateTimeZone::listIdentifiers() as $zone ) {
			$region              = strstr( $zone, '/', true );
			$groups[ false === $region ? '' : $region ][] = $zone;
		}
		if ( ! in_array( $selected, array_merge( ...array_values( $groups ) ), true ) ) {
			array_unshift( $groups[''], $selected );
		}
		return $groups;
	}

	/**
	 * What saving the form will do to the event's visibility.
	 */
	public function save_note(): string {
		return match ( $this->next_status ) {
			'publish' => __( 'Your event is published on the site when you save it.', 'eventsmith' ),
			'draft'   => __( 'Your event is saved as a draft; the site’s team publishes it.', 'eventsmith' ),
			default   => __( 'Your event is published once the site’s team has reviewed it.', 'eventsmith' ),
		};
	}

	/**
	 * An event's date and time as the list shows it, in its own timezone.
	 *
	 * @param array<string, mixed> $event Event fields.
	 */
	public static function when( array $event ): string {
		$at = strtotime( $event['start_date'] . ' ' . ( $event['start_time'] ?: '00:00' ) . ' UTC' );
		if ( false === $at ) {
			return '';
		}
		$label = wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $at, new \DateTimeZone( 'UTC' ) );
		return (string) $label . ( '' !== (string) $event['timezone'] ? ' (' . $event['timezone'] . ')' : '' );
	}

	/**
	 * An event's status as the vendor reads it.
	 *
	 * @param string $post_status Post status.
	 */
	public static function status_label( string $post_status ): string {
		return match ( $post_status ) {
			'publish' => __( 'Published', 'eventsmith' ),
			'pending' => __( 'Pending review', 'eventsmith' ),
			'future'  => __( 'Scheduled', 'eventsmith' ),
			'private' => __( 'Private', 'eventsmith' ),
			default   => __( 'Draft', 'eventsmith' ),
		};
	}

	/**
	 * The message after a save, by the event's status.
	 *
	 * @param int $event_id The saved event.
	 */
	private static function saved_notice( int $event_id ): string {
		$title = get_the_title( $event_id );
		return match ( get_post_status( $event_id ) ) {
			/* translators: %s: event title. */
			'publish' => sprintf( __( '“%s” was saved and is published.', 'eventsmith' ), $title ),
			/* translators: %s: event title. */
			'draft'   => sprintf( __( '“%s” was saved as a draft.', 'eventsmith' ), $title ),
			/* translators: %s: event title. */
			default   => sprintf( __( '“%s” was saved. It will be published once the site’s team has reviewed it.', 'eventsmith' ), $title ),
		};
	}

	/**
	 * An event's stored fields, or nothing when it cannot be read.
	 *
	 * @param EventReader $reader Reads stored events.
	 * @param int         $id     Event id.
	 * @return array<string, mixed>
	 */
	private static function fields( EventReader $reader, int $id ): array {
		try {
			return $reader->fields( $id );
		} catch ( DomainError ) {
			return array();
		}
	}

	/**
	 * The site's timezone when it has a name, UTC otherwise.
	 */
	private static function default_timezone(): string {
		$zone = wp_timezone_string();
		return str_contains( $zone, '/' ) ? $zone : 'UTC';
	}

	/**
	 * The dashboard page's address, without the list's arguments.
	 */
	private static function page_url(): string {
		$url = is_singular() ? (string) get_permalink() : '';
		if ( '' === $url ) {
			$url = home_url( '/' );
		}
		return remove_query_arg( array( self::ARG_PAGE, self::ARG_SAVED ), $url );
	}
}
