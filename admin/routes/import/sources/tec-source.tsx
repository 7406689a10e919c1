/**
 * The Events Calendar, on this site (issue 35.2): its events with their
 * venues, organizers, categories and tags are read where it stores them, so
 * the panel only asks for the dry run.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ImportSourceOption, SourcePanelProps } from './types';

/**
 * The body that creates a run of The Events Calendar's data.
 */
export function tecForm(): FormData {
	const form = new FormData();
	form.append( 'source', 'tec' );
	return form;
}

function TecPanel( { busy, onCreate }: SourcePanelProps ) {
	return (
		<>
			<p>
				{ __(
					'Reads the events, venues, organizers, categories and tags of The Events Calendar on this site. Venues become the events’ locations and organizers become organizers; nothing in The Events Calendar is changed.',
					'eventsmith'
				) }
			</p>
			<Button
				variant="secondary"
				isBusy={ busy }
				disabled={ busy }
				onClick={ () => onCreate( tecForm() ) }
			>
				{ __( 'Count what it will do (dry run)', 'eventsmith' ) }
			</Button>
		</>
	);
}

export const tecSource: ImportSourceOption = {
	kind: 'tec',
	label: __( 'The Events Calendar (on this site)', 'eventsmith' ),
	Panel: TecPanel,
};
