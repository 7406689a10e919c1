<?php
/**
 * The claim page of a waitlist offer.
 *
 * @var array<string, mixed> $page What to show.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_title = __( 'Your place from the waitlist', 'eventsmith' );
?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title><?php echo esc_html( $eventsmith_title . ' — ' . get_bloginfo( 'name' ) ); ?></title>
<style id="eventsmith-waitlist-claim">
body{margin:0;padding:24px 12px;background:#f0f0f1;color:#1e1e1e;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;}
main{box-sizing:border-box;max-width:560px;margin:0 auto;padding:32px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.12);border-radius:4px;}
h1{margin:0 0 8px;font-size:24px;line-height:1.25;}
.eventsmith-claim__what{margin:0 0 16px;font-weight:600;}
.eventsmith-claim__notice{padding:12px 16px;border-left:4px solid #d63638;background:#fcf0f1;}
.eventsmith-claim__notice.is-success{border-color:#00a32a;background:#edfaef;}
button{min-height:44px;padding:8px 20px;border:0;border-radius:2px;background:#2271b1;color:#fff;font:inherit;font-weight:600;cursor:pointer;}
button:focus-visible{outline:2px solid #1e1e1e;outline-offset:2px;}
a{color:#2271b1;}
</style>
</head>
<body>
<main class="eventsmith-claim">
	<h1><?php echo esc_html( $eventsmith_title ); ?></h1>
	<p class="eventsmith-claim__what"><?php echo esc_html( (string) $page['what'] ); ?></p>
	<?php if ( '' !== $page['error'] ) : ?>
		<p class="eventsmith-claim__notice" role="alert"><?php echo esc_html( (string) $page['error'] ); ?></p>
	<?php elseif ( $page['done'] ) : ?>
		<div class="eventsmith-claim__notice is-success" role="status">
			<?php if ( 'pending' === ( $page['status'] ?? '' ) ) : ?>
				<p><?php esc_html_e( 'The place is yours and held for you until your payment arrives.', 'eventsmith' ); ?></p>
				<?php if ( ! empty( $page['next']['instructions'] ) ) : ?>
					<p><?php echo esc_html( (string) $page['next']['instructions'] ); ?></p>
				<?php endif; ?>
				<?php if ( ! empty( $page['next']['redirect_url'] ) ) : ?>
					<p><a href="<?php echo esc_url( (string) $page['next']['redirect_url'] ); ?>"><?php esc_html_e( 'Pay now', 'eventsmith' ); ?></a></p>
				<?php endif; ?>
			<?php else : ?>
				<p><?php esc_html_e( 'The place is yours. We have e-mailed your ticket.', 'eventsmith' ); ?></p>
			<?php endif; ?>
			<?php foreach ( $page['tickets'] as $eventsmith_url ) : ?>
				<p><a href="<?php echo esc_url( (string) $eventsmith_url ); ?>"><?php esc_html_e( 'Open your ticket', 'eventsmith' ); ?></a></p>
			<?php endforeach; ?>
			<?php if ( '' !== $page['invoice'] ) : ?>
				<p><a href="<?php echo esc_url( (string) $page['invoice'] ); ?>"><?php esc_html_e( 'View your order', 'eventsmith' ); ?></a></p>
			<?php endif; ?>
		</div>
	<?php elseif ( 'offered' === $page['state'] ) : ?>
		<p>
			<?php
			/* translators: %s: date and time. */
			echo esc_html( sprintf( __( 'A place is held for you until %s.', 'eventsmith' ), (string) $page['until'] ) );
			?>
		</p>
		<form method="post" action="<?php echo esc_url( (string) $page['action'] ); ?>">
			<input type="hidden" name="eventsmith_claim" value="1">
			<button type="submit"><?php esc_html_e( 'Claim my place', 'eventsmith' ); ?></button>
		</form>
	<?php elseif ( 'claimed' === $page['state'] ) : ?>
		<p class="eventsmith-claim__notice is-success" role="status"><?php esc_html_e( 'You have already claimed this place. Your ticket was e-mailed to you.', 'eventsmith' ); ?></p>
	<?php endif; ?>
</main>
</body>
</html>
