<?php
/**
 * Server render of the front-end attendee list: a log-in link for visitors, a
 * message for users without access, and for staff and vendors the attendees
 * of the events they may see, with event picker, search and paging as plain
 * GET links (no script).
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Tickets\AttendeeListView;

defined( 'ABSPATH' ) || exit;

$eventsmith_view = $eventsmith_source( $attributes );
$eventsmith_id   = wp_unique_id( 'eventsmith-attendee-list-' );
?>
<div <?php echo get_block_wrapper_attributes(); ?>>
	<?php if ( 'visitor' === $eventsmith_view->state ) : ?>
		<p class="wp-block-eventsmith-attendee-list__notice">
			<?php esc_html_e( 'Please log in to see the attendees of your events.', 'eventsmith' ); ?>
			<a href="<?php echo esc_url( $eventsmith_view->login_url() ); ?>"><?php esc_html_e( 'Log in', 'eventsmith' ); ?></a>
		</p>
	<?php elseif ( 'denied' === $eventsmith_view->state ) : ?>
		<p class="wp-block-eventsmith-attendee-list__notice"><?php esc_html_e( 'Sorry, your account cannot see attendee lists. Please ask the site’s organizers if you need access.', 'eventsmith' ); ?></p>
	<?php else : ?>
		<form class="wp-block-eventsmith-attendee-list__filters" method="get" action="<?php echo esc_url( $eventsmith_view->page_url ); ?>" role="search" aria-label="<?php esc_attr_e( 'Filter attendees', 'eventsmith' ); ?>">
			<?php foreach ( $eventsmith_view->hidden_fields() as $eventsmith_name => $eventsmith_value ) : ?>
				<input type="hidden" name="<?php echo esc_attr( $eventsmith_name ); ?>" value="<?php echo esc_attr( $eventsmith_value ); ?>" />
			<?php endforeach; ?>
			<div class="wp-block-eventsmith-attendee-list__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-event' ); ?>"><?php esc_html_e( 'Event', 'eventsmith' ); ?></label>
				<select id="<?php echo esc_attr( $eventsmith_id . '-event' ); ?>" name="<?php echo esc_attr( AttendeeListView::ARG_EVENT ); ?>">
					<option value="0"><?php esc_html_e( 'All events', 'eventsmith' ); ?></option>
					<?php foreach ( $eventsmith_view->events as $eventsmith_event ) : ?>
						<option value="<?php echo esc_attr( (string) $eventsmith_event['id'] ); ?>" <?php selected( $eventsmith_view->event_id, $eventsmith_event['id'] ); ?>><?php echo esc_html( '' !== $eventsmith_event['title'] ? $eventsmith_event['title'] : __( '(no title)', 'eventsmith' ) ); ?></option>
					<?php endforeach; ?>
				</select>
			</div>
			<div class="wp-block-eventsmith-attendee-list__field">
				<label for="<?php echo esc_attr( $eventsmith_id . '-search' ); ?>"><?php esc_html_e( 'Name or e-mail', 'eventsmith' ); ?></label>
				<input id="<?php echo esc_attr( $eventsmith_id . '-search' ); ?>" type="search" name="<?php echo esc_attr( AttendeeListView::ARG_SEARCH ); ?>" value="<?php echo esc_attr( $eventsmith_view->search ); ?>" />
			</div>
			<button type="submit" class="wp-element-button"><?php esc_html_e( 'Show attendees', 'eventsmith' ); ?></button>
		</form>
		<?php if ( array() === $eventsmith_view->rows ) : ?>
			<p class="wp-block-eventsmith-attendee-list__notice"><?php esc_html_e( 'No attendees found.', 'eventsmith' ); ?></p>
		<?php else : ?>
			<p class="wp-block-eventsmith-attendee-list__count">
				<?php
				/* translators: %s: number of attendees. */
				echo esc_html( sprintf( _n( '%s attendee', '%s attendees', $eventsmith_view->total, 'eventsmith' ), number_format_i18n( $eventsmith_view->total ) ) );
				?>
			</p>
			<table class="wp-block-eventsmith-attendee-list__table">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Name', 'eventsmith' ); ?></th>
						<th scope="col"><?php esc_html_e( 'E-mail', 'eventsmith' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Ticket type', 'eventsmith' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Event', 'eventsmith' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Check-in', 'eventsmith' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $eventsmith_view->rows as $eventsmith_row ) : ?>
						<tr>
							<td data-label="<?php esc_attr_e( 'Name', 'eventsmith' ); ?>"><?php echo esc_html( $eventsmith_row['name'] ); ?></td>
							<td data-label="<?php esc_attr_e( 'E-mail', 'eventsmith' ); ?>" class="is-email"><?php echo esc_html( $eventsmith_row['email'] ); ?></td>
							<td data-label="<?php esc_attr_e( 'Ticket type', 'eventsmith' ); ?>"><?php echo esc_html( '' !== $eventsmith_row['ticket_type'] ? $eventsmith_row['ticket_type'] : '—' ); ?></td>
							<td data-label="<?php esc_attr_e( 'Event', 'eventsmith' ); ?>"><?php echo esc_html( $eventsmith_row['event_title'] ); ?></td>
							<td data-label="<?php esc_attr_e( 'Check-in', 'eventsmith' ); ?>" class="<?php echo esc_attr( $eventsmith_row['checked_in'] ? 'is-checked-in' : 'is-not-checked-in' ); ?>"><?php echo esc_html( AttendeeListView::checkin_label( $eventsmith_row ) ); ?></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
			<?php if ( $eventsmith_view->pages > 1 ) : ?>
				<nav class="wp-block-eventsmith-attendee-list__pages" aria-label="<?php esc_attr_e( 'Attendee list pages', 'eventsmith' ); ?>">
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
	<?php endif; ?>
</div>
