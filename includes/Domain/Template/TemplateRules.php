<?php
/**
 * Rules for template fields.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Template;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Names, types, orientations, statuses and thumbnails.
 */
final class TemplateRules {

	public const DEFAULT_NAME  = 'New Template';
	public const MAX_THUMBNAIL = 2 * 1024 * 1024;

	/**
	 * A template still called "New Template" when saved is named after its id.
	 *
	 * @param string $name Name.
	 * @param int    $id   Template id.
	 */
	public static function saved_name( string $name, int $id ): string {
		$name = trim( $name );
		return '' === $name || self::DEFAULT_NAME === $name ? sprintf( '%s - %d', self::DEFAULT_NAME, $id ) : $name;
	}

	/**
	 * A template type.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `type`.
	 */
	public static function type( mixed $value ): TemplateType {
		$type = is_string( $value ) ? TemplateType::tryFrom( $value ) : null;
		if ( null === $type ) {
			throw DomainError::invalid( 'type', __( 'type must be event, certificate or ticket.', 'eventsmith' ) );
		}
		return $type;
	}

	/**
	 * An orientation; landscape when not given.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `orientation`.
	 */
	public static function orientation( mixed $value ): Orientation {
		if ( null === $value || '' === $value ) {
			return Orientation::Landscape;
		}
		$orientation = is_string( $value ) ? Orientation::tryFrom( $value ) : null;
		if ( null === $orientation ) {
			throw DomainError::invalid( 'orientation', __( 'orientation must be landscape or portrait.', 'eventsmith' ) );
		}
		return $orientation;
	}

	/**
	 * A status: draft or publish.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `status`.
	 */
	public static function status( mixed $value ): string {
		if ( 'draft' !== $value && 'publish' !== $value ) {
			throw DomainError::invalid( 'status', __( 'status must be draft or publish.', 'eventsmith' ) );
		}
		return $value;
	}

	/**
	 * A thumbnail: '' or a JPEG/PNG data URL of at most 2 MB.
	 *
	 * @param mixed $value Input.
	 * @throws DomainError Naming `thumbnail`.
	 */
	public static function thumbnail( mixed $value ): string {
		if ( null === $value || '' === $value ) {
			return '';
		}
		// Size first, so an oversized upload is refused before the pattern reads it.
		if ( ! is_string( $value ) || strlen( $value ) > self::MAX_THUMBNAIL || 1 !== preg_match( '#^data:image/(jpeg|png);base64,[A-Za-z0-9+/=]+$#', $value ) ) {
			throw DomainError::invalid( 'thumbnail', __( 'thumbnail must be a JPEG or PNG data URL of at most 2 MB.', 'eventsmith' ) );
		}
		return $value;
	}
}
