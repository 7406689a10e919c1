<?php
/**
 * What became of one uploaded offline scan.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Checkin;

defined( 'ABSPATH' ) || exit;

/**
 * `checked_in`: this scan checked the ticket in. `conflict`: the ticket had
 * been checked in already (by another device, or online) at
 * `first_checked_in_at`. `refused`: the ticket is unknown, cancelled or for
 * another event. `already`: this client id was uploaded before; nothing
 * changed, and `previous` says what the first upload gave.
 */
final class SyncResult {

	public const CHECKED_IN = 'checked_in';
	public const CONFLICT   = 'conflict';
	public const REFUSED    = 'refused';
	public const ALREADY    = 'already';

	/**
	 * Constructor.
	 *
	 * @param string $client_id           The scan's id.
	 * @param string $result              One of the constants.
	 * @param string $message             What door staff read.
	 * @param string $name                Attendee name, '' when unknown.
	 * @param string $first_checked_in_at UTC time of the check-in that won, '' when none.
	 * @param string $previous            For ALREADY: the first upload's result.
	 */
	public function __construct(
		public readonly string $client_id,
		public readonly string $result,
		public readonly string $message,
		public readonly string $name = '',
		public readonly string $first_checked_in_at = '',
		public readonly string $previous = ''
	) {}

	/**
	 * The result a verification gives a first upload.
	 *
	 * @param string       $client_id    The scan's id.
	 * @param Verification $verification CheckinService's answer.
	 */
	public static function of( string $client_id, Verification $verification ): self {
		$name  = (string) ( $verification->content['name'] ?? '' );
		$first = (string) ( $verification->content['checked_in_at'] ?? '' );
		return match ( $verification->status_code ) {
			Verification::SUCCESS         => new self( $client_id, self::CHECKED_IN, $verification->message, $name, $first ),
			Verification::ALREADY_CHECKED => new self( $client_id, self::CONFLICT, $verification->message, $name, $first ),
			default                       => new self( $client_id, self::REFUSED, $verification->message, $name ),
		};
	}

	/**
	 * The answer for one item.
	 *
	 * @return array{client_id: string, result: string, message: string, name: string, first_checked_in_at: string, previous: string}
	 */
	public function to_array(): array {
		return array(
			'client_id'           => $this->client_id,
			'result'              => $this->result,
			'message'             => $this->message,
			'name'                => $this->name,
			'first_checked_in_at' => $this->first_checked_in_at,
			'previous'            => $this->previous,
		);
	}
}
