<?php
/**
 * Server render of the calendar block: the month grid of the current month
 * with each day's events linked, and the list of the month. Readable without
 * JavaScript; view.ts adds the other views and month-to-month navigation.
 *
 * @var array<string, mixed> $attributes Block attributes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Calendar\CalendarView;

defined( 'ABSPATH' ) || exit;

$eventsmith_today = wp_date( 'Y-m-d' );
$eventsmith_view  = CalendarView::for_month( $attributes, (string) $eventsmith_today, $eventsmith_source );
$eventsmith_id    = wp_unique_id( 'eventsmith-calendar-' );
$eventsmith_month = substr( $eventsmith_view->month, 0, 7 );
wp_interactivity_state( 'eventsmith/calendar', CalendarView::shared_state( (string) $eventsmith_today ) );

$eventsmith_views = array(
	__( 'Grid', 'eventsmith' ) => array(
		'dayGridMonth' => __( 'Month', 'eventsmith' ),
		'timeGridWeek' => __( 'Week', 'eventsmith' ),
		'timeGridDay'  => __( 'Day', 'eventsmith' ),
	),
	__( 'List', 'eventsmith' ) => array(
		'listMonth' => __( 'Month list', 'eventsmith' ),
		'listWeek'  => __( 'Week list', 'eventsmith' ),
		'listDay'   => __( 'Day list', 'eventsmith' ),
	),
);
$eventsmith_month_entries = array_filter(
	$eventsmith_view->by_day,
	static fn( array $events, string $day ): bool => array() !== $events && str_starts_with( $day, $eventsmith_month ),
	ARRAY_FILTER_USE_BOTH
);
?>
<div <?php echo get_block_wrapper_attributes( array( 'aria-labelledby' => $eventsmith_id . '-title', 'role' => 'region' ) ); ?>>
	<div
		class="wp-block-eventsmith-calendar__toolbar"
		data-wp-interactive="eventsmith/calendar"
		<?php echo wp_interactivity_data_wp_context( $eventsmith_view->context ); ?>
		data-wp-init="callbacks.init"
	>
		<h2 class="wp-block-eventsmith-calendar__title" id="<?php echo esc_attr( $eventsmith_id . '-title' ); ?>" aria-live="polite" data-wp-text="context.title"><?php echo esc_html( $eventsmith_view->title ); ?></h2>
		<div class="wp-block-eventsmith-calendar__controls" data-wp-bind--hidden="!context.ready" hidden>
			<div class="wp-block-eventsmith-calendar__nav" role="group" aria-label="<?php esc_attr_e( 'Move the calendar', 'eventsmith' ); ?>">
				<button type="button" class="wp-block-eventsmith-calendar__button" data-wp-on--click="actions.previous"><span aria-hidden="true">‹</span><span class="screen-reader-text"><?php esc_html_e( 'Previous', 'eventsmith' ); ?></span></button>
				<button type="button" class="wp-block-eventsmith-calendar__button" data-wp-on--click="actions.today"><?php esc_html_e( 'Today', 'eventsmith' ); ?></button>
				<button type="button" class="wp-block-eventsmith-calendar__button" data-wp-on--click="actions.next"><span aria-hidden="true">›</span><span class="screen-reader-text"><?php esc_html_e( 'Next', 'eventsmith' ); ?></span></button>
			</div>
			<label class="wp-block-eventsmith-calendar__view">
				<span><?php esc_html_e( 'View', 'eventsmith' ); ?></span>
				<select data-wp-on--change="actions.changeView" data-wp-bind--value="context.view">
					<?php foreach ( $eventsmith_views as $eventsmith_group => $eventsmith_options ) : ?>
						<optgroup label="<?php echo esc_attr( $eventsmith_group ); ?>">
							<?php foreach ( $eventsmith_options as $eventsmith_value => $eventsmith_label ) : ?>
								<option value="<?php echo esc_attr( $eventsmith_value ); ?>"><?php echo esc_html( $eventsmith_label ); ?></option>
							<?php endforeach; ?>
						</optgroup>
					<?php endforeach; ?>
				</select>
			</label>
		</div>
		<p class="wp-block-eventsmith-calendar__status" role="status" data-wp-text="context.status"></p>
		<p class="wp-block-eventsmith-calendar__error" role="alert" data-wp-text="context.error" data-wp-bind--hidden="!context.error" hidden></p>
	</div>
	<div class="wp-block-eventsmith-calendar__body" data-view="dayGridMonth">
		<table class="wp-block-eventsmith-calendar__grid is-month" aria-labelledby="<?php echo esc_attr( $eventsmith_id . '-title' ); ?>">
			<thead>
				<tr>
					<?php foreach ( CalendarView::weekdays() as list( $eventsmith_name, $eventsmith_abbrev ) ) : ?>
						<th scope="col" abbr="<?php echo esc_attr( $eventsmith_name ); ?>"><?php echo esc_html( $eventsmith_abbrev ); ?></th>
					<?php endforeach; ?>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $eventsmith_view->weeks as $eventsmith_week ) : ?>
					<tr>
						<?php foreach ( $eventsmith_week as $eventsmith_day ) : ?>
							<td class="<?php echo esc_attr( trim( ( str_starts_with( $eventsmith_day, $eventsmith_month ) ? '' : 'is-other-month' ) . ( $eventsmith_day === $eventsmith_today ? ' is-today' : '' ) ) ); ?>" data-day="<?php echo esc_attr( $eventsmith_day ); ?>">
								<time class="wp-block-eventsmith-calendar__day-number" datetime="<?php echo esc_attr( $eventsmith_day ); ?>"><?php echo esc_html( (string) (int) substr( $eventsmith_day, 8 ) ); ?></time>
								<?php if ( array() !== $eventsmith_view->by_day[ $eventsmith_day ] ) : ?>
									<ul class="wp-block-eventsmith-calendar__events">
										<?php foreach ( $eventsmith_view->by_day[ $eventsmith_day ] as $eventsmith_entry ) : ?>
											<li><a href="<?php echo esc_url( $eventsmith_entry->link ); ?>" data-event-id="<?php echo esc_attr( (string) $eventsmith_entry->id ); ?>">
												<?php if ( ! $eventsmith_entry->all_day ) : ?>
													<span class="wp-block-eventsmith-calendar__time"><?php echo esc_html( CalendarView::time( $eventsmith_entry->start ) ); ?></span>
												<?php endif; ?>
												<span class="wp-block-eventsmith-calendar__event-title"><?php echo esc_html( $eventsmith_entry->title ); ?></span>
											</a></li>
										<?php endforeach; ?>
									</ul>
								<?php endif; ?>
							</td>
						<?php endforeach; ?>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<div class="wp-block-eventsmith-calendar__list">
			<?php if ( array() === $eventsmith_month_entries ) : ?>
				<p class="wp-block-eventsmith-calendar__empty"><?php esc_html_e( 'No events in this month.', 'eventsmith' ); ?></p>
			<?php endif; ?>
			<?php foreach ( $eventsmith_month_entries as $eventsmith_day => $eventsmith_events ) : ?>
				<h3 class="wp-block-eventsmith-calendar__list-day"><time datetime="<?php echo esc_attr( $eventsmith_day ); ?>"><?php echo esc_html( (string) wp_date( (string) get_option( 'date_format' ), ( new \DateTimeImmutable( $eventsmith_day, wp_timezone() ) )->getTimestamp() ) ); ?></time></h3>
				<ul class="wp-block-eventsmith-calendar__list-events">
					<?php foreach ( $eventsmith_events as $eventsmith_entry ) : ?>
						<li>
							<span class="wp-block-eventsmith-calendar__time"><?php echo esc_html( $eventsmith_entry->all_day ? __( 'All day', 'eventsmith' ) : CalendarView::time( $eventsmith_entry->start ) . ' – ' . CalendarView::time( $eventsmith_entry->end ) ); ?></span>
							<a href="<?php echo esc_url( $eventsmith_entry->link ); ?>"><?php echo esc_html( $eventsmith_entry->title ); ?></a>
							<?php if ( '' !== $eventsmith_entry->location ) : ?>
								<span class="wp-block-eventsmith-calendar__location"><?php echo esc_html( $eventsmith_entry->location ); ?></span>
							<?php endif; ?>
						</li>
					<?php endforeach; ?>
				</ul>
			<?php endforeach; ?>
		</div>
	</div>
</div>
