<?php
/**
 * The scheduled release of unpaid orders whose hold time has ended.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Infrastructure\Payment\PaymentGateways;

defined( 'ABSPATH' ) || exit;

/**
 * Every five minutes WP-Cron gives back the seats of pending orders past their `expires_at`
 * (checkout also sweeps before it takes seats, so a site with little traffic never sells out
 * because of abandoned orders). Orders of a gateway whose provider can be asked are left to the
 * payment sweep (Infrastructure\Payment\PaymentReconciliation) for a day after their hold.
 */
final class UnpaidOrderSweep {

	public const HOOK     = 'eventsmith_release_unpaid_orders';
	private const INTERVAL = 'eventsmith_five_minutes';

	/**
	 * Constructor.
	 *
	 * @param PendingOrders        $pending  Unpaid orders.
	 * @param PaymentGateways|null $gateways Payment methods (those the payment sweep asks about are left to it).
	 */
	public function __construct( private PendingOrders $pending, private ?PaymentGateways $gateways = null ) {}

	/**
	 * Adds the schedule and its handler; schedules the first run.
	 */
	public function register_hooks(): void {
		add_filter( 'cron_schedules', array( $this, 'add_interval' ) );
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'init', array( $this, 'schedule' ) );
	}

	/**
	 * The five-minute interval.
	 *
	 * @param array<string, array{interval: int, display: string}> $schedules Schedules.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public function add_interval( $schedules ): array {
		$schedules                   = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::INTERVAL ] = array(
			'interval' => 5 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every five minutes', 'eventsmith' ),
		);
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
	 * Releases what has expired.
	 */
	public function run(): void {
		$this->pending->release_expired( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ), null === $this->gateways ? array() : array_keys( $this->gateways->reconciling() ) );
	}
}
