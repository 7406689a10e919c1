<?php
/**
 * What the group's event list was asked for: category, search text, status, whose events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Community;

defined( 'ABSPATH' ) || exit;

/**
 * The parameters of the community event list (COM-02): `group_id`, `category`,
 * `query`, `status` and `is_current_user_profile`, read from raw input.
 * Malformed values are dropped rather than refused, so the list always answers;
 * texts are trimmed, collapsed and cut, so nothing unchecked reaches a query.
 */
final class GroupEventListRequest {

	/** Status names the list accepts (the spec's filter names) => the event index's status filter. */
	public const STATUSES = array(
		'all'      => 'all',
		'upcoming' => 'upcoming',
		'ongoing'  => 'ongoing',
		'expire'   => 'past',
	);

	/** Longest search text kept. */
	private const MAX_QUERY = 100;

	/**
	 * Constructor.
	 *
	 * @param int    $group_id     The group (0: none given).
	 * @param int    $category     Category id (0: any).
	 * @param string $query        Words the title must hold ('' for any).
	 * @param string $status       all, upcoming, ongoing or expire.
	 * @param bool   $own_profile  True: the current user's own events (to assign), not the group's.
	 */
	private function __construct(
		public readonly int $group_id,
		public readonly int $category,
		public readonly string $query,
		public readonly string $status,
		public readonly bool $own_profile
	) {}

	/**
	 * Reads the parameters.
	 *
	 * @param array<string, mixed> $input Raw input such as $_GET.
	 */
	public static function from_array( array $input ): self {
		$query = is_scalar( $input['query'] ?? null ) ? (string) $input['query'] : '';
		$query = trim( (string) preg_replace( '/\s+/u', ' ', $query ) );
		$query = function_exists( 'mb_substr' ) ? mb_substr( $query, 0, self::MAX_QUERY ) : substr( $query, 0, self::MAX_QUERY );
		$status = is_string( $input['status'] ?? null ) ? strtolower( trim( $input['status'] ) ) : '';
		$own    = $input['is_current_user_profile'] ?? false;
		return new self(
			self::id( $input['group_id'] ?? 0 ),
			self::id( $input['category'] ?? 0 ),
			$query,
			array_key_exists( $status, self::STATUSES ) ? $status : 'all',
			true === $own || in_array( is_scalar( $own ) ? strtolower( (string) $own ) : '', array( '1', 'true', 'yes' ), true )
		);
	}

	/**
	 * The event index's name of the asked status (all, upcoming, ongoing, past).
	 */
	public function index_status(): string {
		return self::STATUSES[ $this->status ];
	}

	/**
	 * A positive whole number, or 0.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function id( mixed $value ): int {
		if ( is_int( $value ) ) {
			return max( 0, $value );
		}
		return is_string( $value ) && ctype_digit( $value ) && strlen( $value ) < 10 ? (int) $value : 0;
	}
}
