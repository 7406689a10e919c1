<?php
/**
 * Tells the organizers of an event about its new orders and RSVPs.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Domain\Mail\OrganizerNotice;
use Eventsmith\Domain\Speaker\SpeakerRoles;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to `eventsmith_after_booking` and `eventsmith_after_rsvp` (fired once per
 * registration, whatever its source). With the setting on "each", every registration
 * queues one e-mail per recipient in the background mail queue; on "digest" it is
 * kept in the digest table, and a daily WP-Cron job mails each recipient one list of
 * the registrations per event (at most DIGEST_BATCH rows a run; a larger backlog
 * continues in a follow-up run a minute later). A queue dedupe key per registration
 * and recipient keeps a registration to one e-mail even if its hook fired twice.
 */
final class OrganizerNotifier {

	public const DIGEST_HOOK  = 'eventsmith_organizer_digest_run';
	public const DIGEST_BATCH = 500;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Site settings.
	 * @param EventReader        $events   Reads events.
	 * @param MailQueue          $queue    The mail queue.
	 * @param QueueCron          $cron     Starts the queue's batches.
	 * @param OrganizerDigestStore $digest The registrations waiting for the digest.
	 */
	public function __construct( private SettingsRepository $settings, private EventReader $events, private MailQueue $queue, private QueueCron $cron, private OrganizerDigestStore $digest = new OrganizerDigestStore() ) {}

	/**
	 * Listens to new registrations; keeps the digest job scheduled while the digest is chosen.
	 */
	public function register_hooks(): void {
		add_action( 'eventsmith_after_booking', array( $this, 'on_booking' ), 20, 2 );
		add_action( 'eventsmith_after_rsvp', array( $this, 'on_rsvp' ), 20, 2 );
		add_action( self::DIGEST_HOOK, array( $this, 'send_digest' ) );
		add_action( 'init', array( $this, 'ensure_scheduled' ) );
	}

	/**
	 * Schedules the daily digest while it is chosen, and removes it otherwise.
	 */
	public function ensure_scheduled(): void {
		$next = wp_next_scheduled( self::DIGEST_HOOK );
		if ( OrganizerNotice::DIGEST === $this->mode() ) {
			if ( false === $next ) {
				wp_schedule_event( time() + DAY_IN_SECONDS, 'daily', self::DIGEST_HOOK );
			}
		} elseif ( false !== $next && ! $this->digest_waiting() ) {
			wp_clear_scheduled_hook( self::DIGEST_HOOK );
		}
	}

	/**
	 * A new order.
	 *
	 * @param mixed $booking  `booking_id`, `status`, …
	 * @param mixed $event_id The event.
	 */
	public function on_booking( mixed $booking, mixed $event_id = 0 ): void {
		$booking_id = is_array( $booking ) ? (int) ( $booking['booking_id'] ?? 0 ) : 0;
		if ( $booking_id <= 0 || OrganizerNotice::OFF === $this->mode() ) {
			return;
		}
		global $wpdb;
		$table = Tables::bookings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT event_id, customer_name, customer_email, quantity, total, currency, status FROM {$table} WHERE id = %d", $booking_id ) );
		if ( ! is_object( $row ) ) {
			return;
		}
		$detail = sprintf( '%s %s', $row->total, $row->currency );
		if ( 'pending' === $row->status ) {
			/* translators: %s: order total with currency. */
			$detail = sprintf( __( '%s, awaiting payment', 'eventsmith' ), $detail );
		}
		$this->notify(
			(int) ( $event_id ? $event_id : $row->event_id ),
			'booking',
			$booking_id,
			array(
				'source' => 'booking',
				'name'   => (string) $row->customer_name,
				'email'  => (string) $row->customer_email,
				'places' => (int) $row->quantity,
				'detail' => $detail,
			)
		);
	}

	/**
	 * A new RSVP answer ("going" only: a "not going" books nothing).
	 *
	 * @param mixed $stored   `id`, `response`, …
	 * @param mixed $event_id The event.
	 */
	public function on_rsvp( mixed $stored, mixed $event_id = 0 ): void {
		$response_id = is_array( $stored ) ? (int) ( $stored['id'] ?? 0 ) : 0;
		if ( $response_id <= 0 || OrganizerNotice::OFF === $this->mode() ) {
			return;
		}
		global $wpdb;
		$table = Tables::rsvp_responses();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT event_id, response, attendee_count, name, email FROM {$table} WHERE id = %d", $response_id ) );
		if ( ! is_object( $row ) || 'going' !== $row->response ) {
			return;
		}
		$this->notify(
			(int) ( $event_id ? $event_id : $row->event_id ),
			'rsvp',
			$response_id,
			array(
				'source' => 'rsvp',
				'name'   => (string) $row->name,
				'email'  => (string) $row->email,
				'places' => max( 1, (int) $row->attendee_count ),
				'detail' => '',
			)
		);
	}

