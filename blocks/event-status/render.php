<?php
/**
 * Server render of the event status: "Happening now" or "Ended"; for a
 * series, its rule in words and its next dates, each linked.
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
$eventsmith_view  = $eventsmith_source->dates( $eventsmith_event );
$eventsmith_label = $eventsmith_view->status_label();
$eventsmith_rule  = $eventsmith_view->rule_text();
$eventsmith_next  = $eventsmith_view->next_occurrences();
if ( '' === $eventsmith_label && '' === $eventsmith_rule ) {
	return;
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece' ) ); ?>>
	<?php if ( '' !== $eventsmith_label ) : ?>
		<p class="wp-block-eventsmith-event-status__badge is-<?php echo esc_attr( $eventsmith_view->status_key() ); ?>"><?php echo esc_html( $eventsmith_label ); ?></p>
	<?php endif; ?>
	<?php if ( '' !== $eventsmith_rule ) : ?>
		<p class="wp-block-eventsmith-event-status__rule">
			<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::icon( 'repeat' ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
			<span><?php echo esc_html( $eventsmith_rule ); ?></span>
		</p>
		<?php if ( array() !== $eventsmith_next ) : ?>
			<p class="wp-block-eventsmith-event-status__next-heading"><?php esc_html_e( 'Next dates', 'eventsmith' ); ?></p>
			<ul class="wp-block-eventsmith-event-status__next">
				<?php foreach ( $eventsmith_next as $eventsmith_occurrence ) : ?>
					<li>
						<a href="<?php echo esc_url( $eventsmith_occurrence['url'] ); ?>"<?php echo $eventsmith_occurrence['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $eventsmith_occurrence['text'] ); ?></a>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php endif; ?>
	<?php endif; ?>
</div>
