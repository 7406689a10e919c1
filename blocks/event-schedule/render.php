<?php
/**
 * Server render of the programme: each schedule's day and its sessions.
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_event = $eventsmith_source->event_or_notice( $attributes, $block ?? null );
if ( null === $eventsmith_event ) {
	return;
}
$eventsmith_days = $eventsmith_source->programme( $eventsmith_event )->days();
if ( array() === $eventsmith_days ) {
	return;
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece' ) ); ?>>
	<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::heading( __( 'Programme', 'eventsmith' ) ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
	<?php foreach ( $eventsmith_days as $eventsmith_day ) : ?>
		<section class="wp-block-eventsmith-event-schedule__day">
			<h3 class="wp-block-eventsmith-event-schedule__title">
				<?php echo esc_html( $eventsmith_day['title'] ); ?>
				<?php if ( '' !== $eventsmith_day['date'] ) : ?>
					<span class="wp-block-eventsmith-event-schedule__date"><?php echo esc_html( $eventsmith_day['date'] ); ?></span>
				<?php endif; ?>
			</h3>
			<?php echo wp_kses( \Eventsmith\Blocks\Program\ScheduleMarkup::sessions( $eventsmith_day['sessions'] ), \Eventsmith\Blocks\Program\ScheduleMarkup::ALLOWED_HTML ); ?>
		</section>
	<?php endforeach; ?>
</div>
