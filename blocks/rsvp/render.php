<?php
/**
 * Server render of the RSVP form block: the whole form, every extra attendee
 * block the event allows included (shown as the count asks), so it works
 * before its script runs and reads well to assistive technology. Nothing in
 * it depends on the visitor or expires: page caches may keep it for days; the
 * form fetches its token when the visitor sends it (RsvpFormToken).
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_view = $eventsmith_source->rsvp_form( (int) ( $attributes['eventId'] ?? 0 ) );

if ( null === $eventsmith_view ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf(
			'<div %1$s role="alert"><p>%2$s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'is-error' ) ),
			esc_html__( 'Choose the event this RSVP form is for.', 'eventsmith' )
		);
	}
	return;
}

if ( 'open' !== $eventsmith_view->state ) {
	printf(
		'<div %1$s><p class="wp-block-eventsmith-rsvp-form__notice">%2$s</p>%3$s</div>',
		get_block_wrapper_attributes( array( 'class' => 'is-' . $eventsmith_view->state ) ),
		'full' === $eventsmith_view->state
			? esc_html__( 'Sorry, this event is full.', 'eventsmith' )
			: esc_html__( 'This event does not take RSVPs.', 'eventsmith' ),
		'full' === $eventsmith_view->state ? \Eventsmith\Blocks\Waitlist\WaitlistPartial::render( $eventsmith_view->event_id, 0 ) : '' // phpcs:ignore WordPress.Security.EscapeOutput -- render_block() output of the eventsmith/waitlist block, whose render.php escapes each value where it prints it.
	);
	return;
}

// Routes and texts once per page; this form's own values in its context.
wp_interactivity_state( 'eventsmith/rsvp', \Eventsmith\Blocks\Rsvp\RsvpFormView::shared_state() );

$eventsmith_id    = 'eventsmith-rsvp-' . $eventsmith_view->event_id;
$eventsmith_error = static function ( string $key ): void {
	printf(
		'<span class="wp-block-eventsmith-rsvp-form__error" data-wp-text="context.errors.%1$s" data-wp-bind--hidden="!context.errors.%1$s" hidden></span>',
		esc_attr( $key )
	);
};
$eventsmith_field = static function ( int $index, string $field, string $label, string $placeholder ) use ( $eventsmith_id, $eventsmith_error ): void {
	$name = 'attendee_' . $field . ( $index > 0 ? '[]' : '' );
	$id   = "{$eventsmith_id}-{$field}-{$index}";
	?>
	<p class="wp-block-eventsmith-rsvp-form__field" <?php echo wp_interactivity_data_wp_context( array( 'key' => $field . $index ) ); ?>>
		<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label>
		<input id="<?php echo esc_attr( $id ); ?>" type="<?php echo 'email' === $field ? 'email' : 'text'; ?>" name="<?php echo esc_attr( $name ); ?>" data-attendee="<?php echo esc_attr( (string) $index ); ?>" data-field="<?php echo esc_attr( $field ); ?>" data-key="<?php echo esc_attr( $field . $index ); ?>" data-wp-bind--value="context.values.<?php echo esc_attr( $field . $index ); ?>" data-wp-bind--aria-invalid="state.fieldInvalid" placeholder="<?php echo esc_attr( $placeholder ); ?>" autocomplete="<?php echo 0 === $index ? ( 'email' === $field ? 'email' : 'name' ) : 'off'; ?>" />
		<?php $eventsmith_error( $field . $index ); ?>
	</p>
	<?php
};
?>
<div
	<?php echo get_block_wrapper_attributes(); ?>
	data-wp-interactive="eventsmith/rsvp"
	<?php echo wp_interactivity_data_wp_context( $eventsmith_view->context() ); ?>
	data-available-rsvp="yes"
	data-remaining-capacity="<?php echo esc_attr( null === $eventsmith_view->remaining ? '-1' : (string) $eventsmith_view->remaining ); ?>"
	data-max-submission="<?php echo esc_attr( (string) $eventsmith_view->max ); ?>"
>
	<ol class="wp-block-eventsmith-rsvp-form__steps" data-wp-bind--hidden="context.submitted">
		<li data-wp-class--is-active="state.onStep1" data-wp-class--is-done="state.onStep2" class="is-active"><?php esc_html_e( 'Your answer', 'eventsmith' ); ?></li>
		<li data-wp-class--is-active="state.onStep2"><?php esc_html_e( 'Attendees', 'eventsmith' ); ?></li>
	</ol>
	<form class="wp-block-eventsmith-rsvp-form__form" novalidate data-wp-on--submit="actions.submit" data-wp-on--input="actions.input" data-wp-bind--hidden="context.submitted">
		<input type="hidden" name="event_id" value="<?php echo esc_attr( (string) $eventsmith_view->event_id ); ?>" />
		<div class="wp-block-eventsmith-rsvp-form__response" data-wp-bind--hidden="!state.onStep1">
			<fieldset class="wp-block-eventsmith-rsvp-form__choice">
				<legend><?php esc_html_e( 'Will you attend?', 'eventsmith' ); ?></legend>
				<label><input type="radio" name="eventsmith_rsvp_value" value="going" data-wp-on--change="actions.choose" /> <?php esc_html_e( 'Going', 'eventsmith' ); ?></label>
				<label><input type="radio" name="eventsmith_rsvp_value" value="not_going" data-wp-on--change="actions.choose" /> <?php esc_html_e( 'Not going', 'eventsmith' ); ?></label>
			</fieldset>
			<p class="wp-block-eventsmith-rsvp-form__field wp-block-eventsmith-rsvp-form__count" data-wp-bind--hidden="!state.isGoing" hidden>
				<label for="<?php echo esc_attr( $eventsmith_id ); ?>-count"><?php esc_html_e( 'Number of attendees', 'eventsmith' ); ?></label>
				<input id="<?php echo esc_attr( $eventsmith_id ); ?>-count" type="number" name="attendee_count" value="1" data-key="count" data-wp-bind--value="context.values.count" min="1" max="<?php echo esc_attr( (string) ( $eventsmith_view->extra_blocks() + 1 ) ); ?>" inputmode="numeric" />
				<?php $eventsmith_error( 'count' ); ?>
			</p>
			<?php
			$eventsmith_field( 0, 'name', __( 'Your name', 'eventsmith' ), '' );
			$eventsmith_field( 0, 'email', __( 'Your email', 'eventsmith' ), '' );
			?>
			<p class="wp-block-eventsmith-rsvp-form__field wp-block-eventsmith-rsvp-form__reason" data-wp-bind--hidden="!state.isNotGoing" hidden>
				<label for="<?php echo esc_attr( $eventsmith_id ); ?>-reason"><?php esc_html_e( 'Why can’t you come?', 'eventsmith' ); ?></label>
				<textarea id="<?php echo esc_attr( $eventsmith_id ); ?>-reason" name="not_going_reason" rows="3"></textarea>
			</p>
		</div>
		<div class="wp-block-eventsmith-rsvp-form__attendees" data-wp-bind--hidden="!state.onStep2" hidden>
			<?php if ( $eventsmith_view->extra_blocks() > 0 ) : ?>
				<label class="wp-block-eventsmith-rsvp-form__same">
					<input type="checkbox" data-wp-on--change="actions.toggleSameAsFirst" data-wp-bind--checked="context.sameAsFirst" />
					<?php esc_html_e( 'Same as the first attendee', 'eventsmith' ); ?>
				</label>
			<?php endif; ?>
			<?php for ( $eventsmith_n = 1; $eventsmith_n <= $eventsmith_view->extra_blocks(); $eventsmith_n++ ) : ?>
				<fieldset class="wp-block-eventsmith-rsvp-form__attendee" data-wp-bind--hidden="!context.shown.b<?php echo esc_attr( (string) $eventsmith_n ); ?>" hidden>
					<legend>
						<?php
						/* translators: %d: attendee number, from 1. */
						echo esc_html( sprintf( __( 'Attendee %d', 'eventsmith' ), $eventsmith_n ) );
						?>
					</legend>
					<?php
					$eventsmith_field( $eventsmith_n, 'name', __( 'Name', 'eventsmith' ), __( 'Enter name of attendee', 'eventsmith' ) );
					$eventsmith_field( $eventsmith_n, 'email', __( 'Email', 'eventsmith' ), __( 'Enter email of attendee', 'eventsmith' ) );
					?>
				</fieldset>
			<?php endfor; ?>
		</div>
		<div class="wp-block-eventsmith-rsvp-form__buttons">
			<button type="button" class="wp-element-button wp-block-eventsmith-rsvp-form__previous" data-wp-bind--hidden="!state.onStep2" data-wp-on--click="actions.previous" hidden><?php esc_html_e( 'Previous', 'eventsmith' ); ?></button>
			<button type="button" class="wp-element-button wp-block-eventsmith-rsvp-form__next" data-wp-bind--hidden="!state.showNext" data-wp-bind--disabled="!context.nextEnabled" data-wp-on--click="actions.next" hidden><?php esc_html_e( 'Next', 'eventsmith' ); ?></button>
			<button type="submit" class="wp-element-button wp-block-eventsmith-rsvp-form__submit" data-wp-bind--hidden="!state.showSubmit" data-wp-bind--disabled="state.submitDisabled" data-wp-bind--aria-busy="context.submitting" data-wp-class--is-busy="context.submitting" hidden><?php esc_html_e( 'Submit', 'eventsmith' ); ?></button>
		</div>
		<p class="wp-block-eventsmith-rsvp-form__failure" role="alert" data-wp-text="context.failure" data-wp-bind--hidden="!context.failure" hidden></p>
	</form>
	<p class="wp-block-eventsmith-rsvp-form__message" role="status" data-wp-bind--hidden="!context.submitted" hidden><?php esc_html_e( 'Thank you! Your answer has been sent.', 'eventsmith' ); ?></p>
	<?php if ( array() !== $eventsmith_view->names ) : ?>
		<div class="wp-block-eventsmith-rsvp-form__coming">
			<button type="button" class="wp-block-eventsmith-rsvp-form__toggle" aria-controls="<?php echo esc_attr( $eventsmith_id ); ?>-coming" data-wp-bind--aria-expanded="context.showAttendees" data-wp-on--click="actions.toggleAttendees" data-wp-text="state.attendeesToggleLabel" aria-expanded="false"><?php esc_html_e( 'View all attendees', 'eventsmith' ); ?></button>
			<ul id="<?php echo esc_attr( $eventsmith_id ); ?>-coming" data-wp-bind--hidden="!context.showAttendees" hidden>
				<?php foreach ( $eventsmith_view->names as $eventsmith_name ) : ?>
					<li><?php echo esc_html( $eventsmith_name ); ?></li>
				<?php endforeach; ?>
			</ul>
		</div>
	<?php endif; ?>
</div>
