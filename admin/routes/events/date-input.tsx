/**
 * A labelled native date or time input in the WordPress control style
 * (the 6.5 TextControl typings do not accept these types), without
 * wp-components: the event list's filters use it on the first screen.
 */
import { useInstanceId } from '@wordpress/compose';
import { BaseField } from '../../../front/components/light/field';

type Props = {
	label: string;
	type: 'date' | 'time';
	value: string;
	onChange: ( value: string ) => void;
	min?: string;
	max?: string;
	invalid?: boolean;
};

export function DateInput( {
	label,
	type,
	value,
	onChange,
	min,
	max,
	invalid,
}: Props ) {
	const id = useInstanceId( DateInput, 'eventsmith-date-input' ) as string;
	return (
		<BaseField id={ id } label={ label }>
			<input
				id={ id }
				className="components-text-control__input eventsmith-date-input"
				type={ type }
				value={ value }
				min={ min }
				max={ max }
				aria-invalid={ invalid || undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</BaseField>
	);
}
