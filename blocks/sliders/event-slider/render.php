<?php
/**
 * Server render of the event slider: a list of event cards that the view module turns into a carousel.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Eventsmith\Blocks\Sliders\SliderShell;

$eventsmith_view = $eventsmith_source( $attributes );
if ( array() === $eventsmith_view->slides ) {
	echo wp_kses( SliderShell::empty_state( 'events', __( 'No events to show yet. Please check back soon.', 'eventsmith' ) ), SliderShell::ALLOWED_HTML );
	return;
}
echo wp_kses( SliderShell::open( $eventsmith_view->params, 'events', __( 'Events', 'eventsmith' ) ), SliderShell::ALLOWED_HTML );
foreach ( $eventsmith_view->slides as $eventsmith_slide ) : ?>
	<li class="eventsmith-slider__slide swiper-slide">
		<article class="eventsmith-slider__card">
			<?php if ( $eventsmith_slide['image'] > 0 ) : ?>
				<div class="eventsmith-slider__media">
					<?php echo wp_get_attachment_image( $eventsmith_slide['image'], 'medium_large', false, array( 'class' => 'eventsmith-slider__image', 'loading' => 'lazy' ) ); ?>
				</div>
			<?php endif; ?>
			<div class="eventsmith-slider__body">
				<h3 class="eventsmith-slider__title"><a href="<?php echo esc_url( $eventsmith_slide['url'] ); ?>"><?php echo esc_html( $eventsmith_slide['title'] ); ?></a></h3>
				<?php if ( '' !== $eventsmith_slide['date'] ) : ?>
					<p class="eventsmith-slider__meta eventsmith-slider__date"><?php echo esc_html( $eventsmith_slide['date'] ); ?></p>
				<?php endif; ?>
				<?php if ( '' !== $eventsmith_slide['location'] ) : ?>
					<p class="eventsmith-slider__meta eventsmith-slider__location"><?php echo esc_html( $eventsmith_slide['location'] ); ?></p>
				<?php endif; ?>
			</div>
		</article>
	</li>
	<?php
endforeach;
echo wp_kses( SliderShell::close(), SliderShell::ALLOWED_HTML );
