<?php
/**
 * Server render of the event's organizers and speakers: photo, name linked
 * to their page, role and company.
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
$eventsmith_groups = $eventsmith_source->people( $eventsmith_event )->groups( (string) ( $attributes['role'] ?? 'all' ) );
if ( array() === $eventsmith_groups ) {
	return;
}
$eventsmith_headings = array(
	'organizer' => __( 'Organizers', 'eventsmith' ),
	'speaker'   => __( 'Speakers', 'eventsmith' ),
);
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece' ) ); ?>>
	<?php foreach ( $eventsmith_groups as $eventsmith_role => $eventsmith_people ) : ?>
		<section class="wp-block-eventsmith-event-speakers__group is-<?php echo esc_attr( $eventsmith_role ); ?>">
			<?php echo wp_kses( \Eventsmith\Blocks\Event\PieceMarkup::heading( $eventsmith_headings[ $eventsmith_role ] ), \Eventsmith\Blocks\Event\PieceMarkup::ALLOWED_HTML ); ?>
			<ul class="wp-block-eventsmith-event-speakers__list">
				<?php foreach ( $eventsmith_people as $eventsmith_person ) : ?>
					<li class="wp-block-eventsmith-event-speakers__person">
						<?php if ( '' !== $eventsmith_person['photo_url'] ) : ?>
							<img src="<?php echo esc_url( $eventsmith_person['photo_url'] ); ?>" alt="" loading="lazy" width="64" height="64" />
						<?php else : ?>
							<span class="wp-block-eventsmith-event-speakers__initial" aria-hidden="true"><?php echo esc_html( mb_substr( $eventsmith_person['name'], 0, 1 ) ); ?></span>
						<?php endif; ?>
						<span>
							<a class="wp-block-eventsmith-event-speakers__name" href="<?php echo esc_url( $eventsmith_person['url'] ); ?>"><?php echo esc_html( $eventsmith_person['name'] ); ?></a>
							<?php if ( '' !== $eventsmith_person['designation'] || '' !== $eventsmith_person['company'] ) : ?>
								<span class="wp-block-eventsmith-event-speakers__role"><?php echo esc_html( implode( ', ', array_filter( array( $eventsmith_person['designation'], $eventsmith_person['company'] ) ) ) ); ?></span>
							<?php endif; ?>
						</span>
					</li>
				<?php endforeach; ?>
			</ul>
		</section>
	<?php endforeach; ?>
</div>
