<?php
/**
 * The roles a speaker profile can hold: speaker and organizer.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Speaker;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * One person can speak, organise, or both. The API calls the list `category`.
 */
final class SpeakerRoles {

	public const SPEAKER   = 'speaker';
	public const ORGANIZER = 'organizer';

	/**
	 * Every role, in display order.
	 */
	public const ALL = array( self::SPEAKER, self::ORGANIZER );

	/**
	 * Reads a list of roles: trimmed, lower-cased, without repeats, in display order.
	 *
	 * @param mixed  $roles A list of role names.
	 * @param string $field Input field to name in errors.
	 * @return list<string>
	 * @throws DomainError When the input is not a list or names an unknown role.
	 */
	public static function parse( mixed $roles, string $field = 'category' ): array {
		if ( ! is_array( $roles ) ) {
			throw DomainError::invalid( $field, __( 'Roles must be a list.', 'eventsmith' ), 'eventsmith_invalid_role' );
		}
		$wanted = array();
		foreach ( $roles as $role ) {
			$role = is_string( $role ) ? strtolower( trim( $role ) ) : $role;
			if ( ! self::is_role( $role ) ) {
				throw DomainError::invalid(
					$field,
					/* translators: %s: the role names the API accepts. */
					sprintf( __( 'A role must be one of: %s.', 'eventsmith' ), implode( ', ', self::ALL ) ),
					'eventsmith_invalid_role'
				);
			}
			$wanted[] = $role;
		}
		return array_values( array_intersect( self::ALL, $wanted ) );
	}

	/**
	 * Keeps only known roles, for reading what storage holds.
	 *
	 * @param array<mixed> $stored Stored values.
	 * @return list<string>
	 */
	public static function known( array $stored ): array {
		return array_values( array_intersect( self::ALL, $stored ) );
	}

	/**
	 * Whether a value names a role.
	 *
	 * @param mixed $role Candidate.
	 */
	public static function is_role( mixed $role ): bool {
		return is_string( $role ) && in_array( $role, self::ALL, true );
	}
}
