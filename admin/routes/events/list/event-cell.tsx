/**
 * The Event cell: title, location (with a warning when it is malformed),
 * date and time, timezone offset and the recurrence badges.
 */
import { __ } from '@wordpress/i18n';
import { Icon, warning } from '@wordpress/icons';
import type { EventItem } from '../types';
import {
	hasLocationProblem,
	locationText,
	offsetText,
	recurrenceBadges,
} from './event-cells';
import { dateTimeText } from './date-text';

export const LOCATION_PROBLEM = (): string =>
	__(
		"There's a problem with this event's location. Kindly remove the location and save it again.",
		'eventsmith'
	);

export function EventCell( { event }: { event: EventItem } ) {
	const problem = hasLocationProblem( event.location );
	const address = locationText( event.location );
	const badges = recurrenceBadges( event );

	return (
		<div className="eventsmith-event-cell">
			<strong className="eventsmith-event-cell__title">
				{ event.title || __( '(no title)', 'eventsmith' ) }
			</strong>
			{ badges.length > 0 && (
				<span className="eventsmith-event-cell__badges">
					{ badges.includes( 'recurrence' ) && (
						<span className="eventsmith-badge is-recurrence">
							{ __( 'Recurrence', 'eventsmith' ) }
						</span>
					) }
					{ badges.includes( 'parent' ) && (
						<span className="eventsmith-badge is-parent">
							{ __( 'Recurring Parent', 'eventsmith' ) }
						</span>
					) }
				</span>
			) }
			{ ( address || problem ) && (
				<span className="eventsmith-event-cell__location">
					{ address }
					{ problem && (
						<span
							className="eventsmith-event-cell__warning"
							role="img"
							tabIndex={ 0 }
							aria-label={ LOCATION_PROBLEM() }
						>
							<Icon icon={ warning } size={ 20 } />
							<span className="eventsmith-tip" aria-hidden="true">
								{ LOCATION_PROBLEM() }
							</span>
						</span>
					) }
				</span>
			) }
			<span className="eventsmith-event-cell__date">
				{ dateTimeText( event ) }
				{ event.timezone_offset && (
					<span className="eventsmith-event-cell__offset">
						{ offsetText( event.timezone_offset ) }
					</span>
				) }
			</span>
		</div>
	);
}
