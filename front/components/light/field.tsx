/**
 * A labelled native input in the look of `@wordpress/components`'
 * TextControl / BaseControl, without loading wp-components.
 */
import { useInstanceId } from '@wordpress/compose';
import type { InputHTMLAttributes } from 'react';

type Props = Omit<
	InputHTMLAttributes< HTMLInputElement >,
	'onChange' | 'value'
> & {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	/** Prefix of the generated id. */
	idPrefix?: string;
};

export function TextField( {
	label,
	value,
	onChange,
	idPrefix = 'eventsmith-text-field',
	className,
	type = 'text',
	...input
}: Props ) {
	const id = useInstanceId( TextField, idPrefix ) as string;
	return (
		<BaseField id={ id } label={ label }>
			<input
				{ ...input }
				id={ id }
				className={ [ 'components-text-control__input', className ]
					.filter( Boolean )
					.join( ' ' ) }
				type={ type }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</BaseField>
	);
}

/**
 * BaseControl's frame: a label above the control.
 *
 * @param props          Field.
 * @param props.id       Id of the control the label names.
 * @param props.label    Label text.
 * @param props.children The control.
 */
export function BaseField( {
	id,
	label,
	children,
}: {
	id: string;
	label: string;
	children: React.ReactNode;
} ) {
	return (
		<div className="components-base-control eventsmith-base-control">
			<div className="components-base-control__field">
				<label
					className="components-base-control__label eventsmith-base-control__label"
					htmlFor={ id }
				>
					{ label }
				</label>
				{ children }
			</div>
		</div>
	);
}