	/**
	 * The daily job: one e-mail per recipient listing what waited, by event.
	 *
	 * @return int How many digests were queued.
	 */
	public function send_digest(): int {
		$rows = $this->digest->oldest( self::DIGEST_BATCH );
		if ( array() === $rows ) {
			return 0;
		}
		$by_recipient = array();
		foreach ( $rows as $row ) {
			$item = json_decode( (string) $row->item, true );
			if ( is_array( $item ) ) {
				$by_recipient[ (string) $row->recipient ][ (int) $row->event_id ][] = $item;
			}
		}
		$last     = (int) end( $rows )->id;
		$site     = html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' );
		$messages = array();
		foreach ( $by_recipient as $recipient => $events ) {
			$sections = array();
			foreach ( $events as $event_id => $items ) {
				$event      = $this->event_texts( (int) $event_id );
				$sections[] = array(
					'title' => $event['title'],
					'date'  => $event['date'],
					'items' => $items,
				);
			}
			$mail       = OrganizerNotice::digest( $site, $sections );
			$messages[] = ( new MailMessage( $recipient, $mail['subject'], $mail['body'], OrganizerNotice::KIND_DIGEST, 0, admin_url( 'admin.php?page=eventsmith' ), false, 'orgdigest:' . md5( $recipient ) . ':' . $last, __( 'Open the dashboard', 'eventsmith' ) ) )->to_row();
		}
		$queued = count( $this->queue->add( $messages, 0 ) );
		// Exactly the rows read: a registration stored meanwhile waits for the next run.
		$this->digest->delete( array_map( static fn( object $row ): int => (int) $row->id, $rows ) );
		$this->cron->schedule();
		if ( count( $rows ) === self::DIGEST_BATCH ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::DIGEST_HOOK );
		}
		return $queued;
	}

	/**
	 * Queues the notice now, or keeps it for the digest.
	 *
	 * @param int                                                                             $event_id  The event.
	 * @param string                                                                          $source    booking or rsvp.
	 * @param int                                                                             $source_id The booking or RSVP answer.
	 * @param array{source: string, name: string, email: string, places: int, detail: string} $item      The registration.
	 */
	private function notify( int $event_id, string $source, int $source_id, array $item ): void {
		$recipients = $this->recipients( $event_id );
		if ( array() === $recipients ) {
			return;
		}
		if ( OrganizerNotice::DIGEST === $this->mode() ) {
			foreach ( $recipients as $recipient ) {
				$this->digest->add( $recipient, $event_id, $source, $source_id, $item );
			}
			return;
		}
		$event    = $this->event_texts( $event_id );
		$mail     = OrganizerNotice::each( $event['title'], $event['date'], $item );
		$messages = array();
		foreach ( $recipients as $recipient ) {
			$messages[] = ( new MailMessage( $recipient, $mail['subject'], $mail['body'], OrganizerNotice::KIND_EACH, $event_id, admin_url( 'admin.php?page=eventsmith' ), false, 'org:' . $source . ':' . $source_id . ':' . md5( $recipient ), __( 'Open the dashboard', 'eventsmith' ) ) )->to_row();
		}
		if ( array() !== $this->queue->add( $messages, 0 ) ) {
			$this->cron->schedule();
		}
	}

	/**
	 * Who hears about a registration: the chosen address, or the e-mail address of each
	 * organizer attached to the event (an occurrence without its own: its series').
	 *
	 * @param int $event_id The event.
	 * @return list<string>
	 */
	private function recipients( int $event_id ): array {
		$settings = $this->settings->all();
		if ( OrganizerNotice::TO_ADDRESS === ( $settings['organizer_notify_to'] ?? '' ) ) {
			$address = (string) ( $settings['organizer_notify_address'] ?? '' );
			return '' !== $address && is_email( $address ) ? array( $address ) : array();
		}
		$key        = EventMeta::key( 'organizers' );
		$organizers = (array) get_post_meta( $event_id, $key, true );
		$parent     = (int) wp_get_post_parent_id( $event_id );
		if ( array() === array_filter( $organizers ) && $parent > 0 ) {
			$organizers = (array) get_post_meta( $parent, $key, true );
		}
		$addresses = array();
		foreach ( array_map( 'intval', $organizers ) as $person ) {
			$email = strtolower( trim( (string) get_post_meta( $person, SpeakerRepository::META_EMAIL, true ) ) );
			$roles = SpeakerRoles::known( get_post_meta( $person, SpeakerRepository::META_ROLES ) );
			if ( $person > 0 && 'publish' === get_post_status( $person ) && in_array( 'organizer', $roles, true ) && is_email( $email ) && OrganizerNotice::is_single_address( $email ) ) {
				$addresses[ $email ] = $email;
			}
		}
		return array_values( $addresses );
	}

	/**
	 * The event's title and start, as the e-mails show them.
	 *
	 * @param int $event_id The event.
	 * @return array{title: string, date: string}
	 */
	private function event_texts( int $event_id ): array {
		$date = EventStartText::of( $this->events, $event_id );
		return array(
			'title' => html_entity_decode( get_the_title( $event_id ), ENT_QUOTES, 'UTF-8' ),
			'date'  => $date,
		);
	}

	/**
	 * The chosen mode.
	 */
	private function mode(): string {
		return (string) ( $this->settings->all()['organizer_notify'] ?? OrganizerNotice::OFF );
	}

	/**
	 * Whether registrations still wait for a digest.
	 */
	private function digest_waiting(): bool {
		return $this->digest->has_waiting();
	}
}
