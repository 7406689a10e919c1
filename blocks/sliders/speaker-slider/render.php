<?php
/**
 * Server render of the speaker slider: a list of people that the view module turns into a carousel.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Eventsmith\Blocks\Sliders\SliderShell;
use Eventsmith\Blocks\Sliders\SpeakerSliderView;

$eventsmith_view      = SpeakerSliderView::from_attributes( $attributes, $eventsmith_source );
$eventsmith_organizer = 'organizer' === $eventsmith_view->role;
if ( array() === $eventsmith_view->people ) {
	echo wp_kses( SliderShell::empty_state( 'people', $eventsmith_organizer ? __( 'No organizers to show yet.', 'eventsmith' ) : __( 'No speakers to show yet.', 'eventsmith' ) ), SliderShell::ALLOWED_HTML );
	return;
}
echo wp_kses( SliderShell::open( $eventsmith_view->params, 'people', $eventsmith_organizer ? __( 'Organizers', 'eventsmith' ) : __( 'Speakers', 'eventsmith' ) ), SliderShell::ALLOWED_HTML );
foreach ( $eventsmith_view->people as $eventsmith_person ) : ?>
	<li class="eventsmith-slider__slide swiper-slide">
		<article class="eventsmith-slider__card eventsmith-slider__person">
			<?php if ( '' !== (string) $eventsmith_person['photo_url'] ) : ?>
				<img class="eventsmith-slider__photo" src="<?php echo esc_url( (string) $eventsmith_person['photo_url'] ); ?>" alt="" loading="lazy" width="144" height="144" />
			<?php else : ?>
				<span class="eventsmith-slider__photo eventsmith-slider__initials" aria-hidden="true"><?php echo esc_html( SpeakerSliderView::initials( (string) $eventsmith_person['name'] ) ); ?></span>
			<?php endif; ?>
			<h3 class="eventsmith-slider__title"><a href="<?php echo esc_url( (string) $eventsmith_person['url'] ); ?>"><?php echo esc_html( (string) $eventsmith_person['name'] ); ?></a></h3>
			<?php if ( $eventsmith_view->params->shows( 'show_designation' ) && '' !== (string) $eventsmith_person['designation'] ) : ?>
				<p class="eventsmith-slider__meta eventsmith-slider__designation"><?php echo esc_html( (string) $eventsmith_person['designation'] ); ?></p>
			<?php endif; ?>
			<?php if ( $eventsmith_view->params->shows( 'show_social' ) && array() !== $eventsmith_person['social'] ) : ?>
				<ul class="eventsmith-slider__social">
					<?php foreach ( $eventsmith_person['social'] as $eventsmith_link ) : ?>
						<?php if ( is_array( $eventsmith_link ) && '' !== esc_url( (string) ( $eventsmith_link['url'] ?? '' ) ) ) : ?>
							<li><a href="<?php echo esc_url( (string) $eventsmith_link['url'] ); ?>" rel="noopener"><?php echo esc_html( ucfirst( (string) ( $eventsmith_link['network'] ?? '' ) ) ); ?></a></li>
						<?php endif; ?>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</article>
	</li>
	<?php
endforeach;
echo wp_kses( SliderShell::close(), SliderShell::ALLOWED_HTML );
