<?php
/**
 * Queues the automatic reminders of events that start soon.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Domain\Mail\ReminderRule;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every quarter of an hour WP-Cron looks at the occurrences (and single events)
 * that start within the longest reminder window, asks each for its hours (its
 * own setting, its series' setting, or the site default) and queues one reminder
 * per active attendee with an e-mail address. The queue's unique dedupe key
 * makes a second run (or two racing runs) add nothing; the queue sends, retries
 * with its backoff and records failures.
 *
 * A run reads at most MAILS_PER_RUN attendees, in id order from where the
 * event's last run stopped (CURSOR_META), so an event of 10,000 tickets does
 * not hold one PHP process for its whole list: when the budget is spent, the
 * next batch runs a few seconds later (CONTINUE_HOOK), and so on until every
 * due reminder is queued. Attendees who join later are read by a later run.
 */
final class ReminderScheduler {

	public const HOOK          = 'eventsmith_reminders_run';
	public const CONTINUE_HOOK = 'eventsmith_reminders_continue';
	public const INTERVAL      = 'eventsmith_quarter_hour';
	public const KIND          = 'event_reminder';

	/** Attendees one run reads (and queues a reminder for). */
	public const MAILS_PER_RUN = 500;

	/** Post meta of an event: the id of the last attendee a run has read. */
	public const CURSOR_META = '_eventsmith_reminder_cursor';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Site settings.
	 * @param MailTexts          $texts    The subject and text the settings give.
	 * @param MailQueue          $queue    The mail queue.
	 * @param QueueCron          $cron     Starts the queue's batches.
	 */
	public function __construct( private SettingsRepository $settings, private MailTexts $texts, private MailQueue $queue, private QueueCron $cron ) {}

	/**
	 * Adds the cron interval, the job, and keeps the job scheduled.
	 */
	public function register_hooks(): void {
		add_filter( 'cron_schedules', array( $this, 'add_interval' ) ); // phpcs:ignore WordPress.WP.CronInterval.ChangeDetected -- a quarter of an hour.
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( self::CONTINUE_HOOK, array( $this, 'run' ) );
		add_action( 'init', array( $this, 'ensure_scheduled' ) );
	}

