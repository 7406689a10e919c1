<?php
/**
 * Server render of a community group's events (COM-01..07): the list with
 * its filters (a GET form, so it works without JavaScript), an assign
 * picker for the group's members and a create form for its admins, hidden
 * until asked for. Printed by the group's Events tab (GroupEventsTab).
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Integrations\BuddyPress\GroupEventsView;

defined( 'ABSPATH' ) || exit;

$eventsmith_view = GroupEventsView::for_group( (int) ( $attributes['groupId'] ?? 0 ) );
if ( null === $eventsmith_view->group ) {
	printf( '<div %1$s><p>%2$s</p></div>', get_block_wrapper_attributes(), esc_html__( 'The events of this group are visible to its members only.', 'eventsmith' ) );
	return;
}
wp_interactivity_state( 'eventsmith/group-events', GroupEventsView::shared_state() );
$eventsmith_id = wp_unique_id( 'eventsmith-group-events-' );
$eventsmith_categories = $eventsmith_view->categories();
?>
<div
	<?php echo get_block_wrapper_attributes(); ?>
	data-wp-interactive="eventsmith/group-events"
	<?php echo wp_interactivity_data_wp_context( $eventsmith_view->context() ); ?>
>
	<div class="wp-block-eventsmith-group-events__header">
		<h2 class="wp-block-eventsmith-group-events__heading">
			<?php
			/* translators: %s: group name. */
			echo esc_html( sprintf( __( 'Events of %s', 'eventsmith' ), $eventsmith_view->group['name'] ) );
			?>
		</h2>
		<?php if ( $eventsmith_view->can_create ) : ?>
			<button type="button" class="wp-element-button wp-block-eventsmith-group-events__toggle" aria-controls="<?php echo esc_attr( $eventsmith_id . '-create' ); ?>" data-wp-on--click="actions.toggle" data-wp-bind--aria-expanded="context.creating" data-wp-text="state.toggleLabel" hidden data-wp-bind--hidden="!state.ready"><?php esc_html_e( 'Create event', 'eventsmith' ); ?></button>
		<?php endif; ?>
	</div>
	<div class="wp-block-eventsmith-group-events__notice" role="alert" data-wp-text="context.notice" data-wp-bind--hidden="!context.notice" hidden></div>

	<div class="wp-block-eventsmith-group-events__list-view" data-wp-bind--hidden="context.creating">
		<form class="wp-block-eventsmith-group-events__filters" method="get" role="search" aria-label="<?php esc_attr_e( 'Filter the group’s events', 'eventsmith' ); ?>" data-wp-on--submit="actions.search">
			<?php foreach ( $eventsmith_view->kept_args() as $eventsmith_name => $eventsmith_value ) : ?>
				<input type="hidden" name="<?php echo esc_attr( $eventsmith_name ); ?>" value="<?php echo esc_attr( $eventsmith_value ); ?>" />
			<?php endforeach; ?>
			<p class="wp-block-eventsmith-group-events__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-category' ); ?>"><?php esc_html_e( 'Category', 'eventsmith' ); ?></label>
				<select id="<?php echo esc_attr( $eventsmith_id . '-category' ); ?>" name="category" data-wp-on--change="actions.filter">
					<option value="0"><?php esc_html_e( 'All categories', 'eventsmith' ); ?></option>
					<?php foreach ( $eventsmith_categories as $eventsmith_term_id => $eventsmith_term_name ) : ?>
						<option value="<?php echo esc_attr( (string) $eventsmith_term_id ); ?>" <?php selected( $eventsmith_view->request->category, $eventsmith_term_id ); ?>><?php echo esc_html( $eventsmith_term_name ); ?></option>
					<?php endforeach; ?>
				</select>
			</p>
			<p class="wp-block-eventsmith-group-events__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-query' ); ?>"><?php esc_html_e( 'Search events', 'eventsmith' ); ?></label>
				<input id="<?php echo esc_attr( $eventsmith_id . '-query' ); ?>" type="search" name="query" value="<?php echo esc_attr( $eventsmith_view->request->query ); ?>" data-wp-on--input="actions.typed" />
			</p>
			<p class="wp-block-eventsmith-group-events__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-status' ); ?>"><?php esc_html_e( 'Status', 'eventsmith' ); ?></label>
				<select id="<?php echo esc_attr( $eventsmith_id . '-status' ); ?>" name="status" data-wp-on--change="actions.filter">
					<?php
					$eventsmith_statuses = array(
						'all'      => __( 'All', 'eventsmith' ),
						'upcoming' => __( 'Upcoming', 'eventsmith' ),
						'ongoing'  => __( 'Ongoing', 'eventsmith' ),
						'expire'   => __( 'Expired', 'eventsmith' ),
					);
					foreach ( $eventsmith_statuses as $eventsmith_status => $eventsmith_label ) :
						?>
						<option value="<?php echo esc_attr( $eventsmith_status ); ?>" <?php selected( $eventsmith_view->request->status, $eventsmith_status ); ?>><?php echo esc_html( $eventsmith_label ); ?></option>
					<?php endforeach; ?>
				</select>
			</p>
			<button type="submit" class="wp-element-button"><?php esc_html_e( 'Search', 'eventsmith' ); ?></button>
		</form>
		<ul class="wp-block-eventsmith-group-events__items" aria-label="<?php esc_attr_e( 'Group events', 'eventsmith' ); ?>" aria-live="polite" data-wp-bind--aria-busy="context.busy" data-wp-on--click="actions.onItemClick">
			<?php echo $eventsmith_view->items_html; // phpcs:ignore WordPress.Security.EscapeOutput -- list items from GroupEventMarkup::items(): fixed tags with every value through esc_html()/esc_attr()/esc_url() as it is built; wp_kses() over up to 50 items would add about 10 ms to the page. ?>
		</ul>
		<?php if ( $eventsmith_view->can_assign ) : ?>
			<section class="wp-block-eventsmith-group-events__assign" hidden data-wp-bind--hidden="!state.ready" aria-labelledby="<?php echo esc_attr( $eventsmith_id . '-assign' ); ?>">
				<h3 id="<?php echo esc_attr( $eventsmith_id . '-assign' ); ?>"><?php esc_html_e( 'Add one of your events to this group', 'eventsmith' ); ?></h3>
				<button type="button" class="wp-element-button is-secondary" data-wp-on--click="actions.loadOwn" data-wp-bind--hidden="context.ownLoaded"><?php esc_html_e( 'Show my events', 'eventsmith' ); ?></button>
				<ul class="wp-block-eventsmith-group-events__own" aria-label="<?php esc_attr_e( 'Your events', 'eventsmith' ); ?>" data-wp-on--click="actions.onItemClick"></ul>
			</section>
		<?php endif; ?>
	</div>

	<?php if ( $eventsmith_view->can_create ) : ?>
		<form id="<?php echo esc_attr( $eventsmith_id . '-create' ); ?>" class="wp-block-eventsmith-group-events__create" hidden data-wp-bind--hidden="!context.creating" data-wp-on--submit="actions.create" aria-labelledby="<?php echo esc_attr( $eventsmith_id . '-create-title' ); ?>">
			<h3 id="<?php echo esc_attr( $eventsmith_id . '-create-title' ); ?>"><?php esc_html_e( 'New group event', 'eventsmith' ); ?></h3>
			<?php if ( 'draft' === $eventsmith_view->created_as ) : ?>
				<p class="wp-block-eventsmith-group-events__hint"><?php esc_html_e( 'Your event is saved as a draft that the group’s admins can see until an event manager publishes it.', 'eventsmith' ); ?></p>
			<?php endif; ?>
			<p class="wp-block-eventsmith-group-events__error" role="alert" data-wp-text="context.error" data-wp-bind--hidden="!context.error" hidden></p>
			<p class="wp-block-eventsmith-group-events__field is-wide">
				<label for="<?php echo esc_attr( $eventsmith_id . '-title' ); ?>"><?php esc_html_e( 'Title', 'eventsmith' ); ?></label>
				<input id="<?php echo esc_attr( $eventsmith_id . '-title' ); ?>" type="text" name="title" required maxlength="200" />
			</p>
			<?php
			$eventsmith_fields = array(
				'start_date' => array( __( 'Start date', 'eventsmith' ), 'date' ),
				'start_time' => array( __( 'Start time', 'eventsmith' ), 'time' ),
				'end_date'   => array( __( 'End date', 'eventsmith' ), 'date' ),
				'end_time'   => array( __( 'End time', 'eventsmith' ), 'time' ),
			);
			foreach ( $eventsmith_fields as $eventsmith_name => list( $eventsmith_label, $eventsmith_type ) ) :
				?>
				<p class="wp-block-eventsmith-group-events__field">
					<label for="<?php echo esc_attr( $eventsmith_id . '-' . $eventsmith_name ); ?>"><?php echo esc_html( $eventsmith_label ); ?></label>
					<input id="<?php echo esc_attr( $eventsmith_id . '-' . $eventsmith_name ); ?>" type="<?php echo esc_attr( $eventsmith_type ); ?>" name="<?php echo esc_attr( $eventsmith_name ); ?>" required />
				</p>
			<?php endforeach; ?>
			<p class="wp-block-eventsmith-group-events__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-timezone' ); ?>"><?php esc_html_e( 'Timezone', 'eventsmith' ); ?></label>
				<input id="<?php echo esc_attr( $eventsmith_id . '-timezone' ); ?>" type="text" name="timezone" value="<?php echo esc_attr( $eventsmith_view->default_timezone() ); ?>" required />
			</p>
			<p class="wp-block-eventsmith-group-events__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-new-category' ); ?>"><?php esc_html_e( 'Category', 'eventsmith' ); ?></label>
				<select id="<?php echo esc_attr( $eventsmith_id . '-new-category' ); ?>" name="category">
					<option value="0"><?php esc_html_e( 'None', 'eventsmith' ); ?></option>
					<?php foreach ( $eventsmith_categories as $eventsmith_term_id => $eventsmith_term_name ) : ?>
						<option value="<?php echo esc_attr( (string) $eventsmith_term_id ); ?>"><?php echo esc_html( $eventsmith_term_name ); ?></option>
					<?php endforeach; ?>
				</select>
			</p>
			<p class="wp-block-eventsmith-group-events__field is-wide">
				<label for="<?php echo esc_attr( $eventsmith_id . '-description' ); ?>"><?php esc_html_e( 'Description', 'eventsmith' ); ?></label>
				<textarea id="<?php echo esc_attr( $eventsmith_id . '-description' ); ?>" name="description" rows="4"></textarea>
			</p>
			<p class="wp-block-eventsmith-group-events__actions">
				<button type="submit" class="wp-element-button" data-wp-bind--disabled="context.busy"><?php esc_html_e( 'Save event', 'eventsmith' ); ?></button>
				<button type="button" class="wp-element-button is-secondary" data-wp-on--click="actions.toggle"><?php esc_html_e( 'Cancel', 'eventsmith' ); ?></button>
			</p>
		</form>
	<?php endif; ?>
</div>
