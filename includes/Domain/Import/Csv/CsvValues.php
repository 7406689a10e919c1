<?php
/**
 * Reads dates, times, yes/no and numbers out of CSV cells.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Csv;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\Timezones;

defined( 'ABSPATH' ) || exit;

/**
 * Every reader names the column it read in its error, with the cell as given:
 * `start_date "31/02/2027" is not a date.` Dates: Y-m-d, ISO 8601 (a time in it is kept),
 * and day/month/year or month/day/year with `/`, `.` or `-` as the date format option says
 * (`auto` reads the order when one part is over 12 and refuses an ambiguous date).
 * Times: H:i, H:i:s, g:i a, g a.
 */
final class CsvValues {

	public const DATE_FORMATS = array( 'auto', 'd/m/Y', 'm/d/Y' );

	/**
	 * A date as Y-m-d, with the time of day when the cell is an ISO 8601 moment.
	 *
	 * @param string $column      Column header (for the message).
	 * @param string $cell        Cell.
	 * @param string $date_format auto, d/m/Y or m/d/Y.
	 * @return array{date: string, time: string} time '' when the cell has none.
	 * @throws DomainError Naming the column.
	 */
	public static function date( string $column, string $cell, string $date_format = 'auto' ): array {
		$text = trim( $cell );
		if ( 1 === preg_match( '/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/', $text, $parts ) ) {
			$date = self::ymd( (int) $parts[1], (int) $parts[2], (int) $parts[3] );
			$time = isset( $parts[4] ) && '' !== $parts[4] ? sprintf( '%02d:%s', (int) $parts[4], $parts[5] ) : '';
			if ( null !== $date && ( '' === $time || (int) $parts[4] < 24 ) ) {
				return array(
					'date' => $date,
					'time' => $time,
				);
			}
		} elseif ( 1 === preg_match( '#^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})$#', $text, $parts ) ) {
			$first  = (int) $parts[1];
			$second = (int) $parts[2];
			$order  = $date_format;
			if ( 'auto' === $order ) {
				$order = $first > 12 ? 'd/m/Y' : ( $second > 12 ? 'm/d/Y' : ( $first === $second ? 'd/m/Y' : '' ) );
			}
			if ( '' === $order ) {
				/* translators: 1: column header, 2: the cell. */
				throw DomainError::invalid( $column, sprintf( __( '%1$s "%2$s" could be day/month or month/day: choose the date format of the file.', 'eventsmith' ), $column, $cell ) );
			}
			$date = 'm/d/Y' === $order ? self::ymd( (int) $parts[3], $first, $second ) : self::ymd( (int) $parts[3], $second, $first );
			if ( null !== $date ) {
				return array(
					'date' => $date,
					'time' => '',
				);
			}
		}
		/* translators: 1: column header, 2: the cell. */
		throw DomainError::invalid( $column, sprintf( __( '%1$s "%2$s" is not a date.', 'eventsmith' ), $column, $cell ) );
	}

	/**
	 * A time of day as H:i.
	 *
	 * @param string $column Column header.
	 * @param string $cell   Cell: 14:30, 14:30:00, 2:30 pm, 2pm.
	 * @throws DomainError Naming the column.
	 */
	public static function time( string $column, string $cell ): string {
		$text = strtolower( trim( $cell ) );
		if ( 1 === preg_match( '/^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/', $text, $parts ) ) {
			$hour     = (int) $parts[1];
			$minute   = isset( $parts[2] ) && '' !== $parts[2] ? (int) $parts[2] : 0;
			$meridiem = isset( $parts[4] ) ? $parts[4][0] : '';
			$valid    = $minute < 60 && ( '' === $meridiem ? $hour < 24 && ( isset( $parts[2] ) && '' !== $parts[2] ) : $hour >= 1 && $hour <= 12 );
			if ( $valid ) {
				if ( 'a' === $meridiem ) {
					$hour = 12 === $hour ? 0 : $hour;
				} elseif ( 'p' === $meridiem ) {
					$hour = 12 === $hour ? 12 : $hour + 12;
				}
				return sprintf( '%02d:%02d', $hour, $minute );
			}
		}
		/* translators: 1: column header, 2: the cell. */
		throw DomainError::invalid( $column, sprintf( __( '%1$s "%2$s" is not a time (14:30 or 2:30 pm).', 'eventsmith' ), $column, $cell ) );
	}

	/**
	 * Yes or no: 1/0, yes/no, true/false, y/n, x or empty.
	 *
	 * @param string $column Column header.
	 * @param string $cell   Cell.
	 * @throws DomainError Naming the column.
	 */
	public static function flag( string $column, string $cell ): bool {
		$text = strtolower( trim( $cell ) );
		if ( in_array( $text, array( '1', 'yes', 'true', 'y', 'x', 'on' ), true ) ) {
			return true;
		}
		if ( in_array( $text, array( '', '0', 'no', 'false', 'n', 'off' ), true ) ) {
			return false;
		}
		/* translators: 1: column header, 2: the cell. */
		throw DomainError::invalid( $column, sprintf( __( '%1$s "%2$s" is not yes or no (1 or 0).', 'eventsmith' ), $column, $cell ) );
	}

	/**
	 * A capacity: empty or "unlimited" is −1, else a whole number of 0 or more.
	 *
	 * @param string $column Column header.
	 * @param string $cell   Cell.
	 * @throws DomainError Naming the column.
	 */
	public static function capacity( string $column, string $cell ): int {
		$text = strtolower( trim( $cell ) );
		if ( '' === $text || 'unlimited' === $text || '-1' === $text ) {
			return -1;
		}
		if ( 1 === preg_match( '/^\d{1,9}$/', $text ) ) {
			return (int) $text;
		}
		/* translators: 1: column header, 2: the cell. */
		throw DomainError::invalid( $column, sprintf( __( '%1$s "%2$s" is not a whole number (empty for unlimited).', 'eventsmith' ), $column, $cell ) );
	}

