<?php
/**
 * Drops an event's cached pages when what they show changes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Cache;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\Cache\PurgeTargets;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Database\PrimaryReads;
use Eventsmith\Infrastructure\Events\EventIndexTotals;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;
use WP_Post;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Notes the events a request changed (saved, trashed, their fields or ticket
 * types edited by staff, cancelled, sold out, reopened by a refund or a
 * cancelled ticket) and, once the
 * request's work is done and committed (on `shutdown`), purges their pages
 * (PurgeTargets::for_event(), filtered by `eventsmith_purge_urls`) through
 * the PurgeSender. Nothing happens while no purge host is set.
 *
 * Visitors never purge by merely writing: a REST write purges only when the
 * user may edit the event, and a visitor's order or RSVP only when it took
 * the last seat of a pool it drew from (the page turns to "Sold out"), so a
 * loop of anonymous requests cannot keep emptying the cache.
 *
 * On a site with replicas (PrimaryReads::replicated()), a visitor who asks
 * for the page between the purge and the replica catching up gets the old
 * page from the replica, and the cache would keep it. So after answering,
 * the request waits for the replicas' lag (`eventsmith_replica_lag`), drops
 * the events from the object cache and purges the same pages again
 * (docs/production.md).
 */
final class PagePurger {

	/** @var array<int, true> Events changed by this request. */
	private array $changed = array();

	/**
	 * Constructor.
	 *
	 * @param PurgeSender          $sender       Sends the PURGE requests.
	 * @param RegistrationSnapshots $registration What each event's page shows now (the request's snapshot).
	 * @param AccessPolicy         $access       Who may edit events.
	 */
	public function __construct( private PurgeSender $sender, private RegistrationSnapshots $registration, private AccessPolicy $access ) {}

