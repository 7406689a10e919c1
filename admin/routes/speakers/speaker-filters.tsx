/**
 * Speaker list filters: group (speaker groups from the global store),
 * role and a name search.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useTerms } from '../../store/hooks';

export type SpeakerFilterValues = {
	speaker_group: string;
	category: string;
	search: string;
};

type Props = {
	filters: SpeakerFilterValues;
	/** The search as typed (the list follows it after a pause). */
	search: string;
	onFilter: ( change: Partial< SpeakerFilterValues > ) => void;
	onSearch: ( text: string ) => void;
};

export function SpeakerFilters( {
	filters,
	search,
	onFilter,
	onSearch,
}: Props ) {
	const groups = useTerms( 'speakerGroups' );
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Group', 'eventsmith' ) }
				value={ filters.speaker_group }
				options={ [
					{ label: __( 'All groups', 'eventsmith' ), value: '' },
					...groups.map( ( group ) => ( {
						label: group.name,
						value: String( group.id ),
					} ) ),
				] }
				onChange={ ( group ) => onFilter( { speaker_group: group } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Role', 'eventsmith' ) }
				value={ filters.category }
				options={ [
					{ label: __( 'All roles', 'eventsmith' ), value: '' },
					{ label: __( 'Speaker', 'eventsmith' ), value: 'speaker' },
					{
						label: __( 'Organizer', 'eventsmith' ),
						value: 'organizer',
					},
				] }
				onChange={ ( role ) => onFilter( { category: role } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				className="eventsmith-search"
				type="search"
				label={ __( 'Search speakers', 'eventsmith' ) }
				placeholder={ __( 'Search by name', 'eventsmith' ) }
				value={ search }
				onChange={ onSearch }
			/>
		</>
	);
}
