<?php
/**
 * Server render of the ticket / RSVP area: the RSVP form while the event
 * takes answers, "Sold out" or "Registration closed" otherwise.
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_event = $eventsmith_source->event_or_notice( $attributes, $block ?? null );
if ( null === $eventsmith_event ) {
	return;
}
$eventsmith_tickets = $eventsmith_source->tickets( $eventsmith_event );
$eventsmith_state   = $eventsmith_tickets->state();
if ( \Eventsmith\Blocks\Event\EventTicketsView::NONE === $eventsmith_state ) {
	return;
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece is-' . $eventsmith_state ) ); ?>>
	<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::heading( __( 'Registration', 'eventsmith' ) ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
	<?php if ( in_array( $eventsmith_state, array( \Eventsmith\Blocks\Event\EventTicketsView::RSVP, \Eventsmith\Blocks\Event\EventTicketsView::TICKETS ), true ) ) : ?>
		<?php
		echo render_block( // phpcs:ignore WordPress.Security.EscapeOutput -- render_block() output of the eventsmith/ticket-form or eventsmith/rsvp-form block, whose render.php escapes each value where it prints it.
			array(
				'blockName'    => \Eventsmith\Blocks\Event\EventTicketsView::TICKETS === $eventsmith_state ? 'eventsmith/ticket-form' : 'eventsmith/rsvp-form',
				'attrs'        => array( 'eventId' => $eventsmith_event->id() ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		?>
	<?php else : ?>
		<p class="wp-block-eventsmith-event-tickets__message"><?php echo esc_html( $eventsmith_tickets->message() ); ?></p>
	<?php endif; ?>
</div>
