<?php
/**
 * The public addresses of a ticket.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Domain\Ticket\InvoiceKey;

defined( 'ABSPATH' ) || exit;

/**
 * The one place these addresses are built.
 *
 * - Ticket page `{home}/?eventsmith_ticket={code}`: the holder's ticket with its QR code.
 * - Verify address `{home}/?eventsmith_verify={code}`: what the QR code encodes. The
 *   door scanner sends a GET to it with scanner_active, action=scanner_verification,
 *   security and event_id; opened in a browser it leads door staff to the result.
 * - Certificate page `{home}/?eventsmith_certificate={code}`: the holder's certificate
 *   of attendance (see CertificatePage).
 * - Invoice page `{home}/?eventsmith_invoice={booking id}-{signature}`: the order's invoice
 *   (see InvoicePage); the signature is made with the site's secret (InvoiceKey).
 */
final class TicketLinks {

	public const PAGE_ARG   = 'eventsmith_ticket';
	public const VERIFY_ARG = 'eventsmith_verify';

	public const CERTIFICATE_ARG = 'eventsmith_certificate';

	public const INVOICE_ARG = 'eventsmith_invoice';

	/**
	 * The ticket page.
	 *
	 * @param string $code Ticket code.
	 */
	public static function page( string $code ): string {
		return add_query_arg( self::PAGE_ARG, rawurlencode( $code ), home_url( '/' ) );
	}

	/**
	 * The verify address the QR code encodes.
	 *
	 * @param string $code Ticket code.
	 */
	public static function verify( string $code ): string {
		return add_query_arg( self::VERIFY_ARG, rawurlencode( $code ), home_url( '/' ) );
	}

	/**
	 * The certificate page.
	 *
	 * @param string $code Ticket code.
	 */
	public static function certificate( string $code ): string {
		return add_query_arg( self::CERTIFICATE_ARG, rawurlencode( $code ), home_url( '/' ) );
	}

	/**
	 * The invoice page of an order.
	 *
	 * @param int $booking_id Booking id.
	 */
	public static function invoice( int $booking_id ): string {
		return add_query_arg( self::INVOICE_ARG, InvoiceKey::of( $booking_id, self::invoice_secret() ), home_url( '/' ) );
	}

	/**
	 * The order an invoice key opens, or null.
	 *
	 * @param string $key Key from the address.
	 */
	public static function invoice_booking( string $key ): ?int {
		return InvoiceKey::booking_id( $key, self::invoice_secret() );
	}

	/**
	 * The site's secret that signs invoice addresses.
	 */
	private static function invoice_secret(): string {
		return wp_salt( 'auth' );
	}
}
