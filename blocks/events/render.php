<?php
/**
 * Server render of the events list / grid widget. Reads without JavaScript: "Load more" is a
 * link to this page showing the next page; view.ts turns it into a button that appends it.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Events\EventsView;

defined( 'ABSPATH' ) || exit;

$eventsmith_view = EventsView::from_attributes( $attributes, $eventsmith_source );
if ( $eventsmith_view->load_more ) {
	wp_interactivity_state( 'eventsmith/events', EventsView::shared_state() );
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'id' => $eventsmith_view->anchor, 'class' => $eventsmith_view->classes(), 'style' => '--eventsmith-events-columns:' . $eventsmith_view->request->column . ';' ) ); ?>>
	<?php if ( array() === $eventsmith_view->items ) : ?>
		<p class="eventsmith-events__empty"><?php echo 1 === $eventsmith_view->request->page ? esc_html__( 'No events to show yet.', 'eventsmith' ) : esc_html__( 'No more events to show.', 'eventsmith' ); ?></p>
	<?php else : ?>
		<ul class="eventsmith-events__items">
			<?php echo implode( '', $eventsmith_view->items ); // phpcs:ignore WordPress.Security.EscapeOutput -- each item is EventItemMarkup::render(): fixed tags with every value through esc_html()/esc_attr()/esc_url() as it is built; wp_kses() over up to 100 items would add about 20 ms to the page. ?>
		</ul>
	<?php endif; ?>
	<?php if ( $eventsmith_view->load_more ) : ?>
		<div
			class="eventsmith-events__more"
			data-wp-interactive="eventsmith/events"
			<?php echo wp_interactivity_data_wp_context( $eventsmith_view->context ); ?>
			data-wp-init="callbacks.init"
			data-wp-bind--hidden="context.done"
		>
			<a class="eventsmith-events__button" href="<?php echo esc_url( $eventsmith_view->more_url ); ?>" data-wp-bind--hidden="context.ready"><?php esc_html_e( 'Load more', 'eventsmith' ); ?></a>
			<button type="button" class="eventsmith-events__button" hidden data-wp-bind--hidden="!context.ready" data-wp-bind--disabled="context.loading" data-wp-on--click="actions.loadMore">
				<span data-wp-bind--hidden="context.loading"><?php esc_html_e( 'Load more', 'eventsmith' ); ?></span>
				<span hidden data-wp-bind--hidden="!context.loading"><?php esc_html_e( 'Loading…', 'eventsmith' ); ?></span>
			</button>
			<p class="eventsmith-events__error" role="alert" data-wp-text="context.error"></p>
		</div>
	<?php endif; ?>
</div>
