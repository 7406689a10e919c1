<?php
/**
 * Names of the plugin's custom tables.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Database;

defined( 'ABSPATH' ) || exit;

/**
 * One place that knows the prefixed table names.
 */
final class Tables {

	/**
	 * The event index table (one row per event or occurrence).
	 */
	public static function event_index(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_event_index';
	}

	/**
	 * Three-character pieces of indexed event titles (title search).
	 */
	public static function event_title_grams(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_event_title_grams';
	}

	/**
	 * Capacity counters, one row per scope.
	 */
	public static function capacity(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_capacity';
	}

	/**
	 * Attendees (one per ticket).
	 */
	public static function attendees(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_attendees';
	}

	/**
	 * The check-in log.
	 */
	public static function checkins(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_checkins';
	}

	/**
	 * RSVP responses.
	 */
	public static function rsvp_responses(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_rsvp_responses';
	}

	/**
	 * RSVP invitations and reminders sent.
	 */
	public static function invitations(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_invitations';
	}

	/**
	 * Bookings (orders).
	 */
	public static function bookings(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_bookings';
	}

	/**
	 * Ticket types of events.
	 */
	public static function ticket_types(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_ticket_types';
	}

	/**
	 * Rate-limit counters (one row per visitor, event and window).
	 */
	public static function rate_limits(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_rate_limits';
	}

	/**
	 * Scans made offline and uploaded later (one row per device scan id).
	 */
	public static function offline_scans(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_offline_scans';
	}

	/**
	 * Messages waiting to be mailed in the background.
	 */
	public static function mail_queue(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_mail_queue';
	}

	/**
	 * Waitlists of sold-out ticket types and full RSVP events.
	 */
	public static function waitlist(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_waitlist';
	}

	/**
	 * Registrations waiting for the organizers' daily digest.
	 */
	public static function organizer_digest(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_organizer_digest';
	}

	/**
	 * Discount codes (their uses are counted in the capacity ledger).
	 */
	public static function discount_codes(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_discount_codes';
	}

	/**
	 * Payment providers' webhook events already handled (one row per provider event id).
	 */
	public static function payment_events(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_payment_events';
	}

	/**
	 * Import runs (source, status, position, counts, report).
	 */
	public static function imports(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_imports';
	}

	/**
	 * Where imported objects came from (source kind and id ↔ object), and which run created them.
	 */
	public static function import_origins(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventsmith_import_origins';
	}

	/**
	 * Every custom table, for uninstall.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		return array( self::event_index(), self::event_title_grams(), self::capacity(), self::attendees(), self::checkins(), self::rsvp_responses(), self::invitations(), self::bookings(), self::ticket_types(), self::rate_limits(), self::offline_scans(), self::mail_queue(), self::waitlist(), self::organizer_digest(), self::discount_codes(), self::payment_events(), self::imports(), self::import_origins() );
	}
}
