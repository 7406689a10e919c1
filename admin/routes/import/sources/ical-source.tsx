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
		<>
			<input
				type="file"
				accept=".ics,text/calendar"
				aria-label={ __( 'iCal file (.ics)', 'eventsmith' ) }
				onChange={ ( event ) =>
					setFile( event.target.files?.[ 0 ] ?? null )
				}
			/>
			<TextControl
				label={ __( 'Or a feed address', 'eventsmith' ) }
				value={ url }
				onChange={ setUrl }
				type="url"
			/>
			<SelectControl
				label={ __( 'Check the feed', 'eventsmith' ) }
				value={ subscription }
				onChange={ setSubscription }
				options={ [
					{ label: __( 'Once', 'eventsmith' ), value: '' },
					{ label: __( 'Hourly', 'eventsmith' ), value: 'hourly' },
					{ label: __( 'Daily', 'eventsmith' ), value: 'daily' },
				] }
			/>
			<Button
				variant="secondary"
				isBusy={ busy }
				disabled={ busy || ( ! file && url.trim() === '' ) }
				onClick={ count }
			>
				{ __( 'Count what it will do (dry run)', 'eventsmith' ) }
			</Button>
		</>
	);
}

export const icalSource: ImportSourceOption = {
	kind: 'ics',
	label: __( 'iCal file or feed (.ics)', 'eventsmith' ),
	Panel: IcalPanel,
};