	/**
	 * Registers the hooks (none when purging is off).
	 */
	public function register_hooks(): void {
		if ( '' === $this->sender->host() ) {
			return;
		}
		add_action( 'save_post_' . PostTypes::EVENT, array( $this, 'on_save' ), 10, 2 );
		foreach ( array( 'trashed_post', 'untrashed_post', 'before_delete_post' ) as $hook ) {
			add_action( $hook, array( $this, 'note_post' ) );
		}
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'on_meta' ), 10, 3 );
		}
		add_filter( 'rest_request_after_callbacks', array( $this, 'on_rest_write' ), 10, 3 );
		add_action( 'eventsmith_after_booking', array( $this, 'on_booking' ), 10, 3 );
		add_action( 'eventsmith_after_rsvp', array( $this, 'on_rsvp' ), 10, 2 );
		add_action( 'eventsmith_after_refund', array( $this, 'on_refund' ) );
		add_action( 'eventsmith_after_ticket_cancel', array( $this, 'on_ticket_cancel' ), 10, 2 );
		add_action( 'shutdown', array( $this, 'flush' ), 0 );
	}

	/**
	 * An event was saved (created, edited, its status changed).
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The post.
	 */
	public function on_save( int $post_id, WP_Post $post ): void {
		if ( 'auto-draft' !== $post->post_status && ! wp_is_post_revision( $post_id ) && ! wp_is_post_autosave( $post_id ) ) {
			$this->note( $post_id );
		}
	}

	/**
	 * A post was trashed, restored or is being deleted: noted when it is an event.
	 *
	 * @param int $post_id Post id.
	 */
	public function note_post( int $post_id ): void {
		if ( PostTypes::EVENT === get_post_type( $post_id ) ) {
			$this->note( $post_id );
		}
	}

	/**
	 * An event field (cancelled, capacity, dates, …) changed.
	 *
	 * @param mixed  $meta_id  Meta id(s).
	 * @param int    $post_id  Post id.
	 * @param string $meta_key Meta key.
	 */
	public function on_meta( mixed $meta_id, int $post_id, string $meta_key ): void {
		unset( $meta_id );
		if ( str_starts_with( $meta_key, '_eventsmith_' ) ) {
			$this->note_post( $post_id );
		}
	}

	/**
	 * A successful write to one of an event's routes (ticket types, settings of
	 * its sale) by someone who may edit the event. Public writes under the same
	 * path (the RSVP form's token and answer, joining the waitlist) are not
	 * edits: what they change purges through on_booking()/on_rsvp() only.
	 *
	 * @param mixed           $response The answer.
	 * @param mixed           $handler  Route handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed The answer, unchanged.
	 */
	public function on_rest_write( mixed $response, mixed $handler, WP_REST_Request $request ): mixed {
		unset( $handler );
		if ( 'GET' !== $request->get_method() && ! is_wp_error( $response ) && preg_match( '#^/eventsmith/v2/events/(\d+)#', $request->get_route(), $match ) && $this->may_edit( (int) $match[1] ) ) {
			$this->note_post( (int) $match[1] );
		}
		return $response;
	}

	/**
	 * Whether the current user may edit an event (staff who manage events, or
	 * whoever WordPress lets edit that post).
	 *
	 * @param int $event_id The event.
	 */
	private function may_edit( int $event_id ): bool {
		return is_user_logged_in() && ( $this->access->allows( Permission::ManageEvent ) || current_user_can( 'edit_post', $event_id ) );
	}

	/**
	 * An order was placed: purged when it took the last seat of the event or
	 * of a ticket type it bought (that pool turned sold out). A pool sold out
	 * earlier that the order did not draw from changes nothing.
	 *
	 * @param mixed $booking  The booking.
	 * @param int   $event_id The event.
	 * @param mixed $order    The order (TicketOrder).
	 */
	public function on_booking( mixed $booking, int $event_id, mixed $order = null ): void {
		unset( $booking );
		$snapshot = $this->fresh( $event_id );
		if ( null === $snapshot ) {
			return;
		}
		$left  = array( $snapshot->seats->places_left );
		$types = $order instanceof TicketOrder
			? array_map( static fn( array $line ): int => (int) $line['type']->id, $order->lines )
			: array_map( static fn( $offer ): int => (int) $offer->type->id, $snapshot->offers() );
		foreach ( $types as $type_id ) {
			$offer = $snapshot->ticket( (int) $type_id );
			// A hidden type or one whose sale ended shows nothing sold out on the page.
			if ( null !== $offer && $offer->is_visible() && ! $offer->is_off_sale() ) {
				$left[] = $offer->places_left();
			}
		}
		if ( self::took_last( $left ) ) {
			$this->note( $event_id );
		}
	}

	/**
	 * An RSVP was stored: purged when it took the last place ("going" answers
	 * only; a "not going" answer to a full event takes none).
	 *
	 * @param mixed $stored   `response` and `remaining` among its fields.
	 * @param int   $event_id The event.
	 */
	public function on_rsvp( mixed $stored, int $event_id ): void {
		if ( ! is_array( $stored ) || 'going' !== ( $stored['response'] ?? '' ) ) {
			return;
		}
		$snapshot = $this->fresh( $event_id );
		if ( null !== $snapshot && self::took_last( array( $snapshot->rsvp->places_left ) ) ) {
			$this->note( $event_id );
		}
	}

	/**
	 * A cancelled ticket or RSVP place gave its seat back: purged when that
	 * reopened a sold-out event (one seat left now means none were before).
	 *
	 * @param int $attendee_id The attendee.
	 * @param int $event_id    Its event.
	 */
	public function on_ticket_cancel( int $attendee_id, int $event_id ): void {
		unset( $attendee_id );
		$snapshot = $this->fresh( $event_id );
		if ( null === $snapshot ) {
			return;
		}
		$left = array( $snapshot->seats->places_left, $snapshot->rsvp->places_left );
		foreach ( $snapshot->offers() as $offer ) {
			$left[] = $offer->places_left();
		}
		if ( in_array( 1, $left, true ) ) {
			$this->note( $event_id );
		}
	}

	/**
	 * A booking was refunded: its seats are back on sale.
	 *
	 * @param mixed $refunded The booking.
	 */
	public function on_refund( mixed $refunded ): void {
		if ( is_array( $refunded ) && isset( $refunded['event_id'] ) ) {
			$this->note( (int) $refunded['event_id'] );
		}
	}

	/**
	 * Notes an event as changed.
	 *
	 * @param int $event_id Event.
	 */
	private function note( int $event_id ): void {
		if ( $event_id > 0 ) {
			$this->changed[ $event_id ] = true;
		}
	}

	/**
	 * Purges the pages of every event this request changed (once, at its end).
	 *
	 * @return int PURGE requests the cache acknowledged.
	 */
	public function flush(): int {
		$changed       = array_keys( $this->changed );
		$this->changed = array();
		$urls          = array();
		foreach ( $changed as $event_id ) {
			$link    = get_post_status( $event_id ) === 'publish' ? get_permalink( $event_id ) : '';
			$archive = get_post_type_archive_link( PostTypes::EVENT );
			$found   = PurgeTargets::for_event( is_string( $link ) ? $link : '', is_string( $archive ) ? $archive : '', home_url( '/' ) );
			/**
			 * Filters the pages purged after an event changed (the event page, the events archive, the home page).
			 *
			 * @param list<string> $found    Absolute URLs.
			 * @param int          $event_id The event.
			 */
			$urls = array_merge( $urls, (array) apply_filters( 'eventsmith_purge_urls', $found, $event_id ) );
		}
		$urls = array_values( array_unique( array_map( 'strval', $urls ) ) );
		if ( array() === $urls ) {
			return 0;
		}
		$purged = $this->sender->send( $urls );
		if ( $purged > 0 && PrimaryReads::replicated() ) {
			$this->again_after_lag( $changed, $urls );
		}
		return $purged;
	}

	/**
	 * Once the visitor has the answer (php-fpm's fastcgi_finish_request()),
	 * waits until the replicas have the change, then drops the events from
	 * the object cache and purges their pages again: whatever a visitor
	 * cached from a lagging replica meanwhile is replaced.
	 *
	 * @param list<int>    $changed Events.
	 * @param list<string> $urls    Their pages.
	 */
	private function again_after_lag( array $changed, array $urls ): void {
		/**
		 * Filters how many seconds the database replicas may be behind the
		 * primary: after an event changed, its pages are purged again this
		 * long after the first purge (0: no second purge).
		 *
		 * @param int $seconds Seconds (default 3, at most 30).
		 */
		$lag = min( 30, max( 0, (int) apply_filters( 'eventsmith_replica_lag', 3 ) ) );
		if ( 0 === $lag || ! function_exists( 'fastcgi_finish_request' ) ) {
			return;
		}
		fastcgi_finish_request();
		sleep( $lag );
		foreach ( $changed as $event_id ) {
			clean_post_cache( $event_id );
		}
		// A list total counted from the lagging replica meanwhile is counted again.
		( new EventIndexTotals() )->changed();
		$this->sender->send( $urls );
	}

	/**
	 * The event's snapshot read after this request's write (the one read before is dropped).
	 *
	 * @param int $event_id The event.
	 */
	private function fresh( int $event_id ): ?\Eventsmith\Domain\Registration\RegistrationSnapshot {
		$this->registration->forget( $event_id );
		return $this->registration->for_event( $event_id );
	}

	/**
	 * Whether a pool the write drew from has no place left now: it took the last one.
	 *
	 * @param list<int|null> $left Places left of each pool (null: unlimited).
	 */
	private static function took_last( array $left ): bool {
		return in_array( 0, $left, true );
	}
}
