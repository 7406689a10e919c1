<?php
/**
 * Server render of a waitlist form: name, e-mail and "Join the waitlist", shown
 * only while the ticket type (or the RSVP) is sold out. It holds no form element
 * of its own, so it can sit inside the ticket form; the store sends it.
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_event_id = (int) ( $attributes['eventId'] ?? 0 );
if ( 0 === $eventsmith_event_id && isset( $block ) && $block instanceof WP_Block ) {
	$eventsmith_event_id = (int) ( $block->context['postId'] ?? 0 );
}
$eventsmith_view = $eventsmith_source->for_list( $eventsmith_event_id, (int) ( $attributes['ticketTypeId'] ?? 0 ) );
if ( null === $eventsmith_view ) {
	return;
}
wp_interactivity_state( 'eventsmith/waitlist', $eventsmith_view->texts() );
$eventsmith_id = 'eventsmith-waitlist-' . $eventsmith_view->event_id . '-' . $eventsmith_view->ticket_type_id;
?>
<div
	<?php echo get_block_wrapper_attributes( array( 'class' => 'wp-block-eventsmith-waitlist' ) ); ?>
	role="group"
	aria-labelledby="<?php echo esc_attr( $eventsmith_id ); ?>-title"
	data-wp-interactive="eventsmith/waitlist"
	<?php echo wp_interactivity_data_wp_context( $eventsmith_view->context() ); ?>
>
	<p class="wp-block-eventsmith-waitlist__title" id="<?php echo esc_attr( $eventsmith_id ); ?>-title"><?php echo esc_html( $eventsmith_view->title() ); ?></p>
	<div class="wp-block-eventsmith-waitlist__fields" data-wp-bind--hidden="context.done">
		<p class="wp-block-eventsmith-waitlist__field">
			<label for="<?php echo esc_attr( $eventsmith_id ); ?>-name"><?php esc_html_e( 'Your name', 'eventsmith' ); ?></label>
			<input id="<?php echo esc_attr( $eventsmith_id ); ?>-name" type="text" autocomplete="name" data-waitlist="name" data-wp-on--input="actions.setName" data-wp-on--keydown="actions.enter" data-wp-bind--aria-invalid="state.nameInvalid" />
		</p>
		<p class="wp-block-eventsmith-waitlist__field">
			<label for="<?php echo esc_attr( $eventsmith_id ); ?>-email"><?php esc_html_e( 'Your email', 'eventsmith' ); ?></label>
			<input id="<?php echo esc_attr( $eventsmith_id ); ?>-email" type="email" autocomplete="email" data-waitlist="email" data-wp-on--input="actions.setEmail" data-wp-on--keydown="actions.enter" data-wp-bind--aria-invalid="state.emailInvalid" />
		</p>
		<button type="button" class="wp-element-button wp-block-eventsmith-waitlist__join" data-wp-on--click="actions.join" data-wp-bind--disabled="context.busy" data-wp-bind--aria-busy="context.busy"><?php esc_html_e( 'Join the waitlist', 'eventsmith' ); ?></button>
		<noscript><p><?php esc_html_e( 'Please turn on JavaScript to join the waitlist.', 'eventsmith' ); ?></p></noscript>
	</div>
	<p class="wp-block-eventsmith-waitlist__message" role="status" aria-live="polite" data-wp-text="context.message" data-wp-class--is-error="context.failed" data-wp-bind--hidden="!context.message" hidden></p>
</div>
