<?php
/**
 * Writes an export as it is read, batch by batch.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Export;

defined( 'ABSPATH' ) || exit;

/**
 * The loop every export runs: ask for the records after the last id seen
 * (keyset paging, `id > last ORDER BY id LIMIT n`), hand each to the writer,
 * forget the batch, ask again until a batch comes back short. Memory holds one
 * batch, whatever the size of the site.
 */
final class ExportStream {

	/**
	 * Records one by one, read in batches.
	 *
	 * @param callable(int, int): list<array<string, mixed>> $batch Records after an id (limit given), in id order; each has `id`.
	 * @param int                                            $size  Records per batch.
	 * @return \Generator<int, array<string, mixed>>
	 */
	public static function records( callable $batch, int $size ): \Generator {
		$after = 0;
		do {
			$records = $batch( $after, $size );
			foreach ( $records as $record ) {
				yield $record;
				$after = max( $after, (int) $record['id'] );
			}
			$count = count( $records );
			unset( $records );
		} while ( $count >= $size );
	}

	/**
	 * A JSON document: the head's fields, then each section's records as an array.
	 *
	 * @param array<string, mixed>                                        $head     Head (ExportFormat::head()).
	 * @param array<string, callable(int, int): list<array<string, mixed>>> $sections Name => batch reader (a section left out is written empty).
	 * @param callable(string): void                                      $write    Takes the next piece of text.
	 * @param int                                                         $size     Records per batch.
	 */
	public static function json( array $head, array $sections, callable $write, int $size ): void {
		$flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION | JSON_INVALID_UTF8_SUBSTITUTE;
		$text  = (string) json_encode( $head, $flags );
		$write( substr( $text, 0, -1 ) );
		foreach ( ExportFormat::SECTIONS as $name ) {
			$write( ',' . json_encode( $name ) . ':[' );
			$first = true;
			if ( isset( $sections[ $name ] ) ) {
				foreach ( self::records( $sections[ $name ], $size ) as $record ) {
					$write( ( $first ? "\n" : ",\n" ) . json_encode( $record, $flags ) );
					$first = false;
				}
			}
			$write( ']' );
		}
		$write( "}\n" );
	}
}
