<?php
/**
 * Server render of "Add to calendar": the event's .ics download and a
 * Google Calendar link.
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
$eventsmith_entry = $eventsmith_source->calendar_entry( $eventsmith_event );
if ( null === $eventsmith_entry ) {
	return;
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece' ) ); ?>>
	<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::heading( __( 'Add to calendar', 'eventsmith' ) ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
	<p class="wp-block-eventsmith-event-add-to-calendar__links">
		<a class="wp-element-button" href="<?php echo esc_url( \Eventsmith\Blocks\Event\CalendarFeeds::event_url( $eventsmith_event->id() ) ); ?>" download><?php esc_html_e( 'Download .ics', 'eventsmith' ); ?></a>
		<a class="wp-element-button is-secondary" href="<?php echo esc_url( \Eventsmith\Domain\Calendar\GoogleCalendarLink::for_event( $eventsmith_entry ) ); ?>" target="_blank" rel="noopener noreferrer"><?php esc_html_e( 'Google Calendar', 'eventsmith' ); ?><span class="screen-reader-text"> <?php esc_html_e( '(opens in a new tab)', 'eventsmith' ); ?></span></a>
	</p>
</div>
