<?php
/**
 * Server render of the event location: the address with a link that opens
 * it on OpenStreetMap (no map script or tile is loaded), or the online link;
 * an event that keeps its link for registered attendees says so instead.
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
$eventsmith_place = $eventsmith_event->location();
if ( '' === $eventsmith_place['address'] && ! $eventsmith_place['online'] ) {
	return;
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece' ) ); ?>>
	<?php if ( '' !== $eventsmith_place['address'] ) : ?>
		<p class="wp-block-eventsmith-event-location__address">
			<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::icon( 'place' ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
			<span>
				<span class="wp-block-eventsmith-event-location__text"><?php echo esc_html( $eventsmith_place['address'] ); ?></span>
				<a class="wp-block-eventsmith-event-location__map" href="<?php echo esc_url( 'https://www.openstreetmap.org/search?query=' . rawurlencode( $eventsmith_place['address'] ) ); ?>" target="_blank" rel="noopener noreferrer"><?php esc_html_e( 'Open in map', 'eventsmith' ); ?><span class="screen-reader-text"> <?php esc_html_e( '(opens in a new tab)', 'eventsmith' ); ?></span></a>
			</span>
		</p>
	<?php endif; ?>
	<?php if ( '' !== $eventsmith_place['online_url'] ) : ?>
		<p class="wp-block-eventsmith-event-location__online">
			<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::icon( 'online' ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
			<span><?php esc_html_e( 'Online event', 'eventsmith' ); ?> — <a href="<?php echo esc_url( $eventsmith_place['online_url'] ); ?>" rel="noopener noreferrer"><?php esc_html_e( 'Join online', 'eventsmith' ); ?></a></span>
		</p>
	<?php elseif ( $eventsmith_place['online'] ) : ?>
		<p class="wp-block-eventsmith-event-location__online wp-block-eventsmith-event-location__online--attendees">
			<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::icon( 'online' ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
			<span><?php echo esc_html( \Eventsmith\Domain\Event\OnlineLink::notice() ); ?></span>
		</p>
	<?php endif; ?>
</div>
