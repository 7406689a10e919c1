<?php
/**
 * Renders the one HTML template of the plugin's e-mails.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Domain\Mail\MailBody;

defined( 'ABSPATH' ) || exit;

/**
 * `render( kind, context )` gives the HTML of an e-mail: the site's name and
 * logo, the event (title, date in its own zone, place), the text staff edit as
 * escaped paragraphs, and one button. Any feature that sends mail (tickets,
 * RSVPs, reminders, a waiting list) calls it with its own kind.
 */
final class EmailTemplate {

	/**
	 * Constructor.
	 *
	 * @param string $file The template file (templates/emails/message.php).
	 */
	public function __construct( private string $file ) {}

	/**
	 * The HTML of one e-mail.
	 *
	 * @param string $kind    Which e-mail (rsvp_confirmation, order_tickets, event_reminder, …), passed to the filter.
	 * @param array  $context {
	 *     What the e-mail says.
	 *
	 *     @type string                                            $subject Subject.
	 *     @type string                                            $text    Plain text (the staff's text, filled in).
	 *     @type array{title: string, date: string, place: string, online?: string, online_url?: string}|null $event The event, or null.
	 *     @type array{url: string, label: string}|null            $button  The main link, or null.
	 *     @type list<string>                                      $links   The addresses in the text that become links (others stay text).
	 *     @type list<array{label: string, url: string, image: string}> $tickets Tickets shown with their QR picture ('cid:…' or '') and page.
	 * }
	 * @phpstan-param array{subject?: string, text?: string, event?: array{title: string, date: string, place: string}|null, button?: array{url: string, label: string}|null, links?: list<string>, tickets?: list<array{label: string, url: string, image: string}>} $context
	 */
	public function render( string $kind, array $context ): string {
		$site_name = html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' );
		$values    = array(
			'lang'      => (string) get_bloginfo( 'language' ),
			'subject'   => (string) ( $context['subject'] ?? '' ),
			'site_name' => $site_name,
			'site_url'  => home_url( '/' ),
			'logo_url'  => $this->logo_url(),
			'event'     => self::event( $context['event'] ?? null ),
			'body_html' => MailBody::to_html( (string) ( $context['text'] ?? '' ), is_array( $context['links'] ?? null ) ? array_values( array_map( 'strval', $context['links'] ) ) : array() ),
			'button'    => self::button( $context['button'] ?? null ),
			'tickets'   => self::tickets( $context['tickets'] ?? null ),
			/* translators: %s: site name. */
			'footer'    => sprintf( __( 'You receive this e-mail because of your registration or invitation on %s.', 'eventsmith' ), $site_name ),
		);
		ob_start();
		( static function ( string $file, array $values ): void {
			// The template's documented variables.
			$lang      = $values['lang'];
			$subject   = $values['subject'];
			$site_name = $values['site_name'];
			$site_url  = $values['site_url'];
			$logo_url  = $values['logo_url'];
			$event     = $values['event'];
			$body_html = $values['body_html'];
			$button    = $values['button'];
			$tickets   = $values['tickets'];
			$footer    = $values['footer'];
			require $file;
		} )( $this->file, $values );
		$html = (string) ob_get_clean();
		/**
		 * Filters the HTML of an e-mail once the template is rendered.
		 *
		 * @param string $html    The HTML.
		 * @param string $kind    Which e-mail.
		 * @param array  $context What the e-mail says.
		 */
		return (string) apply_filters( 'eventsmith_mail_html', $html, $kind, $context );
	}

	/**
	 * The custom logo, else the site icon, else ''.
	 */
	private function logo_url(): string {
		$logo = (int) get_theme_mod( 'custom_logo' );
		if ( $logo > 0 ) {
			$url = wp_get_attachment_image_url( $logo, 'medium' );
			if ( is_string( $url ) && '' !== $url ) {
				return $url;
			}
		}
		return (string) get_site_icon_url( 96 );
	}

	/**
	 * The event part, or null.
	 *
	 * @param mixed $event Input.
	 * @return array{title: string, date: string, place: string, online: string, online_url: string}|null
	 */
	private static function event( mixed $event ): ?array {
		if ( ! is_array( $event ) || '' === (string) ( $event['title'] ?? '' ) ) {
			return null;
		}
		$url = (string) ( $event['online_url'] ?? '' );
		return array(
			'title'      => (string) $event['title'],
			'date'       => (string) ( $event['date'] ?? '' ),
			'place'      => (string) ( $event['place'] ?? '' ),
			'online'     => (string) ( $event['online'] ?? '' ),
			'online_url' => 1 === preg_match( '#^https?://#i', $url ) ? $url : '',
		);
	}

	/**
	 * The tickets with an http(s) page; a picture only by Content-ID.
	 *
	 * @param mixed $tickets Input.
	 * @return list<array{label: string, url: string, image: string}>
	 */
	private static function tickets( mixed $tickets ): array {
		$shown = array();
		foreach ( is_array( $tickets ) ? $tickets : array() as $ticket ) {
			$url = is_array( $ticket ) ? (string) ( $ticket['url'] ?? '' ) : '';
			if ( 1 !== preg_match( '#^https?://#i', $url ) ) {
				continue;
			}
			$image   = (string) ( $ticket['image'] ?? '' );
			$shown[] = array(
				'label' => (string) ( $ticket['label'] ?? '' ),
				'url'   => $url,
				'image' => 1 === preg_match( '/^cid:[A-Za-z0-9._@-]+$/', $image ) ? $image : '',
			);
		}
		return $shown;
	}

	/**
	 * The button, or null when it has no http(s) address.
	 *
	 * @param mixed $button Input.
	 * @return array{url: string, label: string}|null
	 */
	private static function button( mixed $button ): ?array {
		if ( ! is_array( $button ) ) {
			return null;
		}
		$url = (string) ( $button['url'] ?? '' );
		if ( 1 !== preg_match( '#^https?://#i', $url ) ) {
			return null;
		}
		return array(
			'url'   => $url,
			'label' => (string) ( $button['label'] ?? '' ),
		);
	}
}
