<?php
/**
 * Server render of the archive link: "Past events" under upcoming events,
 * "Upcoming events" under past ones; with `empty`, the message shown when
 * the list has no event.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_past  = \Eventsmith\Blocks\Event\EventArchive::is_past();
$eventsmith_empty = ! empty( $attributes['empty'] );
$eventsmith_link  = $eventsmith_past
	? array( \Eventsmith\Blocks\Event\EventArchive::upcoming_url(), __( 'See upcoming events', 'eventsmith' ) )
	: array( \Eventsmith\Blocks\Event\EventArchive::past_url(), __( 'See past events', 'eventsmith' ) );
?>
<p <?php echo get_block_wrapper_attributes( array( 'class' => $eventsmith_empty ? 'is-empty' : '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by core. ?>>
	<?php if ( $eventsmith_empty ) : ?>
		<?php echo esc_html( $eventsmith_past ? __( 'No past events.', 'eventsmith' ) : __( 'No upcoming events.', 'eventsmith' ) ); ?>
	<?php endif; ?>
	<a href="<?php echo esc_url( $eventsmith_link[0] ); ?>"><?php echo esc_html( $eventsmith_link[1] ); ?></a>
</p>
