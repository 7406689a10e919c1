<?php
/**
 * An e-mail as it would be sent, with example values, for the settings page.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\Mail\MailKind;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Fills the saved subject and text of a kind with the newest published event
 * and example names, and renders it with the one template. Nothing is sent.
 */
final class MailPreview {

	/**
	 * Constructor.
	 *
	 * @param MailTexts    $texts    The saved subjects and texts.
	 * @param MailComposer $composer Renders the HTML.
	 */
	public function __construct( private MailTexts $texts, private MailComposer $composer ) {}

	/**
	 * The preview of one kind.
	 *
	 * @param MailKind $kind Which e-mail.
	 * @return array{kind: string, subject: string, html: string, text: string}
	 */
	public function render( MailKind $kind ): array {
		$event_id = $this->example_event();
		$ticket   = TicketLinks::page( str_repeat( '0', 32 ) );
		$name     = __( 'Alex Example', 'eventsmith' );
		$values   = array(
			'attendee_name'        => $name,
			'buyer_name'           => $name,
			'order_number'         => '1001',
			'ticket_links'         => $name . ': ' . $ticket,
			'ticket_link'          => $ticket,
			'invoice_link'         => home_url( '/' ),
			'payment_instructions' => __( 'Please transfer the total to the account named on the invoice.', 'eventsmith' ),
			'message'              => __( 'We would be glad to see you there.', 'eventsmith' ),
		);
		$mail     = $this->texts->compose( $kind, $event_id, array_intersect_key( $values, array_flip( $kind->placeholder_names() ) ), array( $ticket ) );
		$with_ticket = in_array( $kind, array( MailKind::RsvpConfirmation, MailKind::OrderTickets, MailKind::EventReminder ), true );
		$parts    = $this->composer->compose( new MailMessage( '', $mail['subject'], $mail['body'], $kind->value, $event_id, $with_ticket ? $ticket : '', false, '', '', $mail['links'] ) );
		return array(
			'kind'    => $kind->value,
			'subject' => $mail['subject'],
			'html'    => $parts['html'],
			'text'    => $parts['text'],
		);
	}

	/**
	 * The newest published event (0 when there is none).
	 */
	private function example_event(): int {
		$ids = get_posts(
			array(
				'post_type'      => PostTypes::EVENT,
				'post_status'    => 'publish',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'orderby'        => 'date',
				'order'          => 'DESC',
				'post_parent'    => 0,
				'no_found_rows'  => true,
			)
		);
		return (int) ( $ids[0] ?? 0 );
	}
}
