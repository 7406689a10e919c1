/**
 * Search (debounced 500 ms) and status filter of the purchase report.
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ReportSearch } from '../../components/report-screen/report-search';
import { useSearchFilter } from '../../hooks/use-search-filter';
import { BOOKING_STATUSES, bookingStatusLabel } from './booking-format';

type BookingFilterValues = { search: string; status: string };

type Props = {
	/** The filters the report shows now. */
	filters: BookingFilterValues;
	onChange: ( change: Partial< BookingFilterValues > ) => void;
};

export function BookingFilters( { filters, onChange }: Props ) {
	const [ text, setText ] = useSearchFilter( filters.search, onChange, true );

	return (
		<div className="eventsmith-report-filters">
			<ReportSearch
				label={ __( 'Search by customer name or email', 'eventsmith' ) }
				value={ text }
				onChange={ setText }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Status', 'eventsmith' ) }
				value={ filters.status }
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
