<?php
/**
 * The create/edit form of the vendor event form. Each field has a slot for
 * the message the server sends back when it refuses the field.
 *
 * @var \Eventsmith\Blocks\Vendor\VendorEventFormView $eventsmith_view The view.
 * @var string                                        $eventsmith_id   Unique id prefix.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_editing = array() !== $eventsmith_view->event;
$eventsmith_slot    = static function ( string $id, string $name ): void {
	// The server's refusal of one field, kept in the context's errors (hidden while empty).
	printf(
		'<span class="wp-block-eventsmith-vendor-event-form__error" id="%1$s" data-error="%2$s" data-wp-text="state.fieldError" data-wp-bind--hidden="!context.errors.%2$s" hidden></span>',
		esc_attr( $id ),
		esc_attr( $name )
	);
};
$eventsmith_field   = static function ( string $name, string $label, string $type, string $hint = '', string $extra = '' ) use ( $eventsmith_view, $eventsmith_id, $eventsmith_slot ): void {
	$eventsmith_input = $eventsmith_id . '-' . $name;
	$eventsmith_help  = '' !== $hint ? $eventsmith_input . '-hint ' : '';
	?>
	<p class="wp-block-eventsmith-vendor-event-form__field is-<?php echo esc_attr( $name ); ?>" <?php echo wp_interactivity_data_wp_context( array( 'field' => $name ) ); ?> data-wp-class--is-error="state.fieldInvalid">
		<label for="<?php echo esc_attr( $eventsmith_input ); ?>"><?php echo esc_html( $label ); ?></label>
		<input id="<?php echo esc_attr( $eventsmith_input ); ?>" type="<?php echo esc_attr( $type ); ?>" name="<?php echo esc_attr( $name ); ?>" value="<?php echo esc_attr( $eventsmith_view->value( $name ) ); ?>" aria-describedby="<?php echo esc_attr( $eventsmith_help . $eventsmith_input . '-error' ); ?>" data-wp-on--input="actions.clearError" data-wp-bind--aria-invalid="state.fieldInvalid" data-wp-watch="callbacks.focus" <?php echo $extra; // phpcs:ignore WordPress.Security.EscapeOutput -- a constant attribute string (required, autocomplete, inputmode, min, step) that the $eventsmith_field() calls below pass as literals. ?> />
		<?php if ( '' !== $hint ) : ?>
			<span class="wp-block-eventsmith-vendor-event-form__hint" id="<?php echo esc_attr( $eventsmith_input . '-hint' ); ?>"><?php echo esc_html( $hint ); ?></span>
		<?php endif; ?>
		<?php $eventsmith_slot( $eventsmith_input . '-error', $name ); ?>
	</p>
	<?php
};
?>
<p class="wp-block-eventsmith-vendor-event-form__back"><a href="<?php echo esc_url( $eventsmith_view->page_url ); ?>"><?php esc_html_e( '← Back to your events', 'eventsmith' ); ?></a></p>
<h2 class="wp-block-eventsmith-vendor-event-form__title">
	<?php
	if ( $eventsmith_editing ) {
		/* translators: %s: event title. */
		echo esc_html( sprintf( __( 'Edit “%s”', 'eventsmith' ), $eventsmith_view->value( 'title' ) ) );
	} else {
		esc_html_e( 'Create an event', 'eventsmith' );
	}
	?>
