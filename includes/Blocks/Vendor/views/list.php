<?php
/**
 * The vendor's own events: title, date, status, edit and delete.
 *
 * @var \Eventsmith\Blocks\Vendor\VendorEventFormView $eventsmith_view The view.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Vendor\VendorEventFormView;

defined( 'ABSPATH' ) || exit;
?>
<div class="wp-block-eventsmith-vendor-event-form__head">
	<h2 class="wp-block-eventsmith-vendor-event-form__title" tabindex="-1" data-focus="heading" data-wp-watch="callbacks.focus"><?php esc_html_e( 'Your events', 'eventsmith' ); ?></h2>
	<a class="wp-element-button" href="<?php echo esc_url( $eventsmith_view->create_url() ); ?>"><?php esc_html_e( 'Create event', 'eventsmith' ); ?></a>
</div>
<?php if ( '' !== $eventsmith_view->notice ) : ?>
	<p class="wp-block-eventsmith-vendor-event-form__saved" role="status"><?php echo esc_html( $eventsmith_view->notice ); ?></p>
<?php endif; ?>
<p class="wp-block-eventsmith-vendor-event-form__notice" data-empty data-wp-bind--hidden="!context.empty" <?php echo array() === $eventsmith_view->events ? '' : 'hidden'; ?>><?php esc_html_e( 'You have not created any events yet. Create your first event and it will be listed here.', 'eventsmith' ); ?></p>
<?php if ( array() !== $eventsmith_view->events ) : ?>
	<table class="wp-block-eventsmith-vendor-event-form__table" data-list data-wp-bind--hidden="context.empty">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Event', 'eventsmith' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Date', 'eventsmith' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Status', 'eventsmith' ); ?></th>
				<th scope="col"><span class="screen-reader-text"><?php esc_html_e( 'Actions', 'eventsmith' ); ?></span></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $eventsmith_view->events as $eventsmith_event ) : ?>
				<?php $eventsmith_title = '' !== $eventsmith_event['title'] ? $eventsmith_event['title'] : __( '(no title)', 'eventsmith' ); ?>
				<tr data-event="<?php echo esc_attr( (string) $eventsmith_event['id'] ); ?>" <?php echo wp_interactivity_data_wp_context( array( 'event' => (int) $eventsmith_event['id'], 'title' => $eventsmith_title, 'label' => __( 'Delete', 'eventsmith' ), 'confirming' => false, 'deleting' => false ) ); ?> data-wp-bind--hidden="state.isRemoved">
					<th scope="row" data-label="<?php esc_attr_e( 'Event', 'eventsmith' ); ?>"><a href="<?php echo esc_url( $eventsmith_view->edit_url( (int) $eventsmith_event['id'] ) ); ?>"><?php echo esc_html( $eventsmith_title ); ?></a></th>
					<td data-label="<?php esc_attr_e( 'Date', 'eventsmith' ); ?>"><?php echo esc_html( VendorEventFormView::when( $eventsmith_event ) ); ?></td>
					<td data-label="<?php esc_attr_e( 'Status', 'eventsmith' ); ?>"><span class="wp-block-eventsmith-vendor-event-form__status is-<?php echo esc_attr( (string) $eventsmith_event['post_status'] ); ?>"><?php echo esc_html( VendorEventFormView::status_label( (string) $eventsmith_event['post_status'] ) ); ?></span></td>
					<td class="wp-block-eventsmith-vendor-event-form__actions">
						<a href="<?php echo esc_url( $eventsmith_view->edit_url( (int) $eventsmith_event['id'] ) ); ?>"><?php esc_html_e( 'Edit', 'eventsmith' ); ?><span class="screen-reader-text"> <?php echo esc_html( $eventsmith_title ); ?></span></a>
						<button type="button" class="wp-block-eventsmith-vendor-event-form__delete" data-delete="<?php echo esc_attr( (string) $eventsmith_event['id'] ); ?>" data-title="<?php echo esc_attr( $eventsmith_title ); ?>" data-wp-on--click="actions.remove" data-wp-on--blur="actions.cancelRemove" data-wp-on--keydown="actions.cancelRemove" data-wp-bind--disabled="context.deleting" data-wp-text="context.label" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: event title. */ __( 'Delete %s', 'eventsmith' ), $eventsmith_title ) ); ?>"><?php esc_html_e( 'Delete', 'eventsmith' ); ?></button>
					</td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php if ( $eventsmith_view->pages > 1 ) : ?>
		<nav class="wp-block-eventsmith-vendor-event-form__pages" aria-label="<?php esc_attr_e( 'Event list pages', 'eventsmith' ); ?>">
			<?php if ( $eventsmith_view->paged > 1 ) : ?>
				<a href="<?php echo esc_url( $eventsmith_view->page_link( $eventsmith_view->paged - 1 ) ); ?>" rel="prev"><?php esc_html_e( 'Previous', 'eventsmith' ); ?></a>
			<?php endif; ?>
			<span aria-current="page">
				<?php
				/* translators: 1: current page, 2: number of pages. */
				echo esc_html( sprintf( __( 'Page %1$s of %2$s', 'eventsmith' ), number_format_i18n( $eventsmith_view->paged ), number_format_i18n( $eventsmith_view->pages ) ) );
				?>
			</span>
			<?php if ( $eventsmith_view->paged < $eventsmith_view->pages ) : ?>
				<a href="<?php echo esc_url( $eventsmith_view->page_link( $eventsmith_view->paged + 1 ) ); ?>" rel="next"><?php esc_html_e( 'Next', 'eventsmith' ); ?></a>
			<?php endif; ?>
		</nav>
	<?php endif; ?>
<?php endif; ?>
<p class="screen-reader-text" role="status" data-announce data-wp-text="context.announce"></p>
