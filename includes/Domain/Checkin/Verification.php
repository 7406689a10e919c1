<?php
/**
 * The answer to a ticket scan, in the shape the scanner reads.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Checkin;

defined( 'ABSPATH' ) || exit;

/**
 * status_code 2 = checked in now (success), 3 = go to redirect_url, any other
 * = a warning: 4 already checked in, 5 unknown ticket, 6 ticket of another
 * event, 7 ticket cancelled, 8 refused by a rule of the site (an add-on).
 */
final class Verification {

	public const SUCCESS         = 2;
	public const REDIRECT        = 3;
	public const ALREADY_CHECKED = 4;
	public const UNKNOWN_TICKET  = 5;
	public const WRONG_EVENT     = 6;
	public const CANCELLED       = 7;
	public const REFUSED         = 8;

	/**
	 * Constructor.
	 *
	 * @param int                  $status_code One of the constants.
	 * @param string               $message     What the door staff read.
	 * @param array<string, mixed> $content     name, event_name, ticket_name, redirect_url (and checked_in_at).
	 */
	public function __construct(
		public readonly int $status_code,
		public readonly string $message,
		public readonly array $content = array()
	) {}

	/**
	 * The scanner's response body: `{data: {status_code, messages, content}}`.
	 *
	 * @return array{data: array{status_code: int, messages: list<string>, content: array<string, mixed>}}
	 */
	public function to_response(): array {
		return array(
			'data' => array(
				'status_code' => $this->status_code,
				'messages'    => array( $this->message ),
				'content'     => $this->content + array(
					'name'         => '',
					'event_name'   => '',
					'ticket_name'  => '',
					'redirect_url' => '',
				),
			),
		);
	}
}
