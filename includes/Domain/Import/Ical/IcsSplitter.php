<?php
/**
 * Reads an .ics stream one component at a time.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Ical;

defined( 'ABSPATH' ) || exit;

/**
 * Cuts a calendar into its VEVENT and VTIMEZONE blocks without holding the
 * whole file: a batch starts at a byte offset, reads a few events and says
 * where the next batch starts. Each block keeps the line it starts on, so a
 * malformed event is reported by line, and is parsed on its own, so one bad
 * event never stops the rest.
 */
final class IcsSplitter {

	/**
	 * Constructor.
	 *
	 * @param resource $handle A readable stream.
	 */
	public function __construct( private $handle ) {}

	/**
	 * The next blocks from a position.
	 *
	 * @param int $offset Byte offset to start at (0, or a `next` value given before).
	 * @param int $line   Line number at that offset (1 at the start).
	 * @param int $limit  VEVENT blocks to return at most.
	 * @return array{blocks: list<array{kind: string, line: int, text: string}>, next: int, next_line: int, end: bool}
	 */
	public function read( int $offset, int $line, int $limit ): array {
		fseek( $this->handle, $offset );
		$blocks  = array();
		$events  = 0;
		$current = null;
		$depth   = 0;
		while ( $events < $limit ) {
			$raw = fgets( $this->handle );
			if ( false === $raw ) {
				break;
			}
			$number = $line++;
			$text   = rtrim( $raw, "\r\n" );
			$upper  = strtoupper( trim( $text ) );
			if ( null === $current ) {
				if ( 'BEGIN:VEVENT' === $upper || 'BEGIN:VTIMEZONE' === $upper ) {
					$current = array(
						'kind' => substr( $upper, 6 ),
						'line' => $number,
						'text' => $text . "\r\n",
					);
					$depth   = 1;
				}
				continue;
			}
			if ( 'BEGIN:VEVENT' === $upper && 'VEVENT' === $current['kind'] ) {
				// An event that never ended: report it and start the next one here.
				$blocks[] = array( 'kind' => 'BROKEN' ) + $current;
				++$events;
				$current = array(
					'kind' => 'VEVENT',
					'line' => $number,
					'text' => $text . "\r\n",
				);
				$depth   = 1;
				continue;
			}
			$current['text'] .= $text . "\r\n";
			if ( str_starts_with( $upper, 'BEGIN:' ) ) {
				++$depth;
			} elseif ( str_starts_with( $upper, 'END:' ) && 0 === --$depth ) {
				$blocks[] = $current;
				if ( 'VEVENT' === $current['kind'] ) {
					++$events;
				}
				$current = null;
			}
		}
		$end = false === $this->peek();
		if ( null !== $current ) {
			$blocks[] = array( 'kind' => 'BROKEN' ) + $current;
			$end      = true;
		}
		return array(
			'blocks'    => $blocks,
			'next'      => (int) ftell( $this->handle ),
			'next_line' => $line,
			'end'       => $end,
		);
	}

	/**
	 * A property of the calendar itself (such as X-WR-TIMEZONE), from the lines before its first
	 * event; '' when it has none there.
	 *
	 * @param string $name Property name.
	 */
	public function calendar_property( string $name ): string {
		fseek( $this->handle, 0 );
		$name  = strtoupper( $name );
		$depth = 0;
		for ( $read = 0; $read < 5000 && false !== ( $raw = fgets( $this->handle ) ); ++$read ) {
			$text  = rtrim( 0 === $read ? (string) preg_replace( '/^\xEF\xBB\xBF/', '', $raw ) : $raw, "\r\n" );
			$upper = strtoupper( trim( $text ) );
			if ( str_starts_with( $upper, 'BEGIN:' ) ) {
				if ( 1 === $depth && 'BEGIN:VTIMEZONE' !== $upper ) {
					break;
				}
				++$depth;
			} elseif ( str_starts_with( $upper, 'END:' ) ) {
				--$depth;
			} elseif ( 1 === $depth && 1 === preg_match( '/^' . preg_quote( $name, '/' ) . '[;:]/', $upper ) ) {
				$colon = strpos( $text, ':' );
				return false === $colon ? '' : trim( substr( $text, $colon + 1 ) );
			}
		}
		return '';
	}

	/**
	 * Whether anything but blank lines and the calendar's closing follows.
	 *
	 * @return string|false The next meaningful line, or false at the end.
	 */
	private function peek(): string|false {
		$position = ftell( $this->handle );
		$found    = false;
		while ( false !== ( $raw = fgets( $this->handle ) ) ) {
			$upper = strtoupper( trim( $raw ) );
			if ( '' !== $upper && 'END:VCALENDAR' !== $upper ) {
				$found = $raw;
				break;
			}
		}
		fseek( $this->handle, (int) $position );
		return $found;
	}
}
