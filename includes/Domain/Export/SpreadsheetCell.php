<?php
/**
 * A CSV cell spreadsheets will not run as a formula.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Export;

defined( 'ABSPATH' ) || exit;

/**
 * The one rule every CSV download follows (attendees, bookings, RSVPs, the site
 * export): a cell that starts with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe, so a spreadsheet shows it as text instead of running it.
 */
final class SpreadsheetCell {

	private const TRIGGERS = array( '=', '+', '-', '@', "\t", "\r" );

	/**
	 * The cell as text, guarded.
	 *
	 * @param string $text Cell text.
	 */
	public static function safe( string $text ): string {
		return '' !== $text && in_array( $text[0], self::TRIGGERS, true ) ? "'" . $text : $text;
	}

	/**
	 * A guarded cell read back: the apostrophe the guard added is taken off again.
	 *
	 * @param string $cell Cell text.
	 */
	public static function unguard( string $cell ): string {
		return strlen( $cell ) > 1 && "'" === $cell[0] && in_array( $cell[1], self::TRIGGERS, true ) ? substr( $cell, 1 ) : $cell;
	}
}