	/**
	 * The quarter-hour interval.
	 *
	 * @param array<string, array{interval: int, display: string}> $schedules Intervals.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public function add_interval( array $schedules ): array {
		$schedules[ self::INTERVAL ] = array(
			'interval' => 15 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every 15 minutes', 'eventsmith' ),
		);
		return $schedules;
	}

	/**
	 * Schedules the job once.
	 */
	public function ensure_scheduled(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + MINUTE_IN_SECONDS, self::INTERVAL, self::HOOK );
		}
	}

	/**
	 * Queues the reminders that are due now.
	 *
	 * @param int|null $now Unix time (null: now).
	 * @return int How many reminders were queued by this run.
	 */
	public function run( ?int $now = null ): int {
		$now_at  = new \DateTimeImmutable( '@' . ( $now ?? time() ) );
		$default = ReminderRule::hours( (string) ( $this->settings->all()['reminder_hours'] ?? ReminderRule::OFF ), 0 );
		$queued  = 0;
		/**
		 * How many attendees one run of the reminders reads (default 500, at least 1).
		 *
		 * @param int $size Attendees per run.
		 */
		$budget = max( 1, (int) apply_filters( 'eventsmith_reminders_per_run', self::MAILS_PER_RUN ) );
		foreach ( $this->upcoming( $now_at ) as $occurrence ) {
			$hours = ReminderRule::hours( $this->setting_of( $occurrence['event_id'], $occurrence['parent_id'] ), $default );
			$start = new \DateTimeImmutable( $occurrence['start_utc'], new \DateTimeZone( 'UTC' ) );
			if ( ! ReminderRule::due( $start, $now_at, $hours ) || $this->cancelled( $occurrence['event_id'], $occurrence['parent_id'] ) ) {
				continue;
			}
			list( $read, $added ) = $this->queue_for( $occurrence['event_id'], $budget );
			$queued              += $added;
			$budget              -= $read;
			if ( $budget <= 0 ) {
				// More may be due: the next batch runs shortly, not in a quarter of an hour.
				if ( false === wp_next_scheduled( self::CONTINUE_HOOK ) ) {
					wp_schedule_single_event( time() + 5, self::CONTINUE_HOOK );
				}
				break;
			}
		}
		if ( $queued > 0 ) {
			$this->cron->schedule();
		}
		return $queued;
	}

	/**
	 * Published occurrences and single events that start within the longest window.
	 *
	 * @param \DateTimeImmutable $now Now.
	 * @return list<array{event_id: int, parent_id: int, start_utc: string}>
	 */
	private function upcoming( \DateTimeImmutable $now ): array {
		global $wpdb;
		$table = Tables::event_index();
		$until = $now->modify( '+' . ReminderRule::MAX_HOURS . ' hours' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT event_id, parent_id, start_utc FROM {$table} WHERE is_draft = 0 AND start_utc > %s AND start_utc <= %s ORDER BY start_utc LIMIT 500", $now->format( 'Y-m-d H:i:s' ), $until->format( 'Y-m-d H:i:s' ) ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'event_id'  => (int) $row['event_id'],
				'parent_id' => (int) $row['parent_id'],
				'start_utc' => (string) $row['start_utc'],
			),
			$rows
		);
	}

	/**
	 * The reminder setting of an occurrence: its own, else its series'.
	 *
	 * @param int $event_id  The occurrence or event.
	 * @param int $parent_id Its series (0: none).
	 */
	private function setting_of( int $event_id, int $parent_id ): string {
		$own = (string) get_post_meta( $event_id, EventMeta::key( 'reminder_hours' ), true );
		if ( ReminderRule::INHERIT === $own && $parent_id > 0 ) {
			return (string) get_post_meta( $parent_id, EventMeta::key( 'reminder_hours' ), true );
		}
		return $own;
	}

	/**
	 * Whether the occurrence or its series is called off.
	 *
	 * @param int $event_id  The occurrence or event.
	 * @param int $parent_id Its series (0: none).
	 */
	private function cancelled( int $event_id, int $parent_id ): bool {
		$key = EventMeta::key( 'cancelled' );
		return (bool) get_post_meta( $event_id, $key, true ) || ( $parent_id > 0 && (bool) get_post_meta( $parent_id, $key, true ) );
	}

	/**
	 * Queues one reminder per active attendee of an occurrence not read by an
	 * earlier run, at most `$limit` of them (those already queued add nothing).
	 *
	 * @param int $event_id The occurrence or event the attendees booked.
	 * @param int $limit    Most attendees to read.
	 * @return array{0: int, 1: int} Attendees read, and reminders new in the queue.
	 */
	private function queue_for( int $event_id, int $limit ): array {
		global $wpdb;
		$table  = Tables::attendees();
		$cursor = (int) get_post_meta( $event_id, self::CURSOR_META, true );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Table name from Tables.
		$attendees = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, name, email, ticket_code FROM {$table} WHERE event_id = %d AND status = %s AND id > %d ORDER BY id LIMIT %d", $event_id, 'active', $cursor, $limit ), ARRAY_A );
		if ( array() === $attendees ) {
			return array( 0, 0 );
		}
		$messages = array();
		foreach ( $attendees as $attendee ) {
			if ( ! is_email( (string) $attendee['email'] ) ) {
				continue;
			}
			$ticket     = TicketLinks::page( (string) $attendee['ticket_code'] );
			$mail       = $this->texts->compose(
				MailKind::EventReminder,
				$event_id,
				array(
					'attendee_name' => (string) $attendee['name'],
					'ticket_link'   => $ticket,
				)
			);
			$messages[] = ( new MailMessage( (string) $attendee['email'], $mail['subject'], $mail['body'], self::KIND, $event_id, $ticket, false, ReminderRule::dedupe_key( $event_id, (int) $attendee['id'] ), '', $mail['links'] ) )->to_row();
		}
		$added = array() === $messages ? 0 : count( $this->queue->add( $messages, 0 ) );
		// After the queue has them: a run that stops before this reads them again, and their dedupe keys add nothing.
		update_post_meta( $event_id, self::CURSOR_META, (int) end( $attendees )['id'] );
		return array( count( $attendees ), $added );
	}
}
