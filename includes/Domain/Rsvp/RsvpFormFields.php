<?php
/**
 * The public RSVP form's fields, as the form serialises them.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Rsvp;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * The form posts one `fields` value: a JSON string of every form field, as
 * `[{name, value}, …]` (the usual form serialisation; a name may repeat) or
 * as an object of name => value or list of values. This turns it into the
 * answer RsvpSubmission checks:
 *
 * - `eventsmith_rsvp_value`: going or not_going;
 * - `attendee_count`: how many are coming, the person answering included;
 * - `attendee_name` / `attendee_email`: the person answering, then the extra
 *   attendees (also accepted as `attendee_name[]` / `attendee_email[]`);
 * - `not_going_reason`; `event_id`; and the form's nonce `eventsmith_rsvp_nonce`.
 */
final class RsvpFormFields {

	public const RESPONSE = 'eventsmith_rsvp_value';
	public const COUNT    = 'attendee_count';
	public const NAME     = 'attendee_name';
	public const EMAIL    = 'attendee_email';
	public const REASON   = 'not_going_reason';
	public const EVENT    = 'event_id';
	public const NONCE    = 'eventsmith_rsvp_nonce';

	/**
	 * Constructor.
	 *
	 * @param array<string, list<string>> $values Field name (without `[]`) => its values in form order.
	 */
	private function __construct( private array $values ) {}

	/**
	 * Reads the serialised fields.
	 *
	 * @param string $json The `fields` value.
	 * @throws DomainError Naming `fields` when it is not such JSON.
	 */
	public static function from_json( string $json ): self {
		$decoded = json_decode( $json, true );
		if ( ! is_array( $decoded ) ) {
			throw DomainError::invalid( 'fields', __( 'The form could not be read. Please reload the page and try again.', 'eventsmith' ) );
		}
		$values = array();
		$add    = static function ( mixed $name, mixed $value ) use ( &$values ): void {
			if ( is_string( $name ) && ( is_scalar( $value ) || null === $value ) ) {
				$values[ preg_replace( '/\[\]$/', '', $name ) ][] = trim( (string) $value );
			}
		};
		foreach ( $decoded as $key => $entry ) {
			if ( is_int( $key ) && is_array( $entry ) ) {
				$add( $entry['name'] ?? null, $entry['value'] ?? null );
			} elseif ( is_string( $key ) ) {
				foreach ( is_array( $entry ) ? $entry : array( $entry ) as $value ) {
					$add( $key, $value );
				}
			}
		}
		return new self( $values );
	}

	/**
	 * The first value of a field, '' when absent.
	 *
	 * @param string $name Field name.
	 */
	public function first( string $name ): string {
		return $this->values[ $name ][0] ?? '';
	}

	/**
	 * The event the form is for (0 when missing).
	 */
	public function event_id(): int {
		return max( 0, (int) $this->first( self::EVENT ) );
	}

	/**
	 * The answer in the shape RsvpSubmission::from_input() takes.
	 *
	 * @return array{response: string, attendees: list<array{name: string, email: string}>, reason: string}
	 * @throws DomainError Naming `attendee_count` when a going answer's count is not a positive whole number or names more attendees than the form holds.
	 */
	public function to_input(): array {
		$response = $this->first( self::RESPONSE );
		$names    = $this->values[ self::NAME ] ?? array();
		$emails   = $this->values[ self::EMAIL ] ?? array();
		$count    = 1;
		if ( 'going' === $response ) {
			$given = $this->first( self::COUNT );
			if ( '' !== $given && ( ! ctype_digit( $given ) || (int) $given < 1 ) ) {
				throw DomainError::invalid( self::COUNT, __( 'Please enter a positive number.', 'eventsmith' ) );
			}
			$count = '' === $given ? max( 1, count( $names ) ) : (int) $given;
			if ( $count > count( $names ) ) {
				throw DomainError::invalid( self::COUNT, __( 'Please enter a name and email for every attendee.', 'eventsmith' ) );
			}
		}
		$attendees = array();
		for ( $n = 0; $n < min( $count, count( $names ) ); $n++ ) {
			$attendees[] = array(
				'name'  => $names[ $n ],
				'email' => $emails[ $n ] ?? '',
			);
		}
		return array(
			'response'  => $response,
			'attendees' => $attendees,
			'reason'    => $this->first( self::REASON ),
		);
	}
}
