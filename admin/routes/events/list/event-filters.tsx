/**
 * The event list's filter bar: status, date range and a name search that
 * waits 500 ms after the last keystroke.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { TextField } from '../../../../front/components/light/field';
import { SelectField } from '../../../../front/components/light/select-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { EventFilters as Filters } from '../types';
import { DateInput } from '../date-input';
import { rangePayload } from './date-range';
import { statusFilterOptions } from './event-status';

type Props = {
	filters: Filters;
	onChange: ( change: Partial< Filters > ) => void;
};

export function EventFilters( { filters, onChange }: Props ) {
	const [ keyword, setKeyword ] = useState( filters.search_keyword );
	const [ from, setFrom ] = useState( filters.start_date );
	const [ to, setTo ] = useState( filters.end_date );
	const settled = useDebouncedValue( keyword );

	useEffect( () => {
		if ( settled.trim() !== filters.search_keyword ) {
			onChange( { search_keyword: settled.trim() } );
		}
		// Only the settled keyword starts a search.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ settled ] );

	const changeRange = ( start: string, end: string ) => {
		setFrom( start );
		setTo( end );
		const range = rangePayload( start, end );
		if (
			range.start_date !== filters.start_date ||
			range.end_date !== filters.end_date
		) {
			onChange( range );
		}
	};

	return (
		<div className="eventsmith-event-filters">
			<SelectField
				label={ __( 'Status', 'eventsmith' ) }
				value={ filters.status }
				options={ statusFilterOptions() }
				onChange={ ( status ) => onChange( { status } ) }
			/>
			<fieldset className="eventsmith-date-range">
				<legend className="screen-reader-text">
					{ __( 'Date range', 'eventsmith' ) }
				</legend>
				<DateInput
					type="date"
					label={ __( 'From', 'eventsmith' ) }
					value={ from }
					max={ to || undefined }
					onChange={ ( value ) => changeRange( value, to ) }
				/>
				<DateInput
					type="date"
					label={ __( 'To', 'eventsmith' ) }
					value={ to }
					min={ from || undefined }
					onChange={ ( value ) => changeRange( from, value ) }
				/>
			</fieldset>
			<TextField
				type="search"
				label={ __( 'Search events', 'eventsmith' ) }
				placeholder={ __( 'Search by event name', 'eventsmith' ) }
				value={ keyword }
				onChange={ setKeyword }
			/>
		</div>
	);
}
