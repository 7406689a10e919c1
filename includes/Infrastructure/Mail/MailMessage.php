<?php
/**
 * One e-mail about an event, before it is rendered.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * What the mailers hand over (directly or through the queue): the recipient,
 * the filled-in subject and text, the kind, the event, the address of the
 * button (a ticket page or the event page) and its label, whether the
 * event's calendar file goes with it, and the tickets it carries (each shown
 * with its QR code as an inline picture and a link to its page). A reminder carries a key that keeps it from being queued twice.
 * `links` lists the addresses in the text that may become links in the HTML
 * (those the plugin built or the site owner typed); any other address in the
 * text, such as one typed by a visitor as their name, stays plain text. The
 * button's address is always one of them.
 */
final class MailMessage {

	/**
	 * Constructor.
	 *
	 * @param string $to         Recipient address.
	 * @param string $subject    Subject.
	 * @param string $text       Plain text.
	 * @param string $kind       Which e-mail (a MailKind value, or the queue's invitation/reminder).
	 * @param int    $event_id   The event (0: none).
	 * @param string $button_url Address of the button ('' for the event page).
	 * @param bool   $attach_ics Whether the event's .ics goes with it.
	 * @param string $dedupe_key Key that makes the message unique in the queue ('' for none).
	 * @param string $button_label The button's words ('' for "View your ticket" with an address, "View the event" without).
	 * @param list<string> $links The addresses in the text that may be linked.
	 * @param list<array{label: string, url: string, qr: string}> $tickets The tickets the e-mail carries: each one's holder and
	 *        type, its page and what its QR code encodes. The queue keeps these, never the picture, which is drawn when sent.
	 */
	public function __construct(
		public readonly string $to,
		public readonly string $subject,
		public readonly string $text,
		public readonly string $kind,
		public readonly int $event_id,
		public readonly string $button_url = '',
		public readonly bool $attach_ics = false,
		public readonly string $dedupe_key = '',
		public readonly string $button_label = '',
		public readonly array $links = array(),
		public readonly array $tickets = array()
	) {}

	/**
	 * The addresses the HTML may link: the listed ones and the button's.
	 *
	 * @return list<string>
	 */
	public function linkable(): array {
		$links = array_values( array_filter( array_map( 'strval', $this->links ) ) );
		if ( '' !== $this->button_url ) {
			$links[] = $this->button_url;
		}
		return array_values( array_unique( $links ) );
	}

	/**
	 * The row the queue stores.
	 *
	 * @return array{recipient: string, subject: string, body: string, kind: string, event_id: int, context: string, dedupe_key: string}
	 */
	public function to_row(): array {
		return array(
			'recipient'  => $this->to,
			'subject'    => $this->subject,
			'body'       => $this->text,
			'kind'       => $this->kind,
			'event_id'   => $this->event_id,
			'context'    => (string) wp_json_encode(
				array(
					'button_url'   => $this->button_url,
					'button_label' => $this->button_label,
					'attach_ics'   => $this->attach_ics,
					'links'        => $this->linkable(),
				) + ( array() === $this->tickets ? array() : array( 'tickets' => $this->tickets ) )
			),
			'dedupe_key' => $this->dedupe_key,
		);
	}

	/**
	 * The message of a queued row.
	 *
	 * @param array{recipient: string, subject: string, body: string, kind: string, event_id: int, context?: string} $row The row.
	 */
	public static function from_row( array $row ): self {
		$context = json_decode( (string) ( $row['context'] ?? '' ), true );
		$context = is_array( $context ) ? $context : array();
		return new self(
			$row['recipient'],
			$row['subject'],
			$row['body'],
			$row['kind'],
			$row['event_id'],
			is_string( $context['button_url'] ?? null ) ? $context['button_url'] : '',
			! empty( $context['attach_ics'] ),
			'',
			is_string( $context['button_label'] ?? null ) ? $context['button_label'] : '',
			is_array( $context['links'] ?? null ) ? array_values( array_filter( $context['links'], 'is_string' ) ) : array(),
			self::tickets( $context['tickets'] ?? null )
		);
	}

	/**
	 * The tickets of a stored context, each with a label, a page and a QR text.
	 *
	 * @param mixed $stored Stored list.
	 * @return list<array{label: string, url: string, qr: string}>
	 */
	private static function tickets( mixed $stored ): array {
		$tickets = array();
		foreach ( is_array( $stored ) ? $stored : array() as $ticket ) {
			if ( is_array( $ticket ) && is_string( $ticket['url'] ?? null ) && is_string( $ticket['qr'] ?? null ) ) {
				$tickets[] = array(
					'label' => is_string( $ticket['label'] ?? null ) ? $ticket['label'] : '',
					'url'   => $ticket['url'],
					'qr'    => $ticket['qr'],
				);
			}
		}
		return $tickets;
	}
}
