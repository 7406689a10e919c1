<?php
/**
 * WP-CLI: `wp eventsmith seed`.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Cli;

use Eventsmith\Infrastructure\Demo\DemoSeeder;

defined( 'ABSPATH' ) || exit;

/**
 * Seeds demo content on a real site.
 */
final class SeedCommand {

	/**
	 * Constructor.
	 *
	 * @param DemoSeeder $seeder The seeding service.
	 */
	public function __construct( private DemoSeeder $seeder ) {}

	/**
	 * Adds the command to WP-CLI.
	 *
	 * @param DemoSeeder $seeder The seeding service.
	 */
	public static function register( DemoSeeder $seeder ): void {
		\WP_CLI::add_command( 'eventsmith seed', new self( $seeder ) );
	}

	/**
	 * Creates the demo content that is missing. Running it again changes nothing,
	 * except that --events adds that many more events each time.
	 *
	 * ## OPTIONS
	 *
	 * [--events=<count>]
	 * : Also add this many events in bulk (for benchmarks).
	 *
	 * ## EXAMPLES
	 *
	 *     wp eventsmith seed
	 *     wp eventsmith seed --events=100000
	 *
	 * @param list<string>          $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Named arguments.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$created = $this->seeder->seed( array( 'events' => (int) ( $assoc_args['events'] ?? 0 ) ) );
		foreach ( $created as $kind => $count ) {
			\WP_CLI::log( sprintf( '%s: %d created', $kind, $count ) );
		}
		\WP_CLI::success( 'Demo content is in place.' );
	}
}
