<?php
/**
 * Server render of the countdown block. Prints the time left at render time
 * so the block reads right before its script loads.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_view = \Eventsmith\Blocks\Countdown\CountdownView::from_attributes( $attributes, time() );

if ( null === $eventsmith_view->context ) {
	// A broken countdown is shown to people who can fix it, and to nobody else.
	if ( current_user_can( 'edit_posts' ) ) {
		printf(
			'<div %1$s role="alert"><p>%2$s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'is-error' ) ),
			esc_html( (string) $eventsmith_view->error )
		);
	}
	return;
}

$eventsmith_context = $eventsmith_view->context;
?>
<div
	<?php echo get_block_wrapper_attributes(); ?>
	role="timer"
	aria-label="<?php esc_attr_e( 'Time left', 'eventsmith' ); ?>"
	data-wp-interactive="eventsmith/countdown"
	<?php echo wp_interactivity_data_wp_context( $eventsmith_context ); ?>
	data-wp-init="callbacks.start"
	data-wp-class--is-finished="context.finished"
	data-wp-bind--hidden="context.hidden"
>
	<?php foreach ( array( 'days', 'hours', 'minutes', 'seconds' ) as $eventsmith_unit ) : ?>
		<div class="wp-block-eventsmith-countdown__unit wp-block-eventsmith-countdown__unit--<?php echo esc_attr( $eventsmith_unit ); ?>">
			<span class="wp-block-eventsmith-countdown__value" data-wp-text="context.<?php echo esc_attr( $eventsmith_unit ); ?>"><?php echo esc_html( $eventsmith_context[ $eventsmith_unit ] ); ?></span>
			<span class="wp-block-eventsmith-countdown__label" data-wp-text="context.<?php echo esc_attr( $eventsmith_unit ); ?>Label"><?php echo esc_html( $eventsmith_context[ $eventsmith_unit . 'Label' ] ); ?></span>
		</div>
	<?php endforeach; ?>
	<?php if ( '' !== $eventsmith_context['finishedMessage'] ) : ?>
		<p class="wp-block-eventsmith-countdown__message" data-wp-bind--hidden="!context.finished" data-wp-text="context.finishedMessage"><?php echo esc_html( $eventsmith_context['finishedMessage'] ); ?></p>
	<?php endif; ?>
</div>
