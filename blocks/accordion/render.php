<?php
/**
 * Server render of the events accordion. Every item is printed open (its
 * button says so), so without JavaScript the content simply reads as a list;
 * the `eventsmith/accordion` store (view.ts) closes them on hydration and
 * keeps at most one open.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );


defined( 'ABSPATH' ) || exit;

$eventsmith_view = $eventsmith_source( $attributes );
$eventsmith_id   = wp_unique_id( 'eventsmith-accordion-' );
?>
<div <?php echo get_block_wrapper_attributes(); ?> data-wp-interactive="eventsmith/accordion" data-wp-context='{"open":""}'>
	<?php if ( array() === $eventsmith_view->items ) : ?>
		<p class="wp-block-eventsmith-accordion__empty"><?php esc_html_e( 'No events to show yet.', 'eventsmith' ); ?></p>
	<?php endif; ?>
	<?php foreach ( $eventsmith_view->items as $eventsmith_index => $eventsmith_item ) : ?>
		<div class="wp-block-eventsmith-accordion__item" data-wp-context="<?php echo esc_attr( (string) wp_json_encode( array( 'item' => "{$eventsmith_id}-{$eventsmith_index}" ) ) ); ?>">
			<h3 class="wp-block-eventsmith-accordion__heading">
				<button type="button" class="wp-block-eventsmith-accordion__toggle" id="<?php echo esc_attr( "{$eventsmith_id}-button-{$eventsmith_index}" ); ?>" aria-expanded="true" data-wp-bind--aria-expanded="state.isOpen" data-wp-on--click="actions.toggle" aria-controls="<?php echo esc_attr( "{$eventsmith_id}-panel-{$eventsmith_index}" ); ?>">
					<span class="wp-block-eventsmith-accordion__title"><?php echo esc_html( $eventsmith_item['title'] ); ?></span>
					<span class="wp-block-eventsmith-accordion__icon" aria-hidden="true" data-wp-text="state.icon">−</span>
				</button>
			</h3>
			<div class="wp-block-eventsmith-accordion__panel" id="<?php echo esc_attr( "{$eventsmith_id}-panel-{$eventsmith_index}" ); ?>" role="region" data-wp-watch="callbacks.slide" aria-labelledby="<?php echo esc_attr( "{$eventsmith_id}-button-{$eventsmith_index}" ); ?>">
				<div class="wp-block-eventsmith-accordion__body">
					<?php if ( '' !== $eventsmith_item['when'] ) : ?>
						<p class="wp-block-eventsmith-accordion__when"><?php echo esc_html( $eventsmith_item['when'] ); ?></p>
					<?php endif; ?>
					<?php if ( '' !== $eventsmith_item['location'] ) : ?>
						<p class="wp-block-eventsmith-accordion__where"><?php echo esc_html( $eventsmith_item['location'] ); ?></p>
					<?php endif; ?>
					<?php if ( '' !== $eventsmith_item['excerpt'] ) : ?>
						<p class="wp-block-eventsmith-accordion__excerpt"><?php echo esc_html( $eventsmith_item['excerpt'] ); ?></p>
					<?php endif; ?>
					<p class="wp-block-eventsmith-accordion__more">
						<a href="<?php echo esc_url( $eventsmith_item['url'] ); ?>">
							<?php esc_html_e( 'View event', 'eventsmith' ); ?><span class="screen-reader-text">: <?php echo esc_html( $eventsmith_item['title'] ); ?></span>
						</a>
					</p>
				</div>
			</div>
		</div>
	<?php endforeach; ?>
</div>
