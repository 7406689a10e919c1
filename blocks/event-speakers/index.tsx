/**
 * Registers the Event Speakers block in the editor, with its role choice.
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { registerEventPiece } from '../_shared/register-event-piece';
import metadata from './block.json';
import './style.scss';

registerEventPiece( metadata, ( { attributes, setAttributes } ) => (
	<SelectControl
		__nextHasNoMarginBottom
		label={ __( 'Show', 'eventsmith' ) }
		value={ String( attributes.role ?? 'all' ) }
		options={ [
			{
				label: __( 'Organizers and speakers', 'eventsmith' ),
				value: 'all',
			},
			{ label: __( 'Speakers', 'eventsmith' ), value: 'speaker' },
			{ label: __( 'Organizers', 'eventsmith' ), value: 'organizer' },
		] }
		onChange={ ( role: string ) => setAttributes( { role } ) }
	/>
) );
