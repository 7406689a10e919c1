<?php
/**
 * WP-CLI: wp eventsmith export <json|csv|ics> [--what=] [--file=].
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Cli;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Export\ExportRequest;
use Eventsmith\Infrastructure\Export\SiteExport;

defined( 'ABSPATH' ) || exit;

/**
 * Writes the site's export to a file or to standard output, batch by batch
 * (the same writer as GET /eventsmith/v2/export).
 */
final class ExportCommand {

	/**
	 * Constructor.
	 *
	 * @param SiteExport $export Writes the export.
	 */
	public function __construct( private SiteExport $export ) {}

	/**
	 * Adds the command to WP-CLI.
	 *
	 * @param SiteExport $export Writes the export.
	 */
	public static function register( SiteExport $export ): void {
		\WP_CLI::add_command( 'eventsmith export', new self( $export ) );
	}

	/**
	 * Exports events (with ticket types, speakers and schedules) or attendees (with their orders).
	 *
	 * ## OPTIONS
	 *
	 * <format>
	 * : json, csv or ics.
	 *
	 * [--what=<what>]
	 * : events, attendees or all (JSON only). Default: events; all for json.
	 *
	 * [--file=<file>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp eventsmith export json --file=site.json
	 *     wp eventsmith export csv --what=attendees > attendees.csv
	 *     wp eventsmith export ics --file=events.ics
	 *
	 * @param list<string>          $args       The format.
	 * @param array<string, string> $assoc_args what, file.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$format = $args[0] ?? '';
		try {
			$request = ExportRequest::from_input( $format, $assoc_args['what'] ?? ( 'json' === $format ? 'all' : 'events' ) );
		} catch ( DomainError $error ) {
			\WP_CLI::error( $error->getMessage() );
			return;
		}
		$file = (string) ( $assoc_args['file'] ?? '' );
		$out  = '' === $file ? STDOUT : fopen( $file, 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- streamed, batch by batch.
		if ( false === $out ) {
			\WP_CLI::error( sprintf( 'Cannot write to %s.', $file ) );
			return;
		}
		$this->export->write( $request, $out );
		if ( '' !== $file ) {
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- opened above.
			\WP_CLI::success( sprintf( 'Wrote %s (%s bytes).', $file, number_format_i18n( (float) filesize( $file ) ) ) );
		}
	}
}
