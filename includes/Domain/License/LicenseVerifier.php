<?php
/**
 * Offline license key verification: an Ed25519 signature over the licensee's details.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\License;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Checks a license key against the name and email it is activated with.
 *
 * A key is `base64url( payload ) . '.' . base64url( signature )`, where the payload is
 * compact JSON {"v":1,"name":…,"email":…,"plan":…,"exp":"Y-m-d"|null,"iat":"Y-m-d"} and the
 * signature is Ed25519 over the payload bytes. Only the public key lives here, so a key
 * cannot be made or altered without the private key that stays with the vendor.
 */
final class LicenseVerifier {

	private const PUBLIC_KEY_BYTES = 32;
	private const SIGNATURE_BYTES  = 64;
	private const MAX_KEY_LENGTH   = 4096;
	private const PAYLOAD_VERSION  = 1;

	/**
	 * Raw Ed25519 public key.
	 *
	 * @var string
	 */
	private string $public_key;

	/**
	 * Constructor.
	 *
	 * @param string $public_key_base64 Ed25519 public key: standard base64 of the raw 32 bytes.
	 * @throws \InvalidArgumentException When the key is not 32 bytes of base64 (a build error, not user input).
	 */
	public function __construct( string $public_key_base64 ) {
		$raw = base64_decode( trim( $public_key_base64 ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- decoding a key, not code.
		if ( false === $raw || self::PUBLIC_KEY_BYTES !== strlen( $raw ) ) {
			throw new \InvalidArgumentException( 'The license public key must be base64 of 32 raw Ed25519 bytes.' );
		}
		$this->public_key = $raw;
	}

	/**
	 * Verifies a license key for a licensee on a given day.
	 *
	 * @param string             $name        Licensee name as typed (compared trimmed and case-insensitively).
	 * @param string             $email       Licensee email as typed (compared lower-cased).
	 * @param string             $license_key The key as pasted (whitespace is ignored).
	 * @param \DateTimeImmutable $today       The current day in the site's time zone.
	 * @throws DomainError When an input is missing, the key is malformed, forged, issued to someone else or expired.
	 */
	public function verify( string $name, string $email, string $license_key, \DateTimeImmutable $today ): LicenseKey {
		$name        = self::normalise_name( $name );
		$email       = strtolower( trim( $email ) );
		$license_key = (string) preg_replace( '/\s+/', '', $license_key );

		if ( '' === $name ) {
			throw DomainError::invalid( 'name', __( 'Please input your name!', 'eventsmith' ), 'eventsmith_license_name_required' );
		}
		if ( false === filter_var( $email, FILTER_VALIDATE_EMAIL ) ) {
			throw DomainError::invalid( 'email', __( 'Enter Valid Email!', 'eventsmith' ), 'eventsmith_license_email_invalid' );
		}
		if ( '' === $license_key ) {
			throw DomainError::invalid( 'license_key', __( 'Please input your license key!', 'eventsmith' ), 'eventsmith_license_key_required' );
		}

		$key = $this->read_signed_payload( $license_key );

		if ( $key->email !== $email ) {
			throw DomainError::invalid( 'email', __( 'This license key was issued to a different email address.', 'eventsmith' ), 'eventsmith_license_mismatch' );
		}
		if ( self::normalise_name( $key->name ) !== $name ) {
			throw DomainError::invalid( 'name', __( 'This license key was issued to a different name.', 'eventsmith' ), 'eventsmith_license_mismatch' );
		}
		if ( $key->is_expired_on( $today ) ) {
			throw DomainError::invalid(
				'license_key',
				/* translators: %s: expiry date, YYYY-MM-DD. */
				sprintf( __( 'This license key expired on %s.', 'eventsmith' ), $key->expires?->format( 'Y-m-d' ) ),
				'eventsmith_license_expired'
			);
		}

		return $key;
	}

	/**
	 * Splits the key, checks the signature, then reads the payload it vouches for.
	 *
	 * @param string $license_key Key without whitespace.
	 * @throws DomainError When the key is malformed or the signature does not verify.
	 */
	private function read_signed_payload( string $license_key ): LicenseKey {
		$parts = explode( '.', $license_key );
		if ( strlen( $license_key ) > self::MAX_KEY_LENGTH || 2 !== count( $parts ) ) {
			throw self::malformed();
		}
		$payload   = self::base64url_decode( $parts[0] );
		$signature = self::base64url_decode( $parts[1] );
		if ( null === $payload || '' === $payload || null === $signature || self::SIGNATURE_BYTES !== strlen( $signature ) ) {
			throw self::malformed();
		}

		if ( ! sodium_crypto_sign_verify_detached( $signature, $payload, $this->public_key ) ) {
			throw DomainError::invalid( 'license_key', __( 'This license key is not valid.', 'eventsmith' ), 'eventsmith_license_invalid' );
		}

		return self::parse_payload( $payload );
	}

	/**
	 * Reads the JSON payload into a LicenseKey.
	 *
	 * @param string $payload Signed payload bytes.
	 * @throws DomainError When a field is missing or has the wrong shape.
	 */
	private static function parse_payload( string $payload ): LicenseKey {
		try {
			$data = json_decode( $payload, true, 4, JSON_THROW_ON_ERROR );
		} catch ( \JsonException $e ) {
			throw self::malformed();
		}
		if ( ! is_array( $data ) || self::PAYLOAD_VERSION !== ( $data['v'] ?? null ) ) {
			throw self::malformed();
		}
		foreach ( array( 'name', 'email', 'plan' ) as $field ) {
			if ( ! isset( $data[ $field ] ) || ! is_string( $data[ $field ] ) || '' === trim( $data[ $field ] ) ) {
				throw self::malformed();
			}
		}
		if ( ! array_key_exists( 'exp', $data ) || ! isset( $data['iat'] ) ) {
			throw self::malformed();
		}
		$expires = null === $data['exp'] ? null : self::parse_day( $data['exp'] );
		$issued  = self::parse_day( $data['iat'] );
		if ( ( null !== $data['exp'] && null === $expires ) || null === $issued ) {
			throw self::malformed();
		}

		return new LicenseKey( trim( $data['name'] ), strtolower( trim( $data['email'] ) ), trim( $data['plan'] ), $expires, $issued );
	}

	/**
	 * Reads a strict YYYY-MM-DD day as midnight UTC.
	 *
	 * @param mixed $value Payload value.
	 */
	private static function parse_day( mixed $value ): ?\DateTimeImmutable {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, new \DateTimeZone( 'UTC' ) );
		return false !== $day && $day->format( 'Y-m-d' ) === $value ? $day : null;
	}

	/**
	 * Decodes unpadded (or padded) base64url; null when the text is not base64url.
	 *
	 * @param string $text Encoded text.
	 */
	private static function base64url_decode( string $text ): ?string {
		if ( 1 !== preg_match( '/^[A-Za-z0-9_-]*={0,2}$/', $text ) ) {
			return null;
		}
		$decoded = base64_decode( strtr( $text, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- decoding a license key, not code.
		return false === $decoded ? null : $decoded;
	}

	/**
	 * Name as compared: trimmed, inner whitespace collapsed, lower-cased.
	 *
	 * @param string $name Name text.
	 */
	private static function normalise_name( string $name ): string {
		$name = trim( (string) preg_replace( '/\s+/u', ' ', $name ) );
		return function_exists( 'mb_strtolower' ) ? mb_strtolower( $name, 'UTF-8' ) : strtolower( $name );
	}

	/**
	 * The error for a key that is not two base64url parts carrying a well-formed payload.
	 */
	private static function malformed(): DomainError {
		return DomainError::invalid(
			'license_key',
			__( 'The license key is incomplete or damaged. Paste the whole key exactly as you received it.', 'eventsmith' ),
			'eventsmith_license_malformed'
		);
	}
}
