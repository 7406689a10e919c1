<?php
/**
 * Test-only helpers: an extender listening to Eventsmith's hooks. Records
 * each before/after action with what it was given, and can refuse
 * check-ins, so tests see the hooks as an add-on would.
 * Loaded by eventsmith-test-helpers.php.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/eventsmith-test-api.php';

const EVENTSMITH_TEST_HOOK_LOG = 'eventsmith_test_hook_log';

/**
 * Appends one fired hook to the log.
 *
 * @param string               $hook Hook name.
 * @param array<string, mixed> $seen What the listener was given, summarised.
 */
function eventsmith_test_log_hook( string $hook, array $seen ): void {
	if ( ! get_option( 'eventsmith_test_hook_recording' ) ) {
		return;
	}
	$log   = get_option( EVENTSMITH_TEST_HOOK_LOG, array() );
	$log[] = array( 'hook' => $hook ) + $seen;
	update_option( EVENTSMITH_TEST_HOOK_LOG, $log, false );
}

/**
 * Refuses a booking or RSVP (as an add-on would, by throwing) when the address is the one set with {refuse_email}.
 *
 * @param string $email The buyer's or first attendee's address.
 * @throws \Eventsmith\Domain\DomainError When it is.
 */
function eventsmith_test_refuse_for( string $email ): void {
	$refused = (string) get_option( 'eventsmith_test_refuse_email', '' );
	if ( '' !== $refused && strtolower( $email ) === $refused ) {
		throw new \Eventsmith\Domain\DomainError( 'eventsmith_test_refused', 'Refused by an add-on.', \Eventsmith\Domain\DomainError::CONFLICT );
	}
}

add_action(
	'eventsmith_before_checkin',
	static function ( object $attendee, int $user_id, string $device ): void {
		eventsmith_test_log_hook( 'eventsmith_before_checkin', array( 'attendee_id' => (int) $attendee->id, 'user_id' => $user_id, 'device' => $device ) );
		if ( get_option( 'eventsmith_test_hook_recording' ) && get_option( 'eventsmith_test_refuse_checkin' ) ) {
			throw new \Eventsmith\Domain\DomainError( 'eventsmith_test_refused', 'Refused by an add-on.', \Eventsmith\Domain\DomainError::CONFLICT );
		}
	},
	10,
	3
);
add_action(
	'eventsmith_after_checkin',
	static function ( \Eventsmith\Domain\Checkin\Verification $verification, object $attendee, int $user_id ): void {
		eventsmith_test_log_hook( 'eventsmith_after_checkin', array( 'attendee_id' => (int) $attendee->id, 'user_id' => $user_id, 'status_code' => $verification->status_code ) );
	},
	10,
	3
);
add_action(
	'eventsmith_before_rsvp',
	static function ( int $event_id, \Eventsmith\Domain\Rsvp\RsvpSubmission $submission, string $source = '' ): void {
		eventsmith_test_log_hook( 'eventsmith_before_rsvp', array( 'event_id' => $event_id, 'going' => $submission->going, 'attendees' => count( $submission->attendees ), 'source' => $source ) );
		eventsmith_test_refuse_for( $submission->attendees[0]['email'] ?? '' );
	},
	10,
	3
);
add_action(
	'eventsmith_after_rsvp',
	static function ( array $stored, int $event_id, $submission = null, string $source = '' ): void {
		eventsmith_test_log_hook( 'eventsmith_after_rsvp', array( 'event_id' => $event_id, 'response_id' => (int) $stored['id'], 'tickets' => count( $stored['tickets'] ), 'source' => $source ) );
	},
	10,
	4
);
add_action(
	'eventsmith_before_booking',
	static function ( int $event_id, \Eventsmith\Domain\Ticket\TicketOrder $order, \Eventsmith\Domain\Ticket\TicketBuyer $buyer, string $source = '' ): void {
		eventsmith_test_log_hook( 'eventsmith_before_booking', array( 'event_id' => $event_id, 'quantity' => $order->quantity(), 'source' => $source ) );
		eventsmith_test_refuse_for( $buyer->email );
	},
	10,
	4
);
add_action(
	'eventsmith_after_booking',
	static function ( array $booking, int $event_id, $order = null, string $source = '' ): void {
		eventsmith_test_log_hook( 'eventsmith_after_booking', array( 'event_id' => $event_id, 'booking_id' => (int) $booking['booking_id'], 'status' => (string) $booking['status'], 'source' => $source ) );
	},
	10,
	4
);
foreach ( array( 'eventsmith_before_refund', 'eventsmith_after_refund' ) as $eventsmith_test_hook ) {
	add_action(
		$eventsmith_test_hook,
		static function ( array $booking ) use ( $eventsmith_test_hook ): void {
			eventsmith_test_log_hook( $eventsmith_test_hook, array( 'booking_id' => (int) $booking['id'], 'status' => (string) $booking['status'] ) );
		}
	);
}

add_filter(
	'eventsmith_mail_content',
	static function ( array $mail, string $kind, int $event_id ): array {
		if ( get_option( 'eventsmith_test_hook_recording' ) ) {
			$mail['subject'] .= " [{$kind} #{$event_id}]";
			$mail['body']    .= "\nSent with an add-on's footer.\n";
		}
		return $mail;
	},
	10,
	3
);

// An add-on closing registration for one event (the `close_registration` event id), whatever the policy answered.
add_filter(
	'eventsmith_registration_policy',
	static function ( mixed $answer, string $kind, int $event_id ): mixed {
		unset( $kind );
		if ( $answer instanceof \Eventsmith\Domain\Registration\RegistrationAnswer && $event_id === (int) get_option( 'eventsmith_test_close_registration', 0 ) ) {
			return $answer->with( 'closed', 'Registration is closed by an add-on.', $answer->places_left );
		}
		return $answer;
	},
	10,
	3
);

// The hooks fired since the log was last cleared, and whether eventsmith_loaded ran in this request with the wired services.
eventsmith_test_route(
	'/hooks',
	'GET',
	static fn(): array => array(
		'log'    => get_option( EVENTSMITH_TEST_HOOK_LOG, array() ),
		'loaded' => did_action( 'eventsmith_loaded' ),
		'wired'  => $GLOBALS['eventsmith_test_wired'] ?? 0,
	)
);
// Clears the log; {record: true} starts recording (off by default, so other suites pay nothing), {refuse_checkin: true} makes the listener refuse check-ins, {refuse_email: address} bookings and RSVPs for that address (recording or not), {close_registration: <event id>} closes that event's registration through the filter (0 or absent: none).
eventsmith_test_route(
	'/hooks',
	'DELETE',
	static function ( WP_REST_Request $request ): array {
		delete_option( EVENTSMITH_TEST_HOOK_LOG );
		update_option( 'eventsmith_test_hook_recording', (bool) $request['record'], false );
		update_option( 'eventsmith_test_refuse_checkin', (bool) $request['refuse_checkin'], false );
		update_option( 'eventsmith_test_refuse_email', strtolower( (string) $request['refuse_email'] ), false );
		update_option( 'eventsmith_test_close_registration', (int) $request['close_registration'], false );
		return array( 'cleared' => true );
	}
);
add_action(
	'eventsmith_loaded',
	static function ( array $areas ): void {
		$GLOBALS['eventsmith_test_wired'] = count( $areas );
	}
);
