/**
 * Extension fields of a category: free name/value pairs saved as term
 * meta.
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { MetaRow } from './term-form';

type Props = {
	rows: MetaRow[];
	/** `meta.<index>` => message. */
	errors: Record< string, string >;
	onChange: ( rows: MetaRow[] ) => void;
};

export function MetaFields( { rows, errors, onChange }: Props ) {
	const replace = ( index: number, change: Partial< MetaRow > ) =>
		onChange(
			rows.map( ( row, i ) =>
				i === index ? { ...row, ...change } : row
			)
		);

	return (
		<fieldset className="eventsmith-meta">
			<legend className="eventsmith-form__legend">
				{ __( 'Extra fields', 'eventsmith' ) }
			</legend>
			{ rows.map( ( row, index ) => {
				const error = errors[ `meta.${ index }` ];
				return (
					// Rows have no id; the position is their identity while editing.

					<div key={ index } className="eventsmith-meta__row">
						<TextControl
							__nextHasNoMarginBottom
							label={ sprintf(
								/* translators: %d: field number. */
								__( 'Field name %d', 'eventsmith' ),
								index + 1
							) }
							value={ row.key }
							onChange={ ( key ) => replace( index, { key } ) }
							help={ error }
							className={ error ? 'has-error' : undefined }
						/>
						<TextControl
							__nextHasNoMarginBottom
							label={ sprintf(
								/* translators: %d: field number. */
								__( 'Value %d', 'eventsmith' ),
								index + 1
							) }
							value={ row.value }
							onChange={ ( value ) =>
								replace( index, { value } )
							}
						/>
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
				onClick={ () =>
					onChange( [ ...rows, { key: '', value: '' } ] )
				}
			>
				{ __( 'Add field', 'eventsmith' ) }
			</Button>
		</fieldset>
	);
}
