/**
 * The search box of a report, its label also its placeholder.
 */
import { SearchControl } from '@wordpress/components';

type Props = {
	label: string;
	value: string;
	onChange: ( text: string ) => void;
};

export function ReportSearch( { label, value, onChange }: Props ) {
	return (
		<SearchControl
			__nextHasNoMarginBottom
			label={ label }
			placeholder={ label }
			value={ value }
			onChange={ ( text ) => onChange( text ?? '' ) }
		/>
	);
}
