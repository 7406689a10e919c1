/**
 * iCal: an uploaded `.ics` file, or a feed address checked once, hourly or
 * daily (issue 35.3).
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { importForm } from '../import-rules';
import type { ImportSourceOption, SourcePanelProps } from './types';

function IcalPanel( { busy, onCreate }: SourcePanelProps ) {
	const [ file, setFile ] = useState< File | null >( null );
	const [ url, setUrl ] = useState( '' );
	const [ subscription, setSubscription ] = useState( '' );
	const count = () => {
		const body = importForm( file, url, subscription );
		if ( body ) {
			onCreate( body );
		}
	};
	return (
		<div className="eventsmith-import-ical">
			<div className="eventsmith-import-ical__choices">
				<fieldset className="eventsmith-import-ical__choice">
					<legend>{ __( 'Upload a file', 'eventsmith' ) }</legend>
					<p className="eventsmith-import-ical__help">
						{ __(
							'An .ics file exported from Google Calendar, Outlook, Apple Calendar, Nextcloud or any calendar app.',
							'eventsmith'
						) }
					</p>
					<input
						className="eventsmith-import-ical__file"
						type="file"
						accept=".ics,text/calendar"
						aria-label={ __( 'iCal file (.ics)', 'eventsmith' ) }
						onChange={ ( event ) =>
							setFile( event.target.files?.[ 0 ] ?? null )
						}
					/>
				</fieldset>
				<div className="eventsmith-import-ical__or" aria-hidden="true">
					{ __( 'or', 'eventsmith' ) }
				</div>
				<fieldset className="eventsmith-import-ical__choice">
					<legend>
						{ __( 'Subscribe to a feed', 'eventsmith' ) }
					</legend>
					<TextControl
						label={ __( 'Feed address', 'eventsmith' ) }
						help={ __(
							'https:// or webcal:// — changed events are updated at each check; events the feed drops are kept and marked.',
							'eventsmith'
						) }
						placeholder="https://calendar.example.org/events.ics"
						value={ url }
						onChange={ setUrl }
						type="url"
						disabled={ !! file }
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __( 'Check the feed', 'eventsmith' ) }
						value={ subscription }
						onChange={ setSubscription }
						disabled={ !! file }
						options={ [
							{ label: __( 'Once', 'eventsmith' ), value: '' },
							{
								label: __( 'Hourly', 'eventsmith' ),
								value: 'hourly',
							},
							{
								label: __( 'Daily', 'eventsmith' ),
								value: 'daily',
							},
						] }
						__nextHasNoMarginBottom
					/>
				</fieldset>
			</div>
			<div className="eventsmith-import__submit">
				<Button
					variant="primary"
					isBusy={ busy }
					disabled={ busy || ( ! file && url.trim() === '' ) }
					onClick={ count }
				>
					{ __( 'Count what it will do (dry run)', 'eventsmith' ) }
				</Button>
			</div>
		</div>
	);
}

export const icalSource: ImportSourceOption = {
	kind: 'ics',
	label: __( 'iCal file or feed (.ics)', 'eventsmith' ),
	Panel: IcalPanel,
};
