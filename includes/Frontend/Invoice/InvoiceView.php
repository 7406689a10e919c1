<?php
/**
 * What an order's invoice shows.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\Invoice;

use Eventsmith\Domain\Payment\PayLaterGateway;
use Eventsmith\Domain\Payment\PaymentRequest;

defined( 'ABSPATH' ) || exit;

/**
 * The seller (the site, or what the `eventsmith_invoice_seller` filter says),
 * the order number and date, the buyer, the event, the lines with their
 * amounts, the total and the order's status. Prices are the ones stored with
 * the order, never recomputed.
 */
final class InvoiceView {

	/**
	 * Constructor.
	 *
	 * @param int                                                                    $number       Order number.
	 * @param string                                                                 $date         Order date in the site's format and timezone.
	 * @param list<string>                                                           $seller       Seller lines, the name first.
	 * @param array{name: string, email: string}                                     $buyer        Buyer.
	 * @param string                                                                 $event        Event title.
	 * @param list<array{item: string, quantity: int, price: string, amount: string}> $lines        Lines, amounts formatted.
	 * @param string                                                                 $total        Total with currency.
	 * @param string                                                                 $status       'completed', 'pending', 'refunded' or 'cancelled'.
	 * @param string                                                                 $instructions How to pay, while unpaid by bank transfer.
	 * @param array{label: string, reference: string, url: string}                  $payment      The payment method's name, the provider's reference and (staff only) its dashboard page; '' each when unknown.
	 */
	private function __construct(
		public readonly int $number,
		public readonly string $date,
		public readonly array $seller,
		public readonly array $buyer,
		public readonly string $event,
		public readonly array $lines,
		public readonly string $total,
		public readonly string $status,
		public readonly string $instructions,
		public readonly array $payment = array(
			'label'     => '',
			'reference' => '',
			'url'       => '',
		)
	) {}

	/**
	 * Builds the view of a booking.
	 *
	 * @param array<string, mixed> $booking      The booking (BookingReport::present()).
	 * @param string               $instructions The site's payment instructions (bank details…).
	 * @param string               $seller       The seller lines of the settings ('' for the site's name and host).
	 * @param array{label: string, reference: string, url: string}|null $payment How the order is paid (null: not shown).
	 */
	public static function of( array $booking, string $instructions, string $seller = '', ?array $payment = null ): self {
		$currency = (string) $booking['currency'];
		$lines    = array();
		foreach ( (array) $booking['lines'] as $line ) {
			$quantity = (int) ( $line['quantity'] ?? 0 );
			$price    = (float) ( $line['price'] ?? 0 );
			$lines[]  = array(
				'item'     => (string) ( $line['ticket_type'] ?? '' ),
				'quantity' => $quantity,
				'price'    => self::money( $price, $currency ),
				'amount'   => self::money( $price * $quantity, $currency ),
			);
		}
		if ( '' !== (string) ( $booking['discount_code'] ?? '' ) ) {
			// The discount as a line of its own, so the page and the PDF show it with the lines it reduced.
			$off     = '-' . self::money( (float) $booking['discount_total'], $currency );
			$lines[] = array(
				/* translators: %s: discount code. */
				'item'     => sprintf( __( 'Discount (code %s)', 'eventsmith' ), (string) $booking['discount_code'] ),
				'quantity' => 1,
				'price'    => $off,
				'amount'   => $off,
			);
		}
		$created = date_create_immutable( (string) $booking['created_at'], new \DateTimeZone( 'UTC' ) );
		$status  = (string) $booking['status'];
		return new self(
			(int) $booking['id'],
			false === $created ? '' : wp_date( (string) get_option( 'date_format', 'F j, Y' ), $created->getTimestamp() ),
			self::seller( $seller ),
			array(
				'name'  => (string) $booking['customer_name'],
				'email' => (string) $booking['customer_email'],
			),
			(string) $booking['event_name'],
			$lines,
			self::money( (float) $booking['total'], $currency ),
			$status,
			'pending' === $status && PayLaterGateway::ID === (string) ( $booking['payment_method'] ?? '' ) ? self::how_to_pay( $booking, $instructions ) : '',
			$payment ?? array(
				'label'     => '',
				'reference' => '',
				'url'       => '',
			)
		);
	}

	/**
	 * What the buyer was told at checkout: the same words as the pay-later e-mail.
	 *
	 * @param array<string, mixed> $booking      The booking.
	 * @param string               $instructions The site's payment instructions.
	 */
	private static function how_to_pay( array $booking, string $instructions ): string {
		$request = new PaymentRequest(
			(int) $booking['id'],
			number_format( (float) $booking['total'], 2, '.', '' ),
			(string) $booking['currency'],
			(string) $booking['customer_name'],
			(string) $booking['customer_email'],
			(string) $booking['event_name'],
			''
		);
		return ( new PayLaterGateway( $instructions ) )->start( $request )->instructions;
	}

	/**
	 * The order's status as the buyer reads it.
	 */
	public function status_label(): string {
		return match ( $this->status ) {
			'completed' => __( 'Paid', 'eventsmith' ),
			'pending'   => __( 'Awaiting payment', 'eventsmith' ),
			'refunded'  => __( 'Refunded', 'eventsmith' ),
			default     => __( 'Cancelled', 'eventsmith' ),
		};
	}

	/**
	 * An amount as the ticket form shows it ("98.00 USD").
	 *
	 * @param float  $amount   Amount.
	 * @param string $currency Currency code.
	 */
	private static function money( float $amount, string $currency ): string {
		return number_format_i18n( $amount, 2 ) . ' ' . $currency;
	}

	/**
	 * The seller's lines: those of the settings, else the site's name and address, unless a filter gives its own.
	 *
	 * @param string $setting The seller lines of the settings.
	 * @return list<string>
	 */
	private static function seller( string $setting ): array {
		$default = '' === trim( $setting )
			? array( (string) get_bloginfo( 'name' ), (string) wp_parse_url( home_url(), PHP_URL_HOST ) )
			: explode( "\n", $setting );
		/**
		 * Filters the seller shown on invoices: a list of lines, the name first (e.g. company, address, tax number).
		 *
		 * @param list<string> $lines The seller lines of the settings, or the site's name and host.
		 */
		$lines = apply_filters( 'eventsmith_invoice_seller', $default );
		$lines = is_array( $lines ) ? array_values( array_filter( array_map( 'strval', $lines ), static fn( string $line ): bool => '' !== trim( $line ) ) ) : array();
		return array() === $lines ? $default : $lines;
	}
}
