/**
 * An editable list of two-field rows (name/value, network/address): each
 * row has its two text fields and Remove, and an add button closes the
 * list. Rows have no id; their position is their identity while editing.
 */
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type Field< R > = {
	name: keyof R & string;
	/** Label of the field in the row at `position` (1-based). */
	label: ( position: number ) => string;
	placeholder?: string;
	type?: 'url';
	/** Shows the row's validation message under this field. */
	showsError?: boolean;
};

type Props< R > = {
	/** Block class; rows get `<className>__row`. */
	className: string;
	legend: string;
	legendClassName: string;
	addLabel: string;
	fields: [ Field< R >, Field< R > ];
	rows: R[];
	emptyRow: R;
	/** `<errorPrefix>.<index>` => message. */
	errors: Record< string, string >;
	errorPrefix: string;
	onChange: ( rows: R[] ) => void;
};

export function PairRowsField< R extends Record< keyof R, string > >( {
	className,
	legend,
	legendClassName,
	addLabel,
	fields,
	rows,
	emptyRow,
	errors,
	errorPrefix,
	onChange,
}: Props< R > ) {
	const replace = ( index: number, name: keyof R, value: string ) =>
		onChange(
			rows.map( ( row, i ) =>
				i === index ? { ...row, [ name ]: value } : row
			)
		);

	return (
		<fieldset className={ className }>
			<legend className={ legendClassName }>{ legend }</legend>
			{ rows.map( ( row, index ) => {
				const error = errors[ `${ errorPrefix }.${ index }` ];
				return (
					<div key={ index } className={ `${ className }__row` }>
						{ fields.map( ( field ) => (
							<TextControl
								key={ field.name }
								__nextHasNoMarginBottom
								type={ field.type }
								label={ field.label( index + 1 ) }
								placeholder={ field.placeholder }
								value={ row[ field.name ] }
								onChange={ ( value ) =>
									replace( index, field.name, value )
								}
								help={ field.showsError ? error : undefined }
								className={
									field.showsError && error
										? 'has-error'
										: undefined
								}
							/>
						) ) }
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () =>
								onChange(
									rows.filter( ( _, i ) => i !== index )
								)
							}
						>
							{ __( 'Remove', 'eventsmith' ) }
						</Button>
					</div>
				);
			} ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( [ ...rows, { ...emptyRow } ] ) }
			>
				{ addLabel }
			</Button>
		</fieldset>
	);
}
