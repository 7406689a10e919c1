<?php
/**
 * Server render of the certificates widget: a ticket ID form for everyone,
 * and the signed-in visitor's own certificates.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Templates\TicketLinks;

defined( 'ABSPATH' ) || exit;

$eventsmith_view  = $eventsmith_source( $attributes );
$eventsmith_field = wp_unique_id( 'eventsmith-certificate-code-' );
?>
<div <?php echo get_block_wrapper_attributes(); ?>>
	<?php if ( $eventsmith_view->signed_in ) : ?>
		<h2 class="eventsmith-piece__heading"><?php esc_html_e( 'Your certificates', 'eventsmith' ); ?></h2>
		<?php if ( array() === $eventsmith_view->certificates ) : ?>
			<p class="wp-block-eventsmith-certificates__empty"><?php esc_html_e( 'No certificates yet. They appear here when an event you have a ticket for offers one.', 'eventsmith' ); ?></p>
		<?php else : ?>
			<ul class="wp-block-eventsmith-certificates__list">
				<?php foreach ( $eventsmith_view->certificates as $eventsmith_certificate ) : ?>
					<li class="wp-block-eventsmith-certificates__item">
						<div class="wp-block-eventsmith-certificates__details">
							<?php if ( $eventsmith_view->show['title'] ) : ?>
								<strong class="wp-block-eventsmith-certificates__title"><?php echo esc_html( $eventsmith_certificate['title'] ); ?></strong>
							<?php endif; ?>
							<?php if ( $eventsmith_view->show['date'] && '' !== $eventsmith_certificate['date'] ) : ?>
								<span class="wp-block-eventsmith-certificates__date"><?php echo esc_html( $eventsmith_certificate['date'] ); ?></span>
							<?php endif; ?>
							<?php if ( $eventsmith_view->show['time'] && '' !== $eventsmith_certificate['time'] ) : ?>
								<span class="wp-block-eventsmith-certificates__time"><?php echo esc_html( $eventsmith_certificate['time'] ); ?></span>
							<?php endif; ?>
							<?php if ( $eventsmith_view->show['ticket'] ) : ?>
								<span class="wp-block-eventsmith-certificates__ticket">
									<?php
									/* translators: %s: ticket ID. */
									echo esc_html( sprintf( __( 'Ticket ID: %s', 'eventsmith' ), $eventsmith_certificate['ticket'] ) );
									?>
								</span>
							<?php endif; ?>
						</div>
						<a class="wp-block-eventsmith-certificates__open wp-element-button" href="<?php echo esc_url( $eventsmith_certificate['url'] ); ?>"
							<?php /* translators: %s: event title. */ ?>
							aria-label="<?php echo esc_attr( sprintf( __( 'Download certificate of %s', 'eventsmith' ), $eventsmith_certificate['title'] ) ); ?>"><?php esc_html_e( 'Download certificate', 'eventsmith' ); ?></a>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php endif; ?>
	<?php endif; ?>
	<form class="wp-block-eventsmith-certificates__lookup" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
		<label for="<?php echo esc_attr( $eventsmith_field ); ?>"><?php esc_html_e( 'Ticket ID', 'eventsmith' ); ?></label>
		<div class="wp-block-eventsmith-certificates__row">
			<input id="<?php echo esc_attr( $eventsmith_field ); ?>" name="<?php echo esc_attr( TicketLinks::CERTIFICATE_ARG ); ?>" type="text" required autocomplete="off" spellcheck="false" aria-describedby="<?php echo esc_attr( $eventsmith_field . '-help' ); ?>" />
			<button type="submit" class="wp-element-button"><?php esc_html_e( 'Get certificate', 'eventsmith' ); ?></button>
		</div>
		<p id="<?php echo esc_attr( $eventsmith_field . '-help' ); ?>" class="wp-block-eventsmith-certificates__help"><?php esc_html_e( 'Your ticket ID is printed on your ticket and in your confirmation e-mail.', 'eventsmith' ); ?></p>
	</form>
</div>
