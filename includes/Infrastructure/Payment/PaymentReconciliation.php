<?php
/**
 * The sweep for webhooks that never come.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Payment;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\ReconcilesPayments;
use Eventsmith\Infrastructure\Database\WindowCounter;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\PendingOrders;

defined( 'ABSPATH' ) || exit;

/**
 * Every five minutes (WP-Cron, `eventsmith_reconcile_payments`) the orders still pending after
 * their seat hold, placed with a gateway that can be asked (ReconcilesPayments), are asked about at
 * their provider, BATCH per run: a paid one is completed by its gateway as its webhook would have
 * (or takes the late-payment path), an unpaid one that can no longer be paid is released, an unknown
 * one is asked again next run (and released by the unpaid-order sweep a day after its hold, should
 * the provider never answer). So no order stays pending forever. Each order is claimed for a few
 * minutes through an atomic counter in the shared database before it is asked, so two servers
 * running the sweep at once never ask about the same order twice; completing and releasing are
 * conditional updates besides.
 */
final class PaymentReconciliation {

	public const HOOK      = 'eventsmith_reconcile_payments';
	private const INTERVAL = 'eventsmith_five_minutes';

	/** Orders asked about per run. */
	public const BATCH = 25;

	/** Seconds an order stays claimed by the run that asks about it. */
	private const CLAIM_SECONDS = 240;

	/**
	 * Constructor.
	 *
	 * @param PaymentGateways $gateways Payment methods.
	 * @param PendingOrders   $pending  Finds and releases unpaid orders.
	 * @param BookingService  $bookings Reads orders.
	 * @param WindowCounter   $claims   Atomic claims shared by every server.
	 */
	public function __construct(
		private PaymentGateways $gateways,
		private PendingOrders $pending,
		private BookingService $bookings,
		private WindowCounter $claims = new WindowCounter()
	) {}

	/**
	 * Adds the schedule and its handler; schedules the first run.
	 */
	public function register_hooks(): void {
		add_filter( 'cron_schedules', array( $this, 'add_interval' ) );
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'init', array( $this, 'schedule' ) );
	}

	/**
	 * The five-minute interval (the same one the unpaid-order sweep adds).
	 *
	 * @param mixed $schedules Schedules.
	 * @return array<string, mixed>
	 */
	public function add_interval( $schedules ): array {
		$schedules = is_array( $schedules ) ? $schedules : array();
		if ( ! isset( $schedules[ self::INTERVAL ] ) ) {
			$schedules[ self::INTERVAL ] = array(
				'interval' => 5 * MINUTE_IN_SECONDS,
				'display'  => __( 'Every five minutes', 'eventsmith' ),
			);
		}
		return $schedules;
	}

	/**
	 * Schedules the sweep once.
	 */
	public function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, self::INTERVAL, self::HOOK );
		}
	}

	/**
	 * Asks the providers about overdue pending orders.
	 *
	 * @return array{asked: int, paid: int, released: int, unknown: int} What this run did.
	 */
	public function run(): array {
		$done      = array(
			'asked'    => 0,
			'paid'     => 0,
			'released' => 0,
			'unknown'  => 0,
		);
		$reconcile = $this->gateways->reconciling();
		$now       = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		foreach ( $this->pending->overdue( $now, array_keys( $reconcile ), self::BATCH ) as $id ) {
			if ( 1 !== $this->claims->hit( 'eventsmith_reconcile_payment:' . $id, self::CLAIM_SECONDS ) ) {
				continue; // Another server's run is asking about it.
			}
			try {
				$booking = $this->bookings->get( $id );
			} catch ( DomainError ) {
				continue;
			}
			$gateway = $reconcile[ (string) $booking['payment_method'] ] ?? null;
			if ( null === $gateway || 'pending' !== $booking['status'] ) {
				continue;
			}
			++$done['asked'];
			$answer = $gateway->reconcile( $booking );
			if ( ReconcilesPayments::PAID === $answer ) {
				++$done['paid'];
			} elseif ( ReconcilesPayments::UNPAID === $answer ) {
				$done['released'] += $this->pending->release_now( $id ) ? 1 : 0;
			} else {
				++$done['unknown'];
			}
		}
		return $done;
	}
}
