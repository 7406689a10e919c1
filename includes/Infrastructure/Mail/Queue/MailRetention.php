<?php
/**
 * The mail queue's daily clean-up.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail\Queue;

use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Once a day: sent messages older than `mail_body_days` (7) lose their
 * text and button address, and sent or failed messages older than
 * `mail_keep_days` (90) are deleted. Each run works in batches of BATCH
 * rows, at most MAX_BATCHES of each; when rows remain it asks WP-Cron for
 * another run in a minute, so a large backlog never holds one request long.
 */
final class MailRetention {

	public const HOOK = 'eventsmith_mail_retention';

	public const BATCH       = 500;
	public const MAX_BATCHES = 10;

	/**
	 * Constructor.
	 *
	 * @param MailQueueRecords   $records  The queue's rows.
	 * @param SettingsRepository $settings Holds the two periods.
	 */
	public function __construct( private MailQueueRecords $records, private SettingsRepository $settings ) {}

	/**
	 * Adds the job and keeps it scheduled daily.
	 */
	public function register_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'init', array( $this, 'schedule' ) );
	}

	/**
	 * Schedules the daily run once.
	 */
	public function schedule(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * One run (WP-Cron's job).
	 *
	 * @return array{emptied: int, deleted: int, more: bool}
	 */
	public function run(): array {
		return $this->run_at( time() );
	}

	/**
	 * One run as of a moment.
	 *
	 * @param int $now Unix time.
	 * @return array{emptied: int, deleted: int, more: bool}
	 */
	public function run_at( int $now ): array {
		$settings = $this->settings->all();
		$emptied  = $this->batches( fn(): int => $this->records->forget_bodies( self::ago( $now, (int) $settings['mail_body_days'] ), self::BATCH ) );
		$deleted  = $this->batches( fn(): int => $this->records->delete_finished( self::ago( $now, (int) $settings['mail_keep_days'] ), self::BATCH ) );
		$more     = $emptied['more'] || $deleted['more'];
		if ( $more ) {
			wp_schedule_single_event( $now + MINUTE_IN_SECONDS, self::HOOK );
		}
		return array(
			'emptied' => $emptied['rows'],
			'deleted' => $deleted['rows'],
			'more'    => $more,
		);
	}

	/**
	 * Runs one bounded write until it finds less than a batch, at most MAX_BATCHES times.
	 *
	 * @param callable(): int $batch One batch; answers the rows it changed.
	 * @return array{rows: int, more: bool}
	 */
	private function batches( callable $batch ): array {
		$rows = 0;
		for ( $n = 0; $n < self::MAX_BATCHES; $n++ ) {
			$done  = $batch();
			$rows += $done;
			if ( $done < self::BATCH ) {
				return array(
					'rows' => $rows,
					'more' => false,
				);
			}
		}
		return array(
			'rows' => $rows,
			'more' => true,
		);
	}

	/**
	 * The UTC moment some days before now.
	 *
	 * @param int $now  Unix time.
	 * @param int $days Days.
	 */
	private static function ago( int $now, int $days ): string {
		return gmdate( 'Y-m-d H:i:s', $now - max( 1, $days ) * DAY_IN_SECONDS );
	}
}