</h2>
<form class="wp-block-eventsmith-vendor-event-form__form" novalidate data-form data-wp-on--submit="actions.save">
	<p class="wp-block-eventsmith-vendor-event-form__failure" role="alert" tabindex="-1" data-failure data-focus="failure" data-wp-text="context.failure" data-wp-bind--hidden="!context.failure" data-wp-watch="callbacks.focus" hidden></p>
	<?php $eventsmith_field( 'title', __( 'Title', 'eventsmith' ), 'text', '', 'required aria-required="true" autocomplete="off"' ); ?>
	<p class="wp-block-eventsmith-vendor-event-form__field is-description" <?php echo wp_interactivity_data_wp_context( array( 'field' => 'description' ) ); ?> data-wp-class--is-error="state.fieldInvalid">
		<label for="<?php echo esc_attr( $eventsmith_id . '-description' ); ?>"><?php esc_html_e( 'Description', 'eventsmith' ); ?></label>
		<textarea id="<?php echo esc_attr( $eventsmith_id . '-description' ); ?>" name="description" rows="6" data-wp-on--input="actions.clearError" data-wp-bind--aria-invalid="state.fieldInvalid" data-wp-watch="callbacks.focus" aria-describedby="<?php echo esc_attr( $eventsmith_id . '-description-error' ); ?>"><?php echo esc_textarea( $eventsmith_view->value( 'description' ) ); ?></textarea>
		<?php $eventsmith_slot( $eventsmith_id . '-description-error', 'description' ); ?>
	</p>
	<fieldset class="wp-block-eventsmith-vendor-event-form__group">
		<legend><?php esc_html_e( 'Date and time', 'eventsmith' ); ?></legend>
		<div class="wp-block-eventsmith-vendor-event-form__row">
			<?php $eventsmith_field( 'start_date', __( 'Start date', 'eventsmith' ), 'date', '', 'required aria-required="true"' ); ?>
			<?php $eventsmith_field( 'start_time', __( 'Start time', 'eventsmith' ), 'time' ); ?>
		</div>
		<div class="wp-block-eventsmith-vendor-event-form__row">
			<?php $eventsmith_field( 'end_date', __( 'End date', 'eventsmith' ), 'date' ); ?>
			<?php $eventsmith_field( 'end_time', __( 'End time', 'eventsmith' ), 'time' ); ?>
		</div>
		<p class="wp-block-eventsmith-vendor-event-form__field is-timezone" <?php echo wp_interactivity_data_wp_context( array( 'field' => 'timezone' ) ); ?> data-wp-class--is-error="state.fieldInvalid">
			<label for="<?php echo esc_attr( $eventsmith_id . '-timezone' ); ?>"><?php esc_html_e( 'Timezone', 'eventsmith' ); ?></label>
			<select id="<?php echo esc_attr( $eventsmith_id . '-timezone' ); ?>" name="timezone" data-wp-on--input="actions.clearError" data-wp-bind--aria-invalid="state.fieldInvalid" data-wp-watch="callbacks.focus" aria-describedby="<?php echo esc_attr( $eventsmith_id . '-timezone-error' ); ?>">
				<?php foreach ( $eventsmith_view->timezones() as $eventsmith_region => $eventsmith_zones ) : ?>
					<?php if ( '' !== $eventsmith_region ) : ?>
						<optgroup label="<?php echo esc_attr( $eventsmith_region ); ?>">
					<?php endif; ?>
					<?php foreach ( $eventsmith_zones as $eventsmith_zone ) : ?>
						<option value="<?php echo esc_attr( $eventsmith_zone ); ?>" <?php selected( $eventsmith_view->value( 'timezone' ), $eventsmith_zone ); ?>><?php echo esc_html( str_replace( '_', ' ', $eventsmith_zone ) ); ?></option>
					<?php endforeach; ?>
					<?php if ( '' !== $eventsmith_region ) : ?>
						</optgroup>
					<?php endif; ?>
				<?php endforeach; ?>
			</select>
			<?php $eventsmith_slot( $eventsmith_id . '-timezone-error', 'timezone' ); ?>
		</p>
	</fieldset>
	<fieldset class="wp-block-eventsmith-vendor-event-form__group">
		<legend><?php esc_html_e( 'Place and places', 'eventsmith' ); ?></legend>
		<?php $eventsmith_field( 'location_address', __( 'Address', 'eventsmith' ), 'text', __( 'Where it happens. Leave empty for an online-only event.', 'eventsmith' ), 'autocomplete="street-address"' ); ?>
		<?php $eventsmith_field( 'location_online_url', __( 'Online link', 'eventsmith' ), 'url', __( 'For online events, e.g. https://meet.example.org/room.', 'eventsmith' ), 'inputmode="url"' ); ?>
		<?php $eventsmith_field( 'total_ticket', __( 'Capacity', 'eventsmith' ), 'number', __( 'How many people can come. Leave empty for no limit.', 'eventsmith' ), 'min="0" step="1" inputmode="numeric"' ); ?>
	</fieldset>
	<div class="wp-block-eventsmith-vendor-event-form__submit">
		<button type="submit" class="wp-element-button" data-submit data-wp-bind--disabled="context.busy" data-wp-text="context.saveLabel"><?php echo $eventsmith_editing ? esc_html__( 'Save changes', 'eventsmith' ) : esc_html__( 'Create event', 'eventsmith' ); ?></button>
		<a href="<?php echo esc_url( $eventsmith_view->page_url ); ?>"><?php esc_html_e( 'Cancel', 'eventsmith' ); ?></a>
	</div>
	<p class="wp-block-eventsmith-vendor-event-form__review"><?php echo esc_html( $eventsmith_view->save_note() ); ?></p>
	<noscript><p><?php esc_html_e( 'Please turn on JavaScript to save your event.', 'eventsmith' ); ?></p></noscript>
</form>
