<?php
/**
 * The plugin's suggested text for the site's privacy policy.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Offered under Settings → Privacy → Policy Guide, for the site owner to adapt.
 */
final class PrivacyPolicyContent {

	/**
	 * Adds the suggestion when the admin starts.
	 */
	public function register_hooks(): void {
		add_action( 'admin_init', array( $this, 'add' ) );
	}

	/**
	 * Hands the text to WordPress.
	 */
	public function add(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( 'Eventsmith', $this->text() );
		}
	}

	/**
	 * The suggested text, in the site's language.
	 */
	public function text(): string {
		$paragraphs = array(
			'<p class="privacy-policy-tutorial">' . esc_html__( 'Eventsmith stores what visitors enter when they book tickets, answer an RSVP or are invited to an event. Adapt the text below to the forms and payment methods your site uses, and to how long you keep event records.', 'eventsmith' ) . '</p>',
			'<p><strong class="privacy-policy-tutorial">' . esc_html__( 'Suggested text:', 'eventsmith' ) . '</strong> ' . esc_html__( 'When you book tickets for an event, we store your name, email address, the tickets you ordered, the amount paid and how you paid. For each ticket we store the attendee\'s name, email address and, if you give them, phone number and any further details the ticket form asks for, together with a ticket code and the times the ticket was scanned at the entrance.', 'eventsmith' ) . '</p>',
			'<p>' . esc_html__( 'When you answer an RSVP, we store your name, email address, whether you are coming, how many people come with you and, if you decline, the reason you give. When we invite you to an event or remind you of it, we store your email address and when the message was sent.', 'eventsmith' ) . '</p>',
			'<p>' . esc_html__( 'We use this data to issue and check tickets, to let you into the event, to send you tickets, invoices, invitations and reminders, and to keep our accounts. Payment card details are handled by the payment provider and are not stored on this site.', 'eventsmith' ) . '</p>',
			'<p>' . esc_html__( 'You can ask for an export of the data we hold about your email address, or for its erasure. On erasure, your name is replaced with a placeholder and your email address, phone number and further details are removed; the bookings and tickets themselves stay, without personal data, because we need them for our accounts and seat counts. An order still awaiting payment keeps its data until it is completed or expires.', 'eventsmith' ) . '</p>',
		);
		return implode( "\n", $paragraphs );
	}
}
