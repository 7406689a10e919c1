<?php
/**
 * Three-character pieces of event titles, for a title search that need not read every title.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

defined( 'ABSPATH' ) || exit;

/**
 * A title that contains a search term contains every three-character piece
 * ("gram") of the term, so the titles holding the term's rarest gram are the
 * only candidates; the database's own case- and accent-insensitive comparison
 * then decides, exactly as without grams.
 *
 * Grams are taken from folded text: lower case, accents removed (the caller
 * folds with WordPress's remove_accents()). Folding must never make a title
 * lose a gram the comparison would match, so only printable ASCII is trusted:
 * a title with any other character left after folding gets the gram ANY and
 * is a candidate of every search; a term with such a character, or shorter
 * than three characters, uses no grams (every title is read, as before).
 */
final class TitleGrams {

	/**
	 * The gram of titles that are candidates of every search.
	 */
	public const ANY = '*';

	private const LENGTH = 3;

	/**
	 * The distinct grams of a folded title.
	 *
	 * @param string $folded Title, folded.
	 * @return list<string>
	 */
	public static function of_title( string $folded ): array {
		if ( ! self::trusted( $folded ) ) {
			return array( self::ANY );
		}
		return self::grams( strtolower( $folded ) );
	}

	/**
	 * The distinct grams of a folded search term; null when the term cannot use grams.
	 *
	 * @param string $folded Term, folded.
	 * @return list<string>|null
	 */
	public static function of_term( string $folded ): ?array {
		if ( strlen( $folded ) < self::LENGTH || ! self::trusted( $folded ) ) {
			return null;
		}
		return self::grams( strtolower( $folded ) );
	}

	/**
	 * Whether every character is printable ASCII.
	 *
	 * @param string $text Folded text.
	 */
	private static function trusted( string $text ): bool {
		return 1 !== preg_match( '/[^\x20-\x7e]/', $text );
	}

	/**
	 * Every distinct run of three characters.
	 *
	 * @param string $text Lower-case ASCII.
	 * @return list<string>
	 */
	private static function grams( string $text ): array {
		$grams = array();
		for ( $i = 0, $last = strlen( $text ) - self::LENGTH; $i <= $last; $i++ ) {
			$grams[ substr( $text, $i, self::LENGTH ) ] = true;
		}
		return array_map( 'strval', array_keys( $grams ) );
	}
}
