<?php
/**
 * Server render of the categories / tags / locations list.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Program\TermListView;

defined( 'ABSPATH' ) || exit;

$eventsmith_view  = TermListView::from_attributes( $attributes, $eventsmith_source );
$eventsmith_empty = array(
	'category' => __( 'No categories to show yet.', 'eventsmith' ),
	'tag'      => __( 'No tags to show yet.', 'eventsmith' ),
	'location' => __( 'No locations to show yet.', 'eventsmith' ),
);
$eventsmith_label = array(
	'category' => __( 'Event categories', 'eventsmith' ),
	'tag'      => __( 'Event tags', 'eventsmith' ),
	'location' => __( 'Event locations', 'eventsmith' ),
);
?>
<nav <?php echo get_block_wrapper_attributes( array( 'class' => 'is-' . $eventsmith_view->style . ' is-' . $eventsmith_view->taxonomy, 'aria-label' => $eventsmith_label[ $eventsmith_view->taxonomy ] ) ); ?>>
	<?php if ( array() === $eventsmith_view->items ) : ?>
		<p class="wp-block-eventsmith-term-list__empty"><?php echo esc_html( $eventsmith_empty[ $eventsmith_view->taxonomy ] ); ?></p>
	<?php else : ?>
		<ul class="wp-block-eventsmith-term-list__items">
			<?php foreach ( $eventsmith_view->items as $eventsmith_item ) : ?>
				<li class="wp-block-eventsmith-term-list__item">
					<a href="<?php echo esc_url( $eventsmith_item['url'] ); ?>">
						<span class="wp-block-eventsmith-term-list__name"><?php echo esc_html( $eventsmith_item['name'] ); ?></span>
						<?php if ( $eventsmith_view->show_count ) : ?>
							<span class="wp-block-eventsmith-term-list__count">
								<?php
								/* translators: %d: number of events. */
								echo esc_html( sprintf( _n( '%d event', '%d events', $eventsmith_item['count'], 'eventsmith' ), $eventsmith_item['count'] ) );
								?>
							</span>
						<?php endif; ?>
					</a>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</nav>
