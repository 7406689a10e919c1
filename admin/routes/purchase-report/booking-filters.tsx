/**
 * Search (debounced 500 ms) and status filter of the purchase report.
 */
import { SearchControl, SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { BOOKING_STATUSES, bookingStatusLabel } from './booking-format';

type Props = {
	status: string;
	onChange: ( change: { search?: string; status?: string } ) => void;
};

export function BookingFilters( { status, onChange }: Props ) {
	const [ text, setText ] = useState( '' );
	const search = useDebouncedValue( text.trim() );
	const [ applied, setApplied ] = useState( '' );

	useEffect( () => {
		if ( search !== applied ) {
			setApplied( search );
			onChange( { search } );
		}
	}, [ search, applied, onChange ] );

	return (
		<div className="eventsmith-report-filters">
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search by customer name or email', 'eventsmith' ) }
				placeholder={ __(
					'Search by customer name or email',
					'eventsmith'
				) }
				value={ text }
				onChange={ ( value ) => setText( value ?? '' ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Status', 'eventsmith' ) }
				value={ status }
				options={ [
					{ value: '', label: __( 'All', 'eventsmith' ) },
					...BOOKING_STATUSES.map( ( value ) => ( {
						value,
						label: bookingStatusLabel( value ),
					} ) ),
				] }
				onChange={ ( value ) => onChange( { status: value } ) }
			/>
		</div>
	);
}
