<?php
/**
 * Streams a CSV download in chunks.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

use Eventsmith\Domain\Export\SpreadsheetCell;

defined( 'ABSPATH' ) || exit;

/**
 * Sends a CSV file to the browser as it is read: rows come in keyset chunks
 * (`id > last id ORDER BY id LIMIT n`), are written and flushed, and are
 * forgotten, so memory stays flat however many rows there are. Every cell is
 * made formula-safe for spreadsheets.
 */
final class CsvStream {

	private const CHUNK = 1000;

	/**
	 * Sends the download and ends the request.
	 *
	 * @param string                                $filename File name offered to the browser.
	 * @param list<string>                          $header   Column titles.
	 * @param callable(int, int): list<object>      $chunk    Rows after an id (limit given), in id order; each has `id`.
	 * @param callable(object): list<mixed>         $cells    The cells of one row, in header order.
	 */
	public static function send( string $filename, array $header, callable $chunk, callable $cells ): void {
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $filename ) . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		// Output goes straight out: buffering 100,000 rows would hold them all in memory.
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}

		$out = fopen( 'php://output', 'w' );
		fputcsv( $out, array_map( array( self::class, 'cell' ), $header ) ); // Titles can be labels people typed.
		$after = 0;
		do {
			$rows = $chunk( $after, self::CHUNK );
			foreach ( $rows as $row ) {
				fputcsv( $out, array_map( array( self::class, 'cell' ), $cells( $row ) ) );
				$after = (int) $row->id;
			}
			flush();
		} while ( count( $rows ) === self::CHUNK );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- php://output.
		exit;
	}

	/**
	 * A cell that spreadsheets will not run as a formula (Domain\Export\SpreadsheetCell: a leading =, +, -, @, tab or CR gets a quote).
	 *
	 * @param mixed $value Value.
	 */
	public static function cell( mixed $value ): string {
		return SpreadsheetCell::safe( (string) $value );
	}
}
