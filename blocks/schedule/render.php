<?php
/**
 * Server render of the schedule widget: each published schedule as a day with
 * its sessions. In the tab view the tab list stays hidden until view.ts turns
 * the days into tab panels, so without JavaScript every day is visible.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Program\ScheduleMarkup;

defined( 'ABSPATH' ) || exit;

$eventsmith_view = $eventsmith_source( $attributes );
$eventsmith_id   = wp_unique_id( 'eventsmith-schedule-' );
$eventsmith_tabs = 'tab' === $eventsmith_view->view && count( $eventsmith_view->days ) > 1;
$eventsmith_ctx  = array(
	'id'       => $eventsmith_id,
	'count'    => count( $eventsmith_view->days ),
	'selected' => 0,
	'enhanced' => false,
	'focus'    => false,
);
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'is-' . $eventsmith_view->style . ' is-view-' . $eventsmith_view->view ) ); ?><?php if ( $eventsmith_tabs ) : ?> data-wp-interactive="eventsmith/schedule" data-wp-context="<?php echo esc_attr( (string) wp_json_encode( $eventsmith_ctx ) ); ?>" data-wp-init="callbacks.enhance" data-wp-class--has-tabs="context.enhanced"<?php endif; ?>>
	<?php if ( array() === $eventsmith_view->days ) : ?>
		<p class="wp-block-eventsmith-schedule__empty"><?php esc_html_e( 'No schedules to show yet.', 'eventsmith' ); ?></p>
	<?php else : ?>
		<?php if ( $eventsmith_tabs ) : ?>
			<div class="wp-block-eventsmith-schedule__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Schedules', 'eventsmith' ); ?>" hidden data-wp-bind--hidden="state.listHidden" data-wp-on--keydown="actions.keydown">
				<?php foreach ( $eventsmith_view->days as $eventsmith_index => $eventsmith_day ) : ?>
					<button type="button" role="tab" class="wp-block-eventsmith-schedule__tab" data-wp-context="<?php echo esc_attr( (string) wp_json_encode( array( 'index' => $eventsmith_index ) ) ); ?>" data-wp-on--click="actions.select" data-wp-bind--aria-selected="state.isSelected" data-wp-bind--tabindex="state.tabIndex" data-wp-watch="callbacks.focusTab" id="<?php echo esc_attr( "{$eventsmith_id}-tab-{$eventsmith_index}" ); ?>" aria-controls="<?php echo esc_attr( "{$eventsmith_id}-panel-{$eventsmith_index}" ); ?>" aria-selected="<?php echo 0 === $eventsmith_index ? 'true' : 'false'; ?>" tabindex="<?php echo 0 === $eventsmith_index ? '0' : '-1'; ?>">
						<span class="wp-block-eventsmith-schedule__tab-title"><?php echo esc_html( $eventsmith_day['title'] ); ?></span>
						<?php if ( '' !== $eventsmith_day['date'] ) : ?>
							<span class="wp-block-eventsmith-schedule__tab-date"><?php echo esc_html( $eventsmith_day['date'] ); ?></span>
						<?php endif; ?>
					</button>
				<?php endforeach; ?>
			</div>
		<?php endif; ?>
		<?php foreach ( $eventsmith_view->days as $eventsmith_index => $eventsmith_day ) : ?>
			<section class="wp-block-eventsmith-schedule__day"<?php if ( $eventsmith_tabs ) : ?> data-wp-context="<?php echo esc_attr( (string) wp_json_encode( array( 'index' => $eventsmith_index ) ) ); ?>" data-wp-bind--hidden="state.panelHidden" data-wp-bind--role="state.panelRole" data-wp-bind--tabindex="state.panelTabIndex" data-wp-bind--aria-labelledby="state.panelLabel"<?php endif; ?> id="<?php echo esc_attr( "{$eventsmith_id}-panel-{$eventsmith_index}" ); ?>" aria-labelledby="<?php echo esc_attr( "{$eventsmith_id}-title-{$eventsmith_index}" ); ?>">
				<h3 class="wp-block-eventsmith-schedule__title" id="<?php echo esc_attr( "{$eventsmith_id}-title-{$eventsmith_index}" ); ?>">
					<?php echo esc_html( $eventsmith_day['title'] ); ?>
					<?php if ( '' !== $eventsmith_day['date'] ) : ?>
						<span class="wp-block-eventsmith-schedule__date"><?php echo esc_html( $eventsmith_day['date'] ); ?></span>
					<?php endif; ?>
				</h3>
				<?php echo wp_kses( ScheduleMarkup::sessions( $eventsmith_day['sessions'] ), ScheduleMarkup::ALLOWED_HTML ); ?>
			</section>
		<?php endforeach; ?>
	<?php endif; ?>
</div>
