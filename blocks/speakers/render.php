<?php
/**
 * Server render of the speakers / organizers widget.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_view = \Eventsmith\Blocks\People\SpeakersView::from_attributes( $attributes, $eventsmith_source );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-people is-' . $eventsmith_view->style, 'style' => '--eventsmith-people-columns:' . $eventsmith_view->column . ';' ) ); ?>>
	<?php if ( array() === $eventsmith_view->people ) : ?>
		<p class="eventsmith-people__empty">
			<?php echo 'organizer' === $eventsmith_view->role ? esc_html__( 'No organizers to show yet.', 'eventsmith' ) : esc_html__( 'No speakers to show yet.', 'eventsmith' ); ?>
		</p>
	<?php else : ?>
		<ul class="eventsmith-people__list">
			<?php foreach ( $eventsmith_view->people as $eventsmith_person ) : ?>
				<li class="eventsmith-people__item">
					<?php if ( $eventsmith_view->show['photo'] && '' !== $eventsmith_person['photo_url'] ) : ?>
						<img class="eventsmith-people__photo" src="<?php echo esc_url( $eventsmith_person['photo_url'] ); ?>" alt="" loading="lazy" width="160" height="160" />
					<?php endif; ?>
					<h3 class="eventsmith-people__name"><a href="<?php echo esc_url( $eventsmith_person['url'] ); ?>"><?php echo esc_html( $eventsmith_person['name'] ); ?></a></h3>
					<?php if ( $eventsmith_view->show['designation'] && '' !== $eventsmith_person['designation'] ) : ?>
						<p class="eventsmith-people__designation"><?php echo esc_html( $eventsmith_person['designation'] ); ?></p>
					<?php endif; ?>
					<?php if ( $eventsmith_view->show['social'] && array() !== $eventsmith_person['social'] ) : ?>
						<ul class="eventsmith-people__social">
							<?php foreach ( $eventsmith_person['social'] as $eventsmith_link ) : ?>
								<?php if ( is_array( $eventsmith_link ) && '' !== esc_url( (string) ( $eventsmith_link['url'] ?? '' ) ) ) : ?>
									<li><a href="<?php echo esc_url( (string) $eventsmith_link['url'] ); ?>" rel="noopener"><?php echo esc_html( ucfirst( (string) ( $eventsmith_link['network'] ?? '' ) ) ); ?></a></li>
								<?php endif; ?>
							<?php endforeach; ?>
						</ul>
					<?php endif; ?>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</div>
