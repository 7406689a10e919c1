<?php
/**
 * What a speaker or organizer profile holds, checked.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Speaker;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A valid profile: a name, an optional e-mail address, job details, a biography,
 * a photo, social links and at least one role.
 */
final class SpeakerProfile {

	/**
	 * Constructor.
	 *
	 * @param string                                    $name        Display name.
	 * @param string                                    $email       E-mail address or ''.
	 * @param string                                    $designation Job title.
	 * @param string                                    $company     Company.
	 * @param string                                    $bio         Biography (HTML; cleaned by storage).
	 * @param int                                       $photo       Attachment id or 0.
	 * @param list<array{network: string, url: string}> $social      Social links.
	 * @param list<string>                              $roles       Roles, see SpeakerRoles.
	 */
	private function __construct(
		public readonly string $name,
		public readonly string $email,
		public readonly string $designation,
		public readonly string $company,
		public readonly string $bio,
		public readonly int $photo,
		public readonly array $social,
		public readonly array $roles
	) {}

	/**
	 * Reads a profile from input fields (missing optional fields are empty).
	 *
	 * @param array<string, mixed> $data Fields: name, email, designation, company, bio, photo, social, category.
	 * @throws DomainError Naming the field at fault.
	 */
	public static function from_array( array $data ): self {
		$name = self::text( $data, 'name' );
		if ( '' === $name ) {
			throw DomainError::invalid( 'name', __( 'Name is required.', 'eventsmith' ), 'eventsmith_name_required' );
		}
		$email = self::text( $data, 'email' );
		if ( '' !== $email && false === filter_var( $email, FILTER_VALIDATE_EMAIL ) ) {
			throw DomainError::invalid( 'email', __( 'The e-mail address is not valid.', 'eventsmith' ), 'eventsmith_invalid_email' );
		}
		$photo = $data['photo'] ?? 0;
		if ( ! is_int( $photo ) || $photo < 0 ) {
			throw DomainError::invalid( 'photo', __( 'The photo must be a media library item.', 'eventsmith' ), 'eventsmith_invalid_photo' );
		}
		$roles = SpeakerRoles::parse( $data['category'] ?? array( SpeakerRoles::SPEAKER ) );
		if ( array() === $roles ) {
			throw DomainError::invalid( 'category', __( 'Choose at least one role: speaker or organizer.', 'eventsmith' ), 'eventsmith_invalid_role' );
		}

		return new self(
			$name,
			$email,
			self::text( $data, 'designation' ),
			self::text( $data, 'company' ),
			self::text( $data, 'bio' ),
			$photo,
			SocialLinks::parse( $data['social'] ?? array() ),
			$roles
		);
	}

	/**
	 * A trimmed text field.
	 *
	 * @param array<string, mixed> $data  Input.
	 * @param string               $field Field name.
	 * @throws DomainError When the value is not text.
	 */
	private static function text( array $data, string $field ): string {
		$value = $data[ $field ] ?? '';
		if ( ! is_string( $value ) ) {
			/* translators: %s: field name. */
			throw DomainError::invalid( $field, sprintf( __( '%s must be text.', 'eventsmith' ), $field ) );
		}
		return trim( $value );
	}
}
