<?php
/**
 * Server render of the ticket scanner block: the scanner app for door staff,
 * a login link for everyone else.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );


defined( 'ABSPATH' ) || exit;

$eventsmith_view = $eventsmith_source( $attributes );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-scanner-page' ) ); ?>>
	<?php if ( $eventsmith_view->staff ) : ?>
		<?php $eventsmith_view->print_scanner(); ?>
	<?php else : ?>
		<p class="wp-block-eventsmith-ticket-scanner__login">
			<?php if ( $eventsmith_view->signed ) : ?>
				<?php esc_html_e( 'Your account may not scan tickets.', 'eventsmith' ); ?>
				<a href="<?php echo esc_url( $eventsmith_view->login ); ?>"><?php esc_html_e( 'Log in as door staff', 'eventsmith' ); ?></a>
			<?php else : ?>
				<?php esc_html_e( 'Door staff: log in to scan tickets.', 'eventsmith' ); ?>
				<a href="<?php echo esc_url( $eventsmith_view->login ); ?>"><?php esc_html_e( 'Log in', 'eventsmith' ); ?></a>
			<?php endif; ?>
		</p>
	<?php endif; ?>
</div>
