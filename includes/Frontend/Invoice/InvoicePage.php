<?php
/**
 * The invoice page of an order.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\Invoice;

use Eventsmith\Blocks\Templates\DocumentPrinter;
use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Access\Permission;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\BookingService;

defined( 'ABSPATH' ) || exit;

/**
 * `{home}/?eventsmith_invoice={key}` shows the order's invoice with Print and
 * Download PDF (PDF-07/08). The key is signed with the site's secret; the
 * link reaches the buyer in their order e-mails and after checkout, and
 * staff open it from the purchase report.
 */
final class InvoicePage {

	/**
	 * Constructor.
	 *
	 * @param BookingService     $bookings Orders.
	 * @param SettingsRepository $settings Site settings.
	 */
	public function __construct( private BookingService $bookings, private SettingsRepository $settings, private ?PaymentGateways $gateways = null ) {}

	/**
	 * Answers the page's requests before the theme loads.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Renders the invoice when the request names one.
	 */
	public function maybe_render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read; the signed key is the secret.
		if ( ! isset( $_GET[ TicketLinks::INVOICE_ARG ] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- one key per link; an array is not one (400, not a PHP warning).
		if ( ! is_string( $_GET[ TicketLinks::INVOICE_ARG ] ) ) {
			DocumentPrinter::message( __( 'This link is not valid.', 'eventsmith' ), 400 );
			return;
		}
		$key = sanitize_text_field( wp_unslash( (string) $_GET[ TicketLinks::INVOICE_ARG ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		DocumentPrinter::private_address_headers();
		$id = TicketLinks::invoice_booking( $key );
		try {
			$booking = null === $id ? null : $this->bookings->get( $id );
		} catch ( DomainError ) {
			$booking = null;
		}
		if ( null === $booking ) {
			DocumentPrinter::message( __( 'This invoice does not exist.', 'eventsmith' ), 404 );
			return;
		}
		$settings = $this->settings->all();
		$invoice  = InvoiceView::of( $booking, (string) ( $settings['payment_instructions'] ?? '' ), (string) ( $settings['seller_details'] ?? '' ), $this->payment( $booking ) );
		status_header( 200 );
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		require __DIR__ . '/views/invoice.php';
		exit;
	}

	/**
	 * How the order is paid: the method's name for everyone with the link; the provider's
	 * reference and its dashboard page for staff who manage orders only.
	 *
	 * @param array<string, mixed> $booking The booking.
	 * @return array{label: string, reference: string, url: string}|null
	 */
	private function payment( array $booking ): ?array {
		if ( null === $this->gateways ) {
			return null;
		}
		$reference = (string) ( $booking['payment_ref'] ?? '' );
		$described = $this->gateways->describe( (string) ( $booking['payment_method'] ?? '' ), $reference );
		$staff     = current_user_can( Permission::ManageOrder->value );
		return array(
			'label'     => $described['payment_label'],
			'reference' => $staff ? $reference : '',
			'url'       => $staff ? $described['payment_url'] : '',
		);
	}
}
