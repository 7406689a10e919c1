<?php
/**
 * The HTML of every e-mail Eventsmith sends: one table-based layout with inline
 * styles that mail clients keep. Rendered by Infrastructure\Mail\EmailTemplate,
 * which hands over the values below; everything is escaped here.
 *
 * @package Eventsmith
 *
 * @var string                                            $lang      Language code.
 * @var string                                            $subject   Subject (plain text).
 * @var string                                            $site_name Site name (plain text).
 * @var string                                            $site_url  Home page.
 * @var string                                            $logo_url  Logo or site icon ('' for none).
 * @var array{title: string, date: string, place: string, online: string, online_url: string}|null $event The event, or null (online_url: the link the reader may see; online: the notice when it is kept back).
 * @var string                                            $body_html The staff's text as paragraphs, already escaped (Domain\Mail\MailBody).
 * @var array{url: string, label: string}|null            $button    The main link, or null.
 * @var list<array{label: string, url: string, image: string}> $tickets Tickets: holder and type, page, QR picture ('cid:…' sent inside the message, '' for none).
 * @var string                                            $footer    Why the reader got this e-mail.
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?><!DOCTYPE html>
<html lang="<?php echo esc_attr( $lang ); ?>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title><?php echo esc_html( $subject ); ?></title>
</head>
<body style="margin:0;padding:0;background-color:#f0f0f1;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f0f0f1;">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:8px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1e1e1e;">
<tr>
<td style="padding:24px 24px 8px;">
<a href="<?php echo esc_url( $site_url ); ?>" style="color:#1e1e1e;text-decoration:none;font-size:18px;font-weight:600;">
<?php if ( '' !== $logo_url ) : ?>
<img src="<?php echo esc_url( $logo_url ); ?>" alt="" width="48" height="48" style="display:inline-block;vertical-align:middle;width:48px;height:48px;border:0;border-radius:4px;margin-right:8px;object-fit:contain;">
<?php endif; ?>
<span style="vertical-align:middle;"><?php echo esc_html( $site_name ); ?></span>
</a>
</td>
</tr>
<?php if ( null !== $event ) : ?>
<tr>
<td style="padding:16px 24px 8px;">
<h1 style="margin:0 0 8px;font-size:24px;line-height:1.3;color:#1e1e1e;"><?php echo esc_html( $event['title'] ); ?></h1>
<?php if ( '' !== $event['date'] ) : ?>
<p style="margin:0 0 4px;font-size:15px;line-height:1.5;color:#3c434a;"><strong><?php esc_html_e( 'When:', 'eventsmith' ); ?></strong> <?php echo esc_html( $event['date'] ); ?></p>
<?php endif; ?>
<?php if ( '' !== $event['place'] ) : ?>
<p style="margin:0 0 4px;font-size:15px;line-height:1.5;color:#3c434a;"><strong><?php esc_html_e( 'Where:', 'eventsmith' ); ?></strong> <?php echo esc_html( $event['place'] ); ?></p>
<?php endif; ?>
<?php if ( '' !== $event['online_url'] ) : ?>
<p style="margin:0 0 4px;font-size:15px;line-height:1.5;color:#3c434a;"><strong><?php esc_html_e( 'Join online:', 'eventsmith' ); ?></strong> <a href="<?php echo esc_url( $event['online_url'] ); ?>" style="color:#2f5fd0;"><?php echo esc_html( $event['online_url'] ); ?></a></p>
<?php elseif ( '' !== $event['online'] ) : ?>
<p style="margin:0 0 4px;font-size:15px;line-height:1.5;color:#3c434a;"><?php echo esc_html( $event['online'] ); ?></p>
<?php endif; ?>
</td>
</tr>
<?php endif; ?>
<tr>
<td style="padding:16px 24px 8px;">
<?php echo $body_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Domain\Mail\MailBody::to_html(). ?>
</td>
</tr>
<?php foreach ( $tickets as $ticket ) : ?>
<tr>
<td align="center" style="padding:8px 24px 16px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #dcdcde;border-radius:8px;">
<tr>
<td align="center" style="padding:16px;">
<?php if ( '' !== $ticket['image'] ) : ?>
<img src="<?php echo esc_attr( $ticket['image'] ); ?>" alt="<?php esc_attr_e( 'QR code of your ticket', 'eventsmith' ); ?>" width="200" height="200" style="display:block;width:200px;height:200px;border:0;margin:0 auto 8px;">
<?php endif; ?>
<?php if ( '' !== $ticket['label'] ) : ?>
<p style="margin:0 0 4px;font-size:15px;line-height:1.5;color:#1e1e1e;"><?php echo esc_html( $ticket['label'] ); ?></p>
<?php endif; ?>
<p style="margin:0;font-size:14px;line-height:1.5;"><a href="<?php echo esc_url( $ticket['url'] ); ?>" style="color:#2f5fd0;"><?php esc_html_e( 'Open the ticket (PDF and print)', 'eventsmith' ); ?></a></p>
</td>
</tr>
</table>
</td>
</tr>
<?php endforeach; ?>
<?php if ( null !== $button ) : ?>
<tr>
<td style="padding:8px 24px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0">
<tr>
<td style="border-radius:4px;background-color:#2f5fd0;">
<a href="<?php echo esc_url( $button['url'] ); ?>" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:4px;"><?php echo esc_html( $button['label'] ); ?></a>
</td>
</tr>
</table>
</td>
</tr>
<?php endif; ?>
<tr>
<td style="padding:16px 24px 24px;border-top:1px solid #dcdcde;font-size:13px;line-height:1.5;color:#646970;">
<?php echo esc_html( $footer ); ?>
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
