/**
 * An Eventsmith export: the `.json` file another Eventsmith site (or this
 * one) exported, read back with its events, tickets, attendees and RSVPs
 * (issue 35.6).
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ImportSourceOption, SourcePanelProps } from './types';

/**
 * The request body of an Eventsmith import, or null without a file.
 * @param file The chosen file.
 */
export function eventsmithForm( file: File | null ): FormData | null {
	if ( ! file ) {
		return null;
	}
	const form = new FormData();
	form.append( 'source', 'eventsmith' );
	form.append( 'file', file, file.name );
	return form;
}

function EventsmithPanel( { busy, onCreate }: SourcePanelProps ) {
	const [ file, setFile ] = useState< File | null >( null );
	const count = () => {
		const body = eventsmithForm( file );
		if ( body ) {
			onCreate( body );
		}
	};
	return (
		<>
			<p>
				{ __(
					'A JSON file exported by Eventsmith (Eventsmith → Export): events with their ticket types and dates, speakers, schedules, attendees with their orders and check-ins, and RSVPs. Importing it again updates what changed and creates nothing twice.',
					'eventsmith'
				) }
			</p>
			<input
				type="file"
				accept=".json,application/json"
				aria-label={ __( 'Eventsmith export (.json)', 'eventsmith' ) }
				onChange={ ( event ) =>
					setFile( event.target.files?.[ 0 ] ?? null )
				}
			/>
			<Button
				variant="secondary"
				isBusy={ busy }
				disabled={ busy || ! file }
				onClick={ count }
			>
				{ __( 'Count what it will do (dry run)', 'eventsmith' ) }
			</Button>
		</>
	);
}

export const eventsmithSource: ImportSourceOption = {
	kind: 'eventsmith',
	label: __( 'Eventsmith export (.json)', 'eventsmith' ),
	Panel: EventsmithPanel,
};
