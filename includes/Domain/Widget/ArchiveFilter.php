<?php
/**
 * What a visitor asked the events archive for: search text, category, status, location.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Widget;

defined( 'ABSPATH' ) || exit;

/**
 * The query arguments of /events/ (?search=&category=&status=&location=) read
 * from raw input. Unknown statuses and malformed categories are dropped, texts
 * are trimmed, collapsed and cut, so nothing unchecked reaches a query.
 */
final class ArchiveFilter {

	/** The query argument names, as the filter form sends them. */
	public const ARGS = array( 'search', 'category', 'status', 'location' );

	/** Status values the archive accepts (spec filter names). */
	public const STATUSES = array( 'upcoming', 'ongoing', 'expire' );

	/** Longest search or location text kept. */
	private const MAX_TEXT = 200;

	/**
	 * Constructor.
	 *
	 * @param string         $search   Words to look for ('' for none).
	 * @param int|string|null $category Category id or slug, or null.
	 * @param string         $status   upcoming, ongoing, expire or '' (the archive's default).
	 * @param string         $location An event address ('' for any).
	 */
	private function __construct(
		public readonly string $search,
		public readonly int|string|null $category,
		public readonly string $status,
		public readonly string $location
	) {}

	/**
	 * Reads the arguments.
	 *
	 * @param array<string, mixed> $raw Query arguments.
	 */
	public static function from_array( array $raw ): self {
		$category = strtolower( self::text( $raw['category'] ?? '' ) );
		$status   = strtolower( self::text( $raw['status'] ?? '' ) );
		if ( ctype_digit( $category ) && (int) $category > 0 ) {
			$category = (int) $category;
		} elseif ( ctype_digit( $category ) || 1 !== preg_match( '/^[a-z0-9_-]+$/', $category ) ) {
			$category = null;
		}
		return new self(
			self::text( $raw['search'] ?? '' ),
			$category,
			in_array( $status, self::STATUSES, true ) ? $status : '',
			self::text( $raw['location'] ?? '' )
		);
	}

	/**
	 * Whether any filter is set.
	 */
	public function is_active(): bool {
		return '' !== $this->search || null !== $this->category || '' !== $this->status || '' !== $this->location;
	}

	/**
	 * One line of text: white space collapsed, trimmed, at most MAX_TEXT characters.
	 *
	 * @param mixed $value Input.
	 */
	public static function text( mixed $value ): string {
		$text = is_scalar( $value ) ? trim( (string) preg_replace( '/\s+/u', ' ', (string) $value ) ) : '';
		return function_exists( 'mb_substr' ) ? mb_substr( $text, 0, self::MAX_TEXT ) : substr( $text, 0, self::MAX_TEXT );
	}
}
