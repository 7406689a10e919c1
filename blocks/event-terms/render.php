<?php
/**
 * Server render of the event's categories and tags, linked to their archives.
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
$eventsmith_lists = array();
foreach ( array(
	\Eventsmith\Infrastructure\Content\Taxonomies::CATEGORY => __( 'Categories', 'eventsmith' ),
	\Eventsmith\Infrastructure\Content\Taxonomies::TAG      => __( 'Tags', 'eventsmith' ),
) as $eventsmith_taxonomy => $eventsmith_label ) {
	$eventsmith_terms = get_the_terms( $eventsmith_event->post, $eventsmith_taxonomy );
	if ( is_array( $eventsmith_terms ) && array() !== $eventsmith_terms ) {
		$eventsmith_lists[ $eventsmith_taxonomy ] = array( $eventsmith_label, $eventsmith_terms );
	}
}
if ( array() === $eventsmith_lists ) {
	return;
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'eventsmith-piece' ) ); ?>>
	<?php foreach ( $eventsmith_lists as $eventsmith_taxonomy => list( $eventsmith_label, $eventsmith_terms ) ) : ?>
		<p class="wp-block-eventsmith-event-terms__list is-<?php echo esc_attr( str_replace( 'eventsmith_', '', $eventsmith_taxonomy ) ); ?>">
			<span class="wp-block-eventsmith-event-terms__label"><?php echo esc_html( $eventsmith_label ); ?></span>
			<?php foreach ( $eventsmith_terms as $eventsmith_term ) : ?>
				<a href="<?php echo esc_url( (string) get_term_link( $eventsmith_term ) ); ?>" rel="tag"><?php echo esc_html( $eventsmith_term->name ); ?></a>
			<?php endforeach; ?>
		</p>
	<?php endforeach; ?>
</div>
