<?php
/**
 * Server render of the event date: the range in the event's own timezone,
 * the zone named. The view module adds the visitor's own time when their
 * zone differs.
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_event = \Eventsmith\Blocks\Event\PieceMarkup::event_or_notice( $attributes, $block ?? null );
if ( null === $eventsmith_event ) {
	return;
}
$eventsmith_view = new \Eventsmith\Blocks\Event\EventDateView( $eventsmith_event );
$eventsmith_iso  = $eventsmith_view->iso();
if ( null === $eventsmith_iso ) {
	return;
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by core. ?>
	data-start="<?php echo esc_attr( $eventsmith_iso['start'] ); ?>"
	data-end="<?php echo esc_attr( $eventsmith_iso['end'] ); ?>"
	data-zone="<?php echo esc_attr( $eventsmith_iso['zone'] ); ?>"
	data-all-day-end="<?php echo $eventsmith_event->has_end_time() ? '0' : '1'; ?>"
	data-locale="<?php echo esc_attr( str_replace( '_', '-', determine_locale() ) ); ?>">
	<p class="wp-block-eventsmith-event-date__when">
		<?php echo \Eventsmith\Blocks\Event\PieceMarkup::icon( 'calendar' ); // phpcs:ignore WordPress.Security.EscapeOutput -- built and escaped by PieceMarkup. ?>
		<time datetime="<?php echo esc_attr( $eventsmith_iso['start'] ); ?>"><?php echo esc_html( $eventsmith_view->text() ); ?></time>
	</p>
	<p class="wp-block-eventsmith-event-date__visitor" hidden>
		<?php esc_html_e( 'Your time:', 'eventsmith' ); ?> <span></span>
	</p>
</div>
