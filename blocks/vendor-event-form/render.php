<?php
/**
 * Server render of the vendor event form (FE-01): a log-in link for
 * visitors, a message for users who are not vendors, the vendor's own events
 * with edit links, or the create/edit form. The form saves through
 * /my/events with a REST nonce fetched when the vendor saves (view.ts).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );


defined( 'ABSPATH' ) || exit;

$eventsmith_view = $eventsmith_source();
$eventsmith_id   = wp_unique_id( 'eventsmith-vendor-events-' );
$eventsmith_live = 'form' === $eventsmith_view->state || 'list' === $eventsmith_view->state;
if ( $eventsmith_live ) {
	// Shared values once per page; this instance's own values in its context.
	wp_interactivity_state( 'eventsmith/vendor-event-form', $eventsmith_view->shared_state() );
}
?>
<div <?php echo get_block_wrapper_attributes(); ?><?php if ( $eventsmith_live ) : ?> data-wp-interactive="eventsmith/vendor-event-form" <?php echo wp_interactivity_data_wp_context( $eventsmith_view->context() ); ?> data-wp-bind--aria-busy="context.busy"<?php endif; ?>>
	<?php if ( 'visitor' === $eventsmith_view->state ) : ?>
		<p class="wp-block-eventsmith-vendor-event-form__notice">
			<?php esc_html_e( 'Please log in to manage your events.', 'eventsmith' ); ?>
			<a href="<?php echo esc_url( $eventsmith_view->login_url() ); ?>"><?php esc_html_e( 'Log in', 'eventsmith' ); ?></a>
		</p>
	<?php elseif ( 'denied' === $eventsmith_view->state ) : ?>
		<p class="wp-block-eventsmith-vendor-event-form__notice"><?php esc_html_e( 'Sorry, your account cannot create events here. Please ask the site’s team if you would like to sell events.', 'eventsmith' ); ?></p>
	<?php elseif ( 'not-found' === $eventsmith_view->state ) : ?>
		<p class="wp-block-eventsmith-vendor-event-form__notice"><?php esc_html_e( 'This event cannot be edited here: it is not one of your events, or it was deleted.', 'eventsmith' ); ?></p>
		<p><a href="<?php echo esc_url( $eventsmith_view->page_url ); ?>"><?php esc_html_e( 'Back to your events', 'eventsmith' ); ?></a></p>
	<?php elseif ( 'list' === $eventsmith_view->state ) : ?>
		<?php require EVENTSMITH_DIR . '/includes/Blocks/Vendor/views/list.php'; ?>
	<?php else : ?>
		<?php require EVENTSMITH_DIR . '/includes/Blocks/Vendor/views/form.php'; ?>
	<?php endif; ?>
</div>
