<?php
/**
 * Server render of the event filter (FE-04): a filter button and the form it
 * opens, which GETs the events archive. The button stays hidden until the
 * `eventsmith/event-filter` store (view.ts) runs, so without JavaScript the
 * form is simply there.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Program\EventFilterView;

defined( 'ABSPATH' ) || exit;

$eventsmith_view  = EventFilterView::from_attributes( $attributes );
$eventsmith_id    = wp_unique_id( 'eventsmith-event-filter-' );
$eventsmith_query = array();
wp_parse_str( (string) wp_parse_url( $eventsmith_view->action, PHP_URL_QUERY ), $eventsmith_query );
$eventsmith_now = $eventsmith_view->current;
$eventsmith_ctx = array(
	'open'     => $eventsmith_now->is_active(),
	'enhanced' => false,
	'focus'    => false,
);
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => $eventsmith_now->is_active() ? 'is-filtering' : '' ) ); ?> data-wp-interactive="eventsmith/event-filter" data-wp-context="<?php echo esc_attr( (string) wp_json_encode( $eventsmith_ctx ) ); ?>" data-wp-init="callbacks.enhance">
	<button type="button" class="wp-block-eventsmith-event-filter__toggle" aria-expanded="true" aria-controls="<?php echo esc_attr( $eventsmith_id ); ?>" hidden data-wp-bind--hidden="state.buttonHidden" data-wp-bind--aria-expanded="context.open" data-wp-on--click="actions.toggle">
		<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M3 5h18l-7 8v5l-4 2v-7z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>
		<span class="wp-block-eventsmith-event-filter__label"><?php esc_html_e( 'Filter events', 'eventsmith' ); ?></span>
	</button>
	<form class="wp-block-eventsmith-event-filter__form" id="<?php echo esc_attr( $eventsmith_id ); ?>" method="get" action="<?php echo esc_url( $eventsmith_view->action ); ?>" role="search" data-wp-bind--hidden="state.formHidden" data-wp-watch="callbacks.focusField" aria-label="<?php esc_attr_e( 'Filter events', 'eventsmith' ); ?>">
		<?php foreach ( $eventsmith_query as $eventsmith_name => $eventsmith_value ) : ?>
			<?php if ( is_string( $eventsmith_value ) ) : ?>
				<input type="hidden" name="<?php echo esc_attr( (string) $eventsmith_name ); ?>" value="<?php echo esc_attr( $eventsmith_value ); ?>" />
			<?php endif; ?>
		<?php endforeach; ?>
		<p class="wp-block-eventsmith-event-filter__field is-search">
			<label for="<?php echo esc_attr( $eventsmith_id . '-search' ); ?>"><?php esc_html_e( 'Search', 'eventsmith' ); ?></label>
			<input type="search" id="<?php echo esc_attr( $eventsmith_id . '-search' ); ?>" name="search" value="<?php echo esc_attr( $eventsmith_now->search ); ?>" placeholder="<?php esc_attr_e( 'Event name or keyword', 'eventsmith' ); ?>" />
		</p>
		<?php if ( $eventsmith_view->show_category && array() !== $eventsmith_view->categories ) : ?>
			<p class="wp-block-eventsmith-event-filter__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-category' ); ?>"><?php esc_html_e( 'Category', 'eventsmith' ); ?></label>
				<select id="<?php echo esc_attr( $eventsmith_id . '-category' ); ?>" name="category">
					<option value=""><?php esc_html_e( 'All categories', 'eventsmith' ); ?></option>
					<?php foreach ( $eventsmith_view->categories as $eventsmith_slug => $eventsmith_name ) : ?>
						<option value="<?php echo esc_attr( (string) $eventsmith_slug ); ?>" <?php selected( (string) $eventsmith_now->category, (string) $eventsmith_slug ); ?>><?php echo esc_html( $eventsmith_name ); ?></option>
					<?php endforeach; ?>
				</select>
			</p>
		<?php endif; ?>
		<?php if ( $eventsmith_view->show_status ) : ?>
			<p class="wp-block-eventsmith-event-filter__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-status' ); ?>"><?php esc_html_e( 'When', 'eventsmith' ); ?></label>
				<select id="<?php echo esc_attr( $eventsmith_id . '-status' ); ?>" name="status">
					<option value=""><?php esc_html_e( 'Upcoming and ongoing', 'eventsmith' ); ?></option>
					<?php foreach ( $eventsmith_view->statuses as $eventsmith_value => $eventsmith_label ) : ?>
						<option value="<?php echo esc_attr( $eventsmith_value ); ?>" <?php selected( $eventsmith_now->status, $eventsmith_value ); ?>><?php echo esc_html( $eventsmith_label ); ?></option>
					<?php endforeach; ?>
				</select>
			</p>
		<?php endif; ?>
		<p class="wp-block-eventsmith-event-filter__actions">
			<button type="submit" class="wp-block-eventsmith-event-filter__submit wp-element-button"><?php esc_html_e( 'Show events', 'eventsmith' ); ?></button>
		</p>
	</form>
</div>