	/**
	 * A JSON cell (list or object); empty is null.
	 *
	 * @param string $column Column header.
	 * @param string $cell   Cell.
	 * @return array<mixed>|null
	 * @throws DomainError Naming the column.
	 */
	public static function json( string $column, string $cell ): ?array {
		if ( '' === trim( $cell ) ) {
			return null;
		}
		$value = json_decode( $cell, true );
		if ( ! is_array( $value ) ) {
			/* translators: 1: column header. */
			throw DomainError::invalid( $column, sprintf( __( '%s is not valid JSON.', 'eventsmith' ), $column ) );
		}
		return $value;
	}

	/**
	 * A list of names: JSON (`[{"name": …}]` as exported, or `["a", "b"]`) or comma-separated text.
	 *
	 * @param string $column Column header.
	 * @param string $cell   Cell.
	 * @return list<string>
	 * @throws DomainError Naming the column.
	 */
	public static function names( string $column, string $cell ): array {
		$text = trim( $cell );
		if ( str_starts_with( $text, '[' ) ) {
			$names = array();
			foreach ( (array) self::json( $column, $text ) as $item ) {
				$name    = is_array( $item ) ? (string) ( $item['name'] ?? '' ) : ( is_scalar( $item ) ? (string) $item : '' );
				$names[] = trim( $name );
			}
		} else {
			$names = array_map( 'trim', preg_split( '/[,|]/', $text ) ?: array() );
		}
		return array_values( array_unique( array_filter( $names, static fn( string $name ): bool => '' !== $name ) ) );
	}

	/**
	 * Terms (categories, tags) as the event writer takes them: the export's JSON
	 * (`[{"slug", "name", "parent"}]`) as it is, or names (JSON strings or comma-separated text).
	 *
	 * @param string $column Column header.
	 * @param string $cell   Cell.
	 * @return list<array<string, string>>
	 * @throws DomainError Naming the column.
	 */
	public static function terms( string $column, string $cell ): array {
		$text = trim( $cell );
		if ( str_starts_with( $text, '[' ) ) {
			$terms = array();
			foreach ( (array) self::json( $column, $text ) as $item ) {
				if ( is_array( $item ) && '' !== trim( (string) ( $item['slug'] ?? $item['name'] ?? '' ) ) ) {
					$terms[] = array_map( 'strval', array_intersect_key( $item, array_flip( array( 'slug', 'name', 'parent' ) ) ) );
				} elseif ( is_scalar( $item ) && '' !== trim( (string) $item ) ) {
					$terms[] = array( 'name' => trim( (string) $item ) );
				}
			}
			return $terms;
		}
		return array_map( static fn( string $name ): array => array( 'name' => $name ), self::names( $column, $text ) );
	}

	/**
	 * A list of dates (Y-m-d …), comma-separated.
	 *
	 * @param string $column      Column header.
	 * @param string $cell        Cell.
	 * @param string $date_format Date format option.
	 * @return list<string>
	 */
	public static function dates( string $column, string $cell, string $date_format ): array {
		$dates = array();
		foreach ( preg_split( '/[,;\s]+/', trim( $cell ) ) ?: array() as $part ) {
			if ( '' !== $part ) {
				$dates[] = self::date( $column, $part, $date_format )['date'];
			}
		}
		return $dates;
	}

	/**
	 * A moment as UTC ISO 8601 (`2027-03-02T17:05:00Z`), or null for an empty cell. A moment
	 * without an offset is read in the given timezone.
	 *
	 * @param string $column      Column header.
	 * @param string $cell        Cell.
	 * @param string $timezone    Timezone of moments without an offset.
	 * @param string $date_format Date format option.
	 * @throws DomainError Naming the column.
	 */
	public static function moment( string $column, string $cell, string $timezone, string $date_format = 'auto' ): ?string {
		$text = trim( $cell );
		if ( '' === $text ) {
			return null;
		}
		try {
			if ( 1 === preg_match( '/(Z|[+-]\d{2}:?\d{2})$/', $text ) && 1 === preg_match( '/^\d{4}-\d{2}-\d{2}T/', $text ) ) {
				$moment = new \DateTimeImmutable( $text );
			} else {
				$parts = preg_split( '/[T ]+/', $text, 2 ) ?: array( $text );
				$date  = self::date( $column, $parts[0], $date_format )['date'];
				$time  = isset( $parts[1] ) ? self::time( $column, $parts[1] ) : '00:00';
				$moment = new \DateTimeImmutable( $date . ' ' . $time, Timezones::parse( $timezone ) );
			}
		} catch ( DomainError $error ) {
			throw $error;
		} catch ( \Exception ) {
			/* translators: 1: column header, 2: the cell. */
			throw DomainError::invalid( $column, sprintf( __( '%1$s "%2$s" is not a date and time.', 'eventsmith' ), $column, $cell ) );
		}
		return $moment->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i:s\Z' );
	}

	/**
	 * Y-m-d of a real calendar date, or null.
	 *
	 * @param int $year  Year.
	 * @param int $month Month.
	 * @param int $day   Day.
	 */
	private static function ymd( int $year, int $month, int $day ): ?string {
		return $year >= 1000 && checkdate( $month, $day, $year ) ? sprintf( '%04d-%02d-%02d', $year, $month, $day ) : null;
	}
}
