<?php
/**
 * Server render of a speaker's upcoming events.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Program\SpeakerEventsView;

defined( 'ABSPATH' ) || exit;

$eventsmith_view = SpeakerEventsView::from_attributes( $attributes, $eventsmith_source );
?>
<div <?php echo get_block_wrapper_attributes(); ?>>
	<?php if ( array() === $eventsmith_view->events ) : ?>
		<p class="wp-block-eventsmith-speaker-events__empty">
			<?php
			echo '' === $eventsmith_view->name
				? esc_html__( 'Choose a speaker to list their upcoming events.', 'eventsmith' )
				/* translators: %s: speaker name. */
				: esc_html( sprintf( __( 'No upcoming events with %s yet.', 'eventsmith' ), $eventsmith_view->name ) );
			?>
		</p>
	<?php else : ?>
		<ul class="wp-block-eventsmith-speaker-events__list">
			<?php foreach ( $eventsmith_view->events as $eventsmith_event ) : ?>
				<li class="wp-block-eventsmith-speaker-events__event">
					<a class="wp-block-eventsmith-speaker-events__title" href="<?php echo esc_url( $eventsmith_event['url'] ); ?>"><?php echo esc_html( $eventsmith_event['title'] ); ?></a>
					<?php if ( $eventsmith_view->show_date && '' !== $eventsmith_event['when'] ) : ?>
						<span class="wp-block-eventsmith-speaker-events__when"><?php echo esc_html( $eventsmith_event['when'] ); ?></span>
					<?php endif; ?>
					<span class="wp-block-eventsmith-speaker-events__as"><?php echo esc_html( $eventsmith_event['as'] ); ?></span>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</div>
