/**
 * A labelled group of checkboxes picking ids from a list of options.
 */
import { CheckboxControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { InlineSpinner } from '../../../components/screen/loading';

type Props = {
	legend: string;
	options: { id: number; label: string }[];
	selected: number[];
	onChange: ( ids: number[] ) => void;
	isLoading?: boolean;
	error?: string | null;
	emptyText: string;
};

export function IdChecklist( {
	legend,
	options,
	selected,
	onChange,
	isLoading,
	error,
	emptyText,
}: Props ) {
	return (
		<fieldset className="eventsmith-checklist">
			<legend className="eventsmith-checklist__legend">{ legend }</legend>
			{ isLoading && (
				<p>
					<InlineSpinner /> { __( 'Loading…', 'eventsmith' ) }
				</p>
			) }
			{ error && <p className="eventsmith-field-error">{ error }</p> }
			{ ! isLoading && ! error && options.length === 0 && (
				<p>{ emptyText }</p>
			) }
			<div className="eventsmith-checklist__items">
				{ options.map( ( option ) => (
					<CheckboxControl
						__nextHasNoMarginBottom
						key={ option.id }
						label={ option.label }
						checked={ selected.includes( option.id ) }
						onChange={ ( on ) =>
							onChange(
								on
									? [ ...selected, option.id ]
									: selected.filter(
											( id ) => id !== option.id
										)
							)
						}
					/>
				) ) }
			</div>
		</fieldset>
	);
}
