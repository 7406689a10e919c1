<?php
/**
 * Reads the Eventsmith export JSON v1 a line at a time.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Eventsmith;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * The exporter (Domain\Export\ExportStream) writes one record per line: the head and the
 * opening of the first list on the first line, then each record on its own line followed by
 * the punctuation that closes it (`,`, or `]` with the next lists' openings, or the closing
 * `}`). JSON never holds a raw line break inside a value, so a line is the record plus that
 * punctuation, and a 50 MB file is read with the memory of one record.
 */
final class ExportLines {

	public const FORMAT  = 'eventsmith';
	public const VERSION = 1;

	/**
	 * The head of the document from its first line, and what follows it on that line.
	 *
	 * @param string $line The first line.
	 * @return array{head: array<string, mixed>, rest: string}
	 * @throws DomainError Naming `file` when it is not an Eventsmith export of a version read here.
	 */
	public static function head( string $line ): array {
		$line = ltrim( $line, "\xEF\xBB\xBF \t" );
		$at   = strpos( $line, ',"events":[' );
		$head = false === $at ? null : json_decode( substr( $line, 0, $at ) . '}', true );
		if ( ! is_array( $head ) || self::FORMAT !== ( $head['format'] ?? null ) ) {
			throw DomainError::invalid( 'file', __( 'file is not an Eventsmith export: a JSON file exported by Eventsmith (format "eventsmith") is expected.', 'eventsmith' ) );
		}
		if ( self::VERSION !== ( $head['version'] ?? null ) ) {
			/* translators: %s: the version the file names. */
			throw DomainError::invalid( 'file', sprintf( __( 'file is an Eventsmith export of version %s; this site reads version 1.', 'eventsmith' ), is_scalar( $head['version'] ?? null ) ? (string) $head['version'] : '?' ) );
		}
		return array(
			'head' => $head,
			'rest' => substr( rtrim( $line, "\r\n" ), $at + 1 ),
		);
	}

	/**
	 * The record a line holds, and the list the next line belongs to.
	 *
	 * @param string $line    The line (for the first, the head's rest: `"events":[…`).
	 * @param string $section The list the line starts in.
	 * @return array{record: string|null, section: string, start: string}|null The record's JSON
	 *         text (null when the line holds none), the list after the line, the list the record
	 *         is in; null when the line is not in the exporter's layout.
	 */
	public static function split( string $line, string $section ): ?array {
		$text = rtrim( $line, "\r\n \t" );
		// What comes before a record: the head line's rest (`events[`), or nothing.
		while ( '' !== $text && '{' !== $text[0] ) {
			if ( 1 !== preg_match( '/^(?:[\],}]|"([a-z_]+)":\[)/', $text, $token ) ) {
				return null;
			}
			if ( isset( $token[1] ) && '' !== $token[1] ) {
				$section = $token[1];
			}
			$text = substr( $text, strlen( $token[0] ) );
		}
		if ( '' === $text ) {
			return array(
				'record'  => null,
				'section' => $section,
				'start'   => $section,
			);
		}
		if ( 1 !== preg_match( '/^(\{.*\})([,\]](?:[,\]}]|"[a-z_]+":\[)*)$/s', $text, $parts ) ) {
			return null;
		}
		$after = $section;
		if ( preg_match_all( '/"([a-z_]+)":\[/', $parts[2], $names ) ) {
			$after = (string) end( $names[1] );
		}
		return array(
			'record'  => $parts[1],
			'section' => $after,
			'start'   => $section,
		);
	}
}
