/**
 * The sidebar fields choosing whose cards a people widget shows: speakers or
 * organizers, optionally of one group (the shortcodes' role and group).
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type PeopleAttributes = {
	role: 'speaker' | 'organizer';
	group: string;
};

type Props = {
	attributes: PeopleAttributes;
	setAttributes: ( next: Partial< PeopleAttributes > ) => void;
};

export function PeopleControls( { attributes, setAttributes }: Props ) {
	return (
		<>
			<SelectControl
				label={ __( 'Role', 'eventsmith' ) }
				value={ attributes.role }
				options={ [
					{ label: __( 'Speakers', 'eventsmith' ), value: 'speaker' },
					{
						label: __( 'Organizers', 'eventsmith' ),
						value: 'organizer',
					},
				] }
				onChange={ ( role ) =>
					setAttributes( {
						role: role as PeopleAttributes[ 'role' ],
					} )
				}
			/>
			<TextControl
				label={ __( 'Group (name or id)', 'eventsmith' ) }
				value={ attributes.group }
				onChange={ ( group ) => setAttributes( { group } ) }
			/>
		</>
	);
}
