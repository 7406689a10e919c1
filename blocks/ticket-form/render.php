<?php
/**
 * Server render of the ticket form: the event's ticket types with a quantity each, an attendee
 * block per ticket (made in the browser from the template below), the buyer's details, the total
 * and the answer. The HTML holds nothing per visitor, so a page cache may serve it.
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
$eventsmith_view = $eventsmith_source->ticket_form( $eventsmith_event_id );
if ( null === $eventsmith_view || array() === $eventsmith_view->types ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf(
			'<div %1$s role="note"><p>%2$s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'is-empty' ) ),
			esc_html__( 'Choose a published event with ticket types for this ticket form.', 'eventsmith' )
		);
	}
	return;
}
$eventsmith_id = 'eventsmith-tickets-' . $eventsmith_view->event_id;
// Route, currency and texts once per page; this form's event, types and order in its context.
wp_interactivity_state( 'eventsmith/ticket-form', $eventsmith_view->shared_state() );
// What every attendee field of the attendee blocks (data-wp-each) is bound to.
$eventsmith_answer = 'data-wp-bind--id="state.fieldId" data-wp-bind--name="state.fieldName" data-wp-bind--value="state.fieldValue" data-wp-on--input="actions.answer" data-wp-class--is-error="state.fieldMarked" data-wp-bind--aria-invalid="state.fieldMarked"';
?>
<div
	<?php echo get_block_wrapper_attributes(); ?>
	data-wp-interactive="eventsmith/ticket-form"
	<?php echo wp_interactivity_data_wp_context( $eventsmith_view->context() ); ?>
	data-wp-bind--aria-busy="context.busy"
>
	<?php if ( '' !== $eventsmith_view->closed_message() ) : ?>
		<p class="wp-block-eventsmith-ticket-form__closed" role="status"><?php echo esc_html( $eventsmith_view->closed_message() ); ?></p>
	<?php endif; ?>
	<form class="wp-block-eventsmith-ticket-form__form" novalidate data-wp-on--submit="actions.submit" data-wp-bind--hidden="context.finished">
		<fieldset class="wp-block-eventsmith-ticket-form__types">
			<legend><?php esc_html_e( 'Choose your tickets', 'eventsmith' ); ?></legend>
			<?php foreach ( $eventsmith_view->types as $eventsmith_type ) : ?>
				<?php $eventsmith_input = $eventsmith_id . '-type-' . $eventsmith_type['id']; ?>
				<div class="wp-block-eventsmith-ticket-form__type">
					<label for="<?php echo esc_attr( $eventsmith_input ); ?>">
						<span class="wp-block-eventsmith-ticket-form__type-name"><?php echo esc_html( $eventsmith_type['name'] ); ?></span>
						<span class="wp-block-eventsmith-ticket-form__price"><?php echo esc_html( $eventsmith_view->price_label( $eventsmith_type['price'] ) ); ?></span>
						<?php if ( '' !== $eventsmith_type['description'] ) : ?>
							<span class="wp-block-eventsmith-ticket-form__description"><?php echo esc_html( $eventsmith_type['description'] ); ?></span>
						<?php endif; ?>
					</label>
					<?php if ( $eventsmith_type['sold_out'] ) : ?>
						<span class="wp-block-eventsmith-ticket-form__status"><?php esc_html_e( 'Sold out', 'eventsmith' ); ?></span>
						<?php echo \Eventsmith\Blocks\Waitlist\WaitlistPartial::render( $eventsmith_view->event_id, (int) $eventsmith_type['id'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- render_block() output of the eventsmith/waitlist block, whose render.php escapes each value where it prints it. ?>
					<?php elseif ( ! $eventsmith_type['on_sale'] ) : ?>
						<span class="wp-block-eventsmith-ticket-form__status"><?php esc_html_e( 'Not on sale', 'eventsmith' ); ?></span>
					<?php else : ?>
						<input id="<?php echo esc_attr( $eventsmith_input ); ?>" type="number" inputmode="numeric" min="0" max="<?php echo esc_attr( (string) $eventsmith_type['max'] ); ?>" value="0" data-type="<?php echo esc_attr( (string) $eventsmith_type['id'] ); ?>" data-type-name="<?php echo esc_attr( $eventsmith_type['name'] ); ?>" data-price="<?php echo esc_attr( $eventsmith_type['price'] ); ?>" data-min="<?php echo esc_attr( (string) $eventsmith_type['min'] ); ?>" <?php echo wp_interactivity_data_wp_context( array( 'type' => (int) $eventsmith_type['id'] ) ); ?> data-wp-on--input="actions.setQuantity" data-wp-on--change="actions.requote" data-wp-class--is-error="state.typeBlamed" />
					<?php endif; ?>
				</div>
			<?php endforeach; ?>
		</fieldset>
		<p class="wp-block-eventsmith-ticket-form__bulk" data-bulk-row data-wp-bind--hidden="!state.hasAttendees" hidden>
			<label><input type="checkbox" data-bulk data-wp-on--change="actions.toggleBulk" data-wp-bind--checked="context.bulk" /> <?php esc_html_e( 'Fill in the attendee details for me (bulk order)', 'eventsmith' ); ?></label>
		</p>
		<div class="wp-block-eventsmith-ticket-form__attendees" data-attendees>
		<template data-wp-each--attendee="context.attendees" data-wp-each-key="context.attendee.key">
			<fieldset class="wp-block-eventsmith-ticket-form__attendee" data-wp-bind--data-type="context.attendee.type">
				<legend data-wp-text="state.attendeeLegend"></legend>
				<?php foreach ( array( 'name' => __( 'Name', 'eventsmith' ), 'email' => __( 'Email', 'eventsmith' ), 'phone' => __( 'Phone (optional)', 'eventsmith' ) ) as $eventsmith_field => $eventsmith_label ) : ?>
					<p class="wp-block-eventsmith-ticket-form__field" <?php echo wp_interactivity_data_wp_context( array( 'field' => $eventsmith_field ) ); ?>>
						<label><span><?php echo esc_html( $eventsmith_label ); ?></span>
							<input type="<?php echo 'email' === $eventsmith_field ? 'email' : ( 'phone' === $eventsmith_field ? 'tel' : 'text' ); ?>" data-field="<?php echo esc_attr( $eventsmith_field ); ?>" autocomplete="off" <?php echo $eventsmith_answer; // phpcs:ignore WordPress.Security.EscapeOutput -- a constant string of Interactivity directives, set at the top of this file. ?> />
						</label>
						<span class="wp-block-eventsmith-ticket-form__error" data-error="<?php echo esc_attr( $eventsmith_field ); ?>" data-wp-text="state.fieldMark" data-wp-bind--hidden="!state.fieldMarked"></span>
					</p>
				<?php endforeach; ?>
				<?php foreach ( $eventsmith_view->extra as $eventsmith_extra ) : ?>
					<p class="wp-block-eventsmith-ticket-form__field" <?php echo wp_interactivity_data_wp_context( array( 'field' => 'extra.' . $eventsmith_extra['name'] ) ); ?>>
						<label><span><?php echo esc_html( $eventsmith_extra['label'] ); ?><?php echo $eventsmith_extra['required'] ? ' <abbr class="wp-block-eventsmith-ticket-form__required" title="' . esc_attr__( 'required', 'eventsmith' ) . '">*</abbr>' : esc_html( ' ' . __( '(optional)', 'eventsmith' ) ); ?></span>
							<?php if ( 'select' === $eventsmith_extra['type'] ) : ?>
								<select data-field="<?php echo esc_attr( 'extra.' . $eventsmith_extra['name'] ); ?>" data-kind="<?php echo esc_attr( $eventsmith_extra['type'] ); ?>"<?php echo $eventsmith_extra['required'] ? ' data-required="1" aria-required="true"' : ''; ?> <?php echo $eventsmith_answer; // phpcs:ignore WordPress.Security.EscapeOutput -- a constant string of Interactivity directives, set at the top of this file. ?>>
									<option value=""><?php esc_html_e( 'Choose…', 'eventsmith' ); ?></option>
									<?php foreach ( $eventsmith_extra['options'] as $eventsmith_option ) : ?>
										<option value="<?php echo esc_attr( $eventsmith_option ); ?>"><?php echo esc_html( $eventsmith_option ); ?></option>
									<?php endforeach; ?>
								</select>
							<?php else : ?>
								<input type="<?php echo esc_attr( $eventsmith_extra['type'] ); ?>" data-field="<?php echo esc_attr( 'extra.' . $eventsmith_extra['name'] ); ?>" data-kind="<?php echo esc_attr( $eventsmith_extra['type'] ); ?>"<?php echo $eventsmith_extra['required'] ? ' data-required="1" aria-required="true"' : ''; ?> <?php echo $eventsmith_answer; // phpcs:ignore WordPress.Security.EscapeOutput -- a constant string of Interactivity directives, set at the top of this file. ?> <?php echo 'number' === $eventsmith_extra['type'] ? 'step="any" inputmode="decimal"' : ''; ?> autocomplete="off" />
							<?php endif; ?>
						</label>
						<span class="wp-block-eventsmith-ticket-form__error" data-error="<?php echo esc_attr( 'extra.' . $eventsmith_extra['name'] ); ?>" data-wp-text="state.fieldMark" data-wp-bind--hidden="!state.fieldMarked"></span>
					</p>
				<?php endforeach; ?>
			</fieldset>
		</template>
		</div>
		<fieldset class="wp-block-eventsmith-ticket-form__buyer">
			<legend><?php esc_html_e( 'Your details', 'eventsmith' ); ?></legend>
			<p class="wp-block-eventsmith-ticket-form__field" <?php echo wp_interactivity_data_wp_context( array( 'buyerField' => 'name' ) ); ?>>
				<label><span><?php esc_html_e( 'Your name', 'eventsmith' ); ?></span> <input type="text" data-buyer="name" autocomplete="name" data-wp-bind--value="context.buyer.name" data-wp-on--input="actions.typeBuyer" data-wp-class--is-error="state.buyerMarked" data-wp-bind--aria-invalid="state.buyerMarked" /></label>
				<span class="wp-block-eventsmith-ticket-form__error" data-error="name" data-wp-text="state.buyerMark" data-wp-bind--hidden="!context.buyerMarks.name" hidden></span>
			</p>
			<p class="wp-block-eventsmith-ticket-form__field" <?php echo wp_interactivity_data_wp_context( array( 'buyerField' => 'email' ) ); ?>>
				<label><span><?php esc_html_e( 'Your email', 'eventsmith' ); ?></span> <input type="email" data-buyer="email" autocomplete="email" data-wp-bind--value="context.buyer.email" data-wp-on--input="actions.typeBuyer" data-wp-class--is-error="state.buyerMarked" data-wp-bind--aria-invalid="state.buyerMarked" /></label>
				<span class="wp-block-eventsmith-ticket-form__error" data-error="email" data-wp-text="state.buyerMark" data-wp-bind--hidden="!context.buyerMarks.email" hidden></span>
			</p>
		</fieldset>
		<details class="wp-block-eventsmith-ticket-form__discount" data-discount>
			<summary><?php esc_html_e( 'Have a code?', 'eventsmith' ); ?></summary>
			<p class="wp-block-eventsmith-ticket-form__field">
				<label><span><?php esc_html_e( 'Discount code', 'eventsmith' ); ?></span> <input type="text" data-discount-code autocomplete="off" autocapitalize="characters" spellcheck="false" data-wp-bind--value="context.discountCode" data-wp-on--input="actions.typeCode" data-wp-class--is-error="context.discountError" data-wp-bind--aria-invalid="context.discountError" /></label>
				<button type="button" class="wp-element-button" data-apply-code data-wp-on--click="actions.applyCode" data-wp-bind--disabled="context.busy"><?php esc_html_e( 'Apply', 'eventsmith' ); ?></button>
			</p>
			<p class="wp-block-eventsmith-ticket-form__error" role="alert" data-discount-error data-wp-text="context.discountError" data-wp-bind--hidden="!context.discountError" hidden></p>
			<p class="wp-block-eventsmith-ticket-form__discount-note" role="status" data-discount-note data-wp-text="context.discountNote" data-wp-bind--hidden="!context.discountNote" hidden></p>
		</details>
		<?php if ( $eventsmith_view->offers_methods() ) : ?>
			<fieldset class="wp-block-eventsmith-ticket-form__methods" data-methods data-wp-bind--hidden="!state.choosesMethod" hidden>
				<legend><?php esc_html_e( 'How would you like to pay?', 'eventsmith' ); ?></legend>
				<?php foreach ( $eventsmith_view->methods as $eventsmith_index => $eventsmith_method ) : ?>
					<label class="wp-block-eventsmith-ticket-form__method"><input type="radio" name="<?php echo esc_attr( $eventsmith_id . '-payment-method' ); ?>" value="<?php echo esc_attr( $eventsmith_method['id'] ); ?>" data-payment-method<?php checked( 0, $eventsmith_index ); ?> data-wp-on--change="actions.chooseMethod" /> <span><?php echo esc_html( $eventsmith_method['label'] ); ?></span></label>
				<?php endforeach; ?>
			</fieldset>
		<?php endif; ?>
		<p class="wp-block-eventsmith-ticket-form__total" aria-live="polite">
			<?php esc_html_e( 'Total', 'eventsmith' ); ?>: <strong data-total data-wp-text="state.total"><?php echo esc_html( $eventsmith_view->price_label( '0' ) ); ?></strong>
		</p>
		<p class="wp-block-eventsmith-ticket-form__failure" role="alert" data-failure data-wp-text="context.failure" data-wp-bind--hidden="!context.failure" hidden></p>
		<button type="submit" class="wp-element-button" data-submit data-wp-bind--disabled="state.submitDisabled" data-wp-text="context.submitLabel" disabled><?php esc_html_e( 'Get tickets', 'eventsmith' ); ?></button>
		<noscript><p><?php esc_html_e( 'Please turn on JavaScript to order tickets.', 'eventsmith' ); ?></p></noscript>
	</form>
	<div class="wp-block-eventsmith-ticket-form__done" data-done tabindex="-1" data-wp-bind--hidden="!context.finished" data-wp-watch="callbacks.focusDone" hidden>
		<p class="wp-block-eventsmith-ticket-form__done-message" data-done-message data-wp-text="context.doneMessage"></p>
		<ul class="wp-block-eventsmith-ticket-form__tickets" data-tickets>
			<template data-wp-each--ticket="context.tickets" data-wp-each-key="context.ticket.url"><li><a data-wp-bind--href="context.ticket.url" data-wp-text="context.ticket.label"></a></li></template>
		</ul>
		<p class="wp-block-eventsmith-ticket-form__instructions" data-instructions data-wp-text="context.instructions" data-wp-bind--hidden="!context.instructions" hidden></p>
		<p class="wp-block-eventsmith-ticket-form__invoice" data-invoice data-wp-bind--hidden="!context.invoiceUrl" hidden><a data-wp-bind--href="context.invoiceUrl"><?php esc_html_e( 'View your invoice', 'eventsmith' ); ?></a></p>
	</div>
</div>
