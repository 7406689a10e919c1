<?php
/**
 * The ticket layout used when an event has no ticket template chosen.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * A plain, printable ticket: event, dates, place, holder, ticket and the QR code.
 */
final class DefaultTicket {

	/**
	 * The layout as template fields (content is serialized blocks).
	 *
	 * @return array{name: string, type: string, orientation: string, content: string, template_css: string}
	 */
	public static function template(): array {
		$field = static fn( string $label, string $key ): string => sprintf(
			'<!-- wp:eventsmith/dynamic-field {"field":"%1$s","showLabel":true,"label":"%2$s","containerClassName":"eventsmith-default-ticket__field"} /-->',
			$key,
			str_replace( array( '"', '\\', '--' ), '', $label )
		);
		$content = '<!-- wp:eventsmith/certificate-body {"bodyStyling":{"backgroundColor":"#ffffff","padding":"40px"},"containerClassName":"eventsmith-default-ticket"} -->'
			. '<!-- wp:eventsmith/dynamic-field {"field":"event_title","containerClassName":"eventsmith-default-ticket__title"} /-->'
			. '<!-- wp:eventsmith/dynamic-field {"field":"event_start_date","containerClassName":"eventsmith-default-ticket__when"} /-->'
			. '<!-- wp:eventsmith/dynamic-field {"field":"event_location","containerClassName":"eventsmith-default-ticket__where"} /-->'
			. '<!-- wp:eventsmith/qr-code {"size":180,"showLink":true,"containerClassName":"eventsmith-default-ticket__qr"} /-->'
			. $field( __( 'Name', 'eventsmith' ), 'attendee_name' )
			. $field( __( 'Email', 'eventsmith' ), 'attendee_email' )
			. $field( __( 'Ticket', 'eventsmith' ), 'ticket_type' )
			. $field( __( 'Ticket ID', 'eventsmith' ), 'ticket_id' )
			. $field( __( 'Seat', 'eventsmith' ), 'attendee_seat' )
			. '<!-- /wp:eventsmith/certificate-body -->';
		return array(
			'name'         => __( 'Ticket', 'eventsmith' ) . ' – {{event_title}}',
			'type'         => 'ticket',
			'orientation'  => 'landscape',
			'content'      => $content,
			'template_css' => '.eventsmith-default-ticket{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1e1e1e;border:2px solid #1e1e1e;border-radius:12px;min-height:595px;}'
				. '.eventsmith-default-ticket__title{font-size:32px;font-weight:700;margin-bottom:8px;}'
				. '.eventsmith-default-ticket__when,.eventsmith-default-ticket__where{font-size:16px;color:#50575e;}'
				. '.eventsmith-default-ticket__qr{float:right;margin:0 0 16px 24px;}'
				. '.eventsmith-default-ticket__field{font-size:16px;margin-top:10px;}',
		);
	}
}
