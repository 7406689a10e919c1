<?php
/**
 * The invoice document.
 *
 * @var InvoiceView $invoice The invoice.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Templates\DocumentPrinter;
use Eventsmith\Blocks\Templates\DocumentScripts;
use Eventsmith\Frontend\Invoice\InvoiceData;
use Eventsmith\Frontend\Invoice\InvoiceView;

defined( 'ABSPATH' ) || exit;

/* translators: %d: order number. */
$eventsmith_title = sprintf( __( 'Invoice #%d', 'eventsmith' ), $invoice->number );
?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title><?php echo esc_html( $eventsmith_title . ' — ' . get_bloginfo( 'name' ) ); ?></title>
<style id="eventsmith-invoice">
body{margin:0;padding:24px 12px;background:#f0f0f1;color:#1e1e1e;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;}
[data-eventsmith-document]{box-sizing:border-box;width:100%;max-width:794px;margin:0 auto;padding:48px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.12);}
.eventsmith-invoice__head{display:flex;flex-wrap:wrap;gap:16px 32px;justify-content:space-between;align-items:flex-start;margin-bottom:32px;}
.eventsmith-invoice__seller{margin:0;font-style:normal;color:#50575e;}
.eventsmith-invoice__seller strong{display:block;color:#1e1e1e;font-size:18px;}
.eventsmith-invoice h1{margin:0;font-size:28px;line-height:1.2;text-align:right;}
.eventsmith-invoice__meta{display:grid;grid-template-columns:auto auto;gap:2px 16px;margin:8px 0 0;justify-content:end;}
.eventsmith-invoice__meta dt{color:#50575e;}
.eventsmith-invoice__meta dd{margin:0;text-align:right;}
.eventsmith-invoice__status{display:inline-block;padding:0 8px;border-radius:10px;font-size:13px;font-weight:600;}
.eventsmith-invoice__status.is-completed{background:#edfaef;color:#00450c;}
.eventsmith-invoice__status.is-pending{background:#fcf9e8;color:#614200;}
.eventsmith-invoice__status.is-refunded,.eventsmith-invoice__status.is-cancelled{background:#fcf0f1;color:#8a2424;}
.eventsmith-invoice__parties{display:flex;flex-wrap:wrap;gap:16px 48px;margin-bottom:32px;}
.eventsmith-invoice__parties h2{margin:0 0 4px;font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#50575e;}
.eventsmith-invoice__parties p{margin:0;overflow-wrap:anywhere;}
.eventsmith-invoice table{width:100%;border-collapse:collapse;}
.eventsmith-invoice th,.eventsmith-invoice td{padding:10px 8px;border-bottom:1px solid #dcdcde;text-align:left;vertical-align:top;}
.eventsmith-invoice th{font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#50575e;}
.eventsmith-invoice .is-number{text-align:right;white-space:nowrap;}
.eventsmith-invoice tfoot th,.eventsmith-invoice tfoot td{border-bottom:0;font-size:17px;font-weight:600;color:#1e1e1e;text-transform:none;letter-spacing:0;}
.eventsmith-invoice__instructions{margin:24px 0 0;padding:12px 16px;border-left:4px solid #dba617;background:#fcf9e8;white-space:pre-line;}
.eventsmith-invoice__thanks{margin:32px 0 0;color:#50575e;}
@media (max-width:600px){body{padding:12px 8px;}[data-eventsmith-document]{padding:24px 16px;}.eventsmith-invoice h1{text-align:left;}.eventsmith-invoice__meta{justify-content:start;}.eventsmith-invoice__meta dd{text-align:left;}.eventsmith-invoice table{font-size:14px;}.eventsmith-invoice th,.eventsmith-invoice td{padding:8px 4px;}.eventsmith-invoice th{font-size:11px;letter-spacing:0;}.eventsmith-invoice th.is-number{white-space:normal;}.eventsmith-invoice td:first-child{overflow-wrap:break-word;hyphens:auto;}}
@media print{[data-eventsmith-document]{box-shadow:none;padding:0;max-width:none;}}
<?php echo DocumentPrinter::ACTIONS_CSS; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant CSS. ?>
</style>
</head>
<body class="eventsmith-invoice-document">
<?php DocumentPrinter::print_actions( 'invoice', '' ); ?>
<main data-eventsmith-document class="eventsmith-invoice">
	<div class="eventsmith-invoice__head">
		<address class="eventsmith-invoice__seller">
			<?php foreach ( $invoice->seller as $eventsmith_index => $eventsmith_line ) : ?>
				<?php if ( 0 === $eventsmith_index ) : ?>
					<strong><?php echo esc_html( $eventsmith_line ); ?></strong>
				<?php else : ?>
					<?php echo esc_html( $eventsmith_line ); ?><br>
				<?php endif; ?>
			<?php endforeach; ?>
		</address>
		<div>
			<h1><?php echo esc_html( $eventsmith_title ); ?></h1>
			<dl class="eventsmith-invoice__meta">
				<dt><?php esc_html_e( 'Order number', 'eventsmith' ); ?></dt>
				<dd><?php echo esc_html( (string) $invoice->number ); ?></dd>
				<dt><?php esc_html_e( 'Date', 'eventsmith' ); ?></dt>
				<dd><?php echo esc_html( $invoice->date ); ?></dd>
				<dt><?php esc_html_e( 'Status', 'eventsmith' ); ?></dt>
				<dd><span class="eventsmith-invoice__status is-<?php echo esc_attr( $invoice->status ); ?>"><?php echo esc_html( $invoice->status_label() ); ?></span></dd>
				<?php if ( '' !== $invoice->payment['label'] ) : ?>
					<dt><?php esc_html_e( 'Payment method', 'eventsmith' ); ?></dt>
					<dd class="eventsmith-invoice__payment"><?php echo esc_html( $invoice->payment['label'] ); ?>
						<?php if ( '' !== $invoice->payment['reference'] ) : ?>
							<br><small><?php esc_html_e( 'Reference', 'eventsmith' ); ?>: <?php if ( '' !== $invoice->payment['url'] ) : ?><a href="<?php echo esc_url( $invoice->payment['url'] ); ?>" target="_blank" rel="noopener noreferrer"><?php echo esc_html( $invoice->payment['reference'] ); ?></a><?php else : ?><?php echo esc_html( $invoice->payment['reference'] ); ?><?php endif; ?></small>
						<?php endif; ?>
					</dd>
				<?php endif; ?>
			</dl>
		</div>
	</div>
	<div class="eventsmith-invoice__parties">
		<div>
			<h2><?php esc_html_e( 'Billed to', 'eventsmith' ); ?></h2>
			<p><?php echo esc_html( $invoice->buyer['name'] ); ?><br><?php echo esc_html( $invoice->buyer['email'] ); ?></p>
		</div>
		<div>
			<h2><?php esc_html_e( 'Event', 'eventsmith' ); ?></h2>
			<p><?php echo esc_html( $invoice->event ); ?></p>
		</div>
	</div>
	<table>
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Ticket', 'eventsmith' ); ?></th>
				<th scope="col" class="is-number"><?php esc_html_e( 'Quantity', 'eventsmith' ); ?></th>
				<th scope="col" class="is-number"><?php esc_html_e( 'Unit price', 'eventsmith' ); ?></th>
				<th scope="col" class="is-number"><?php esc_html_e( 'Amount', 'eventsmith' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $invoice->lines as $eventsmith_line ) : ?>
				<tr>
					<td><?php echo esc_html( $eventsmith_line['item'] ); ?></td>
					<td class="is-number"><?php echo esc_html( number_format_i18n( $eventsmith_line['quantity'] ) ); ?></td>
					<td class="is-number"><?php echo esc_html( $eventsmith_line['price'] ); ?></td>
					<td class="is-number"><?php echo esc_html( $eventsmith_line['amount'] ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
		<tfoot>
			<tr>
				<th scope="row" colspan="3"><?php esc_html_e( 'Total', 'eventsmith' ); ?></th>
				<td class="is-number"><?php echo esc_html( $invoice->total ); ?></td>
			</tr>
		</tfoot>
	</table>
	<?php if ( '' !== $invoice->instructions ) : ?>
		<p class="eventsmith-invoice__instructions"><?php echo esc_html( $invoice->instructions ); ?></p>
	<?php endif; ?>
	<p class="eventsmith-invoice__thanks"><?php esc_html_e( 'Thank you for your order.', 'eventsmith' ); ?></p>
</main>
<?php InvoiceData::print_script( $invoice, $eventsmith_title ); ?>
<?php wp_print_scripts( array( DocumentScripts::ACTIONS_HANDLE ) ); ?>
</body>
</html>
