/**
 * Extension fields of a category: free name/value pairs saved as term
 * meta.
 */
import { __, sprintf } from '@wordpress/i18n';
import { PairRowsField } from '../../components/form/pair-rows-field';
import type { MetaRow } from './term-form';

type Props = {
	rows: MetaRow[];
	/** `meta.<index>` => message. */
	errors: Record< string, string >;
	onChange: ( rows: MetaRow[] ) => void;
};

export function MetaFields( { rows, errors, onChange }: Props ) {
	return (
		<PairRowsField< MetaRow >
			className="eventsmith-meta"
			legend={ __( 'Extra fields', 'eventsmith' ) }
			legendClassName="eventsmith-form__legend"
			addLabel={ __( 'Add field', 'eventsmith' ) }
			fields={ [
				{
					name: 'key',
					label: ( position ) =>
						sprintf(
							/* translators: %d: field number. */
							__( 'Field name %d', 'eventsmith' ),
							position
						),
					showsError: true,
				},
				{
					name: 'value',
					label: ( position ) =>
						sprintf(
							/* translators: %d: field number. */
							__( 'Value %d', 'eventsmith' ),
							position
						),
				},
			] }
			rows={ rows }
			emptyRow={ { key: '', value: '' } }
			errors={ errors }
			errorPrefix="meta"
			onChange={ onChange }
		/>
	);
}
