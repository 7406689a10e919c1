<?php
/**
 * Server render of the event date: the range in the event's own timezone,
 * the zone named. The `eventsmith/event-date` store (view.ts) adds the
 * visitor's own time when their zone differs; the site's locale is seeded
 * once per page as its state.
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
$eventsmith_view = $eventsmith_source->dates( $eventsmith_event );
$eventsmith_iso  = $eventsmith_view->iso();
if ( null === $eventsmith_iso ) {
	return;
}
$eventsmith_ctx = array(
	'start'     => $eventsmith_iso['start'],
	'end'       => $eventsmith_iso['end'],
	'zone'      => $eventsmith_iso['zone'],
	'allDayEnd' => ! $eventsmith_event->has_end_time(),
);
wp_interactivity_state( 'eventsmith/event-date', array( 'locale' => str_replace( '_', '-', determine_locale() ) ) );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece' ) ); ?>
	data-wp-interactive="eventsmith/event-date"
	data-wp-context="<?php echo esc_attr( (string) wp_json_encode( $eventsmith_ctx ) ); ?>">
	<p class="wp-block-eventsmith-event-date__when">
		<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::icon( 'calendar' ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
		<time datetime="<?php echo esc_attr( $eventsmith_iso['start'] ); ?>"><?php echo esc_html( $eventsmith_view->text() ); ?></time>
	</p>
	<p class="wp-block-eventsmith-event-date__visitor" hidden data-wp-bind--hidden="state.visitorHidden">
		<?php esc_html_e( 'Your time:', 'eventsmith' ); ?> <span data-wp-text="state.visitorText"></span>
	</p>
</div>
