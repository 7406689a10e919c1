/**
 * A labelled `<input>` for the types TextControl's typings leave out
 * (date, time), styled like TextControl.
 */
import { BaseControl } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';

type Props = {
	type: 'date' | 'time' | 'datetime-local';
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	/** Validation message shown under the field. */
	error?: string;
};

export function NativeInput( { type, label, value, onChange, error }: Props ) {
	const id = useInstanceId( NativeInput, 'eventsmith-input' ) as string;
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ id }
			label={ label }
			help={ error }
			className={ error ? 'has-error' : undefined }
		>
			<input
				id={ id }
				type={ type }
				className="components-text-control__input"
				value={ value }
				aria-invalid={ error ? true : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</BaseControl>
	);
}
