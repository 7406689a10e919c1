<?php
/**
 * The invoice as data, for the PDF the browser writes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Frontend\Invoice;

defined( 'ABSPATH' ) || exit;

/**
 * What the invoice page shows, in the page's order and words, embedded in the
 * page as JSON so that "Download PDF" writes the same invoice as real text
 * (selectable, searchable) instead of a picture of the page.
 */
final class InvoiceData {

	/** The id of the script element that holds the data. */
	public const ELEMENT_ID = 'eventsmith-invoice-data';

	/**
	 * The invoice's texts, headings included, as the page prints them.
	 *
	 * @param InvoiceView $invoice The invoice.
	 * @param string      $title   Its heading ("Invoice #12").
	 * @return array<string, mixed>
	 */
	public static function of( InvoiceView $invoice, string $title ): array {
		$lines = array();
		foreach ( $invoice->lines as $line ) {
			$lines[] = array(
				'item'     => $line['item'],
				'quantity' => number_format_i18n( $line['quantity'] ),
				'price'    => $line['price'],
				'amount'   => $line['amount'],
			);
		}
		return array(
			'title'        => $title,
			'seller'       => $invoice->seller,
			'meta'         => array(
				array(
					'label' => __( 'Order number', 'eventsmith' ),
					'value' => (string) $invoice->number,
				),
				array(
					'label' => __( 'Date', 'eventsmith' ),
					'value' => $invoice->date,
				),
			),
			'status'       => array(
				'label' => __( 'Status', 'eventsmith' ),
				'value' => $invoice->status_label(),
				'kind'  => $invoice->status,
			),
			'parties'      => array(
				array(
					'heading' => __( 'Billed to', 'eventsmith' ),
					'lines'   => array( $invoice->buyer['name'], $invoice->buyer['email'] ),
				),
				array(
					'heading' => __( 'Event', 'eventsmith' ),
					'lines'   => array( $invoice->event ),
				),
			),
			'columns'      => array(
				__( 'Ticket', 'eventsmith' ),
				__( 'Quantity', 'eventsmith' ),
				__( 'Unit price', 'eventsmith' ),
				__( 'Amount', 'eventsmith' ),
			),
			'lines'        => $lines,
			'total'        => array(
				'label' => __( 'Total', 'eventsmith' ),
				'value' => $invoice->total,
			),
			'instructions' => $invoice->instructions,
			'thanks'       => __( 'Thank you for your order.', 'eventsmith' ),
		);
	}

	/**
	 * Prints the data as a JSON script element. `<`, `>` and `&` are written
	 * as \u escapes, so no text of the order can close the element.
	 *
	 * @param InvoiceView $invoice The invoice.
	 * @param string      $title   Its heading.
	 */
	public static function print_script( InvoiceView $invoice, string $title ): void {
		$json = wp_json_encode( self::of( $invoice, $title ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE );
		printf(
			'<script type="application/json" id="%1$s">%2$s</script>' . "\n",
			esc_attr( self::ELEMENT_ID ),
			false === $json ? '{}' : $json // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with <, >, & and quotes hex-escaped: it cannot leave the script element.
		);
	}
}
