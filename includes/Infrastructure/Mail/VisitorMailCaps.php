<?php
/**
 * Counts the e-mails visitors make the site send, per recipient and per site.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Domain\Mail\VisitorMailRules;
use Eventsmith\Infrastructure\Database\WindowCounter;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The settings `mail_recipient_hourly` and `mail_visitor_hourly` applied with
 * the shared, atomic hourly counters (WindowCounter), so they hold across web
 * servers. The rules are VisitorMailRules'.
 */
final class VisitorMailCaps {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Site settings.
	 * @param WindowCounter      $counter  Atomic counters.
	 */
	public function __construct( private SettingsRepository $settings, private WindowCounter $counter = new WindowCounter() ) {}

	/**
	 * Whether a message may be queued: false for a confirmation the address
	 * already got for this event within the hour (it is then not sent at all).
	 *
	 * @param MailMessage $message The message.
	 */
	public function admits( MailMessage $message ): bool {
		if ( ! VisitorMailRules::capped_per_recipient( $message->kind ) ) {
			return true;
		}
		$limit = $this->setting( 'mail_recipient_hourly', VisitorMailRules::DEFAULT_PER_RECIPIENT );
		if ( 0 === $limit ) {
			return true;
		}
		$hits = $this->counter->hit( VisitorMailRules::recipient_key( $message->to, $message->event_id ), VisitorMailRules::WINDOW );
		if ( ! VisitorMailRules::over( $hits, $limit ) ) {
			return true;
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's log is where mail questions are looked into.
		error_log( sprintf( 'Eventsmith: a "%s" e-mail for event #%d was not sent: that address already got %d within the hour (setting mail_recipient_hourly).', $message->kind, $message->event_id, $limit ) );
		return false;
	}

	/**
	 * Whether a queued message must wait because the site sent its hourly
	 * share of visitor-triggered mail; counts it when it may go.
	 *
	 * @param string $kind The message's kind.
	 */
	public function site_full( string $kind ): bool {
		if ( ! VisitorMailRules::visitor_triggered( $kind ) ) {
			return false;
		}
		$limit = $this->setting( 'mail_visitor_hourly', VisitorMailRules::DEFAULT_PER_SITE );
		return 0 !== $limit && VisitorMailRules::over( $this->counter->hit( 'mail-visitor-site', VisitorMailRules::WINDOW ), $limit );
	}

	/**
	 * A limit from the settings.
	 *
	 * @param string $key      Setting.
	 * @param int    $fallback Default.
	 */
	private function setting( string $key, int $fallback ): int {
		$value = $this->settings->all()[ $key ] ?? $fallback;
		$value = is_int( $value ) ? max( 0, $value ) : $fallback;
		/**
		 * Filters a cap on the e-mails visitors can make the site send (0: no cap).
		 *
		 * @param int    $limit The setting's value.
		 * @param string $key   `mail_recipient_hourly` (confirmations per address and event in an hour)
		 *                      or `mail_visitor_hourly` (visitor-triggered e-mails per hour for the site).
		 */
		return max( 0, (int) apply_filters( 'eventsmith_visitor_mail_limit', $value, $key ) );
	}
}
