/**
 * Editor view of the countdown block: settings in the sidebar, a live preview in the canvas.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Notice,
	PanelBody,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { countdownEndsAt, CountdownDateError } from './countdown-date';
import { padUnit, remainingTime } from './remaining-time';

export type CountdownAttributes = {
	date: string;
	offset: number;
	hideWhenFinished: boolean;
	finishedMessage: string;
};

const UNITS = [
	[ 'days', __( 'days', 'eventsmith' ) ],
	[ 'hours', __( 'hrs', 'eventsmith' ) ],
	[ 'minutes', __( 'mins', 'eventsmith' ) ],
	[ 'seconds', __( 'secs', 'eventsmith' ) ],
] as const;

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CountdownAttributes > ) {
	const blockProps = useBlockProps();
	let error = '';
	let time = remainingTime( 0, 0 );
	try {
		time = remainingTime(
			countdownEndsAt( attributes.date, attributes.offset ),
			Date.now()
		);
	} catch ( caught ) {
		error =
			caught instanceof CountdownDateError
				? caught.message
				: String( caught );
	}

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Countdown', 'eventsmith' ) }>
					<TextControl
						label={ __( 'Date and time', 'eventsmith' ) }
						help={ __(
							'Month/day/year and 24-hour time, e.g. 12/24/2026 18:30:00.',
							'eventsmith'
						) }
						value={ attributes.date }
						onChange={ ( date ) => setAttributes( { date } ) }
					/>
					<TextControl
						label={ __( 'UTC offset (hours)', 'eventsmith' ) }
						help={ __(
							'The offset of the time zone the date is in, e.g. 2 or -5.',
							'eventsmith'
						) }
						type="number"
						step={ 0.25 }
						value={ String( attributes.offset ) }
						onChange={ ( offset ) =>
							setAttributes( { offset: Number( offset ) || 0 } )
						}
					/>
					<ToggleControl
						label={ __( 'Hide when the time is up', 'eventsmith' ) }
						checked={ attributes.hideWhenFinished }
						onChange={ ( hideWhenFinished ) =>
							setAttributes( { hideWhenFinished } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ error ? (
					<Notice status="warning" isDismissible={ false }>
						{ error }
					</Notice>
				) : (
					UNITS.map( ( [ unit, label ] ) => (
						<div
							key={ unit }
							className="wp-block-eventsmith-countdown__unit"
						>
							<span className="wp-block-eventsmith-countdown__value">
								{ padUnit( time[ unit ] ) }
							</span>
							<span className="wp-block-eventsmith-countdown__label">
								{ label }
							</span>
						</div>
					) )
				) }
			</div>
		</>
	);
}
