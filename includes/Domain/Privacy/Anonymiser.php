<?php
/**
 * How a record's personal data is replaced when a person asks to be erased.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Records are anonymised, not deleted: a booking still counts in the event's
 * revenue, a ticket still holds its seat and keeps its check-in history, an
 * RSVP still counts its people. Only what points to the person goes: the
 * name becomes a placeholder, the address an undeliverable one (the
 * reserved `.invalid` domain, as WordPress's own anonymiser uses), phone,
 * extra fields and the reason typed are emptied. Asking twice changes
 * nothing the second time.
 */
final class Anonymiser {

	/** The address every anonymised record carries (RFC 2606 reserves `.invalid`: no mail can reach it). */
	public const EMAIL = 'deleted@site.invalid';

	/**
	 * Constructor.
	 *
	 * @param string $placeholder_name The name anonymised records show, such as "Deleted user".
	 */
	public function __construct( private string $placeholder_name ) {}

	/**
	 * The columns to write to anonymise a record: empty when nothing personal is left.
	 *
	 * @param PersonalRecord       $kind The kind of record.
	 * @param array<string, mixed> $row  Its columns as stored.
	 * @return array<string, string|null> New values by column (null empties a nullable column).
	 */
	public function changes( PersonalRecord $kind, array $row ): array {
		$changes = array();
		$email   = $kind->email_column();
		if ( self::EMAIL !== (string) ( $row[ $email ] ?? '' ) ) {
			$changes[ $email ] = self::EMAIL;
		}
		$name = $kind->name_column();
		if ( '' !== $name && $this->placeholder_name !== (string) ( $row[ $name ] ?? '' ) ) {
			$changes[ $name ] = $this->placeholder_name;
		}
		foreach ( $kind->cleared_columns() as $column ) {
			if ( ! self::is_blank( $row[ $column ] ?? null ) ) {
				$changes[ $column ] = 'extra' === $column ? null : '';
			}
		}
		return $changes;
	}

	/**
	 * Whether a record holds no personal data any more.
	 *
	 * @param PersonalRecord       $kind The kind of record.
	 * @param array<string, mixed> $row  Its columns as stored.
	 */
	public function is_anonymous( PersonalRecord $kind, array $row ): bool {
		return array() === $this->changes( $kind, $row );
	}

	/**
	 * Whether a stored value holds nothing: empty text, NULL, or an empty JSON list or object.
	 *
	 * @param mixed $value Stored value.
	 */
	private static function is_blank( mixed $value ): bool {
		return null === $value || in_array( trim( (string) $value ), array( '', '[]', '{}', 'null' ), true );
	}
}
