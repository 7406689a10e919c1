/**
 * A labelled native select in the look of `@wordpress/components`'
 * SelectControl (label above, or beside with `labelPosition="side"`),
 * without loading wp-components.
 */
import { useInstanceId } from '@wordpress/compose';
import { chevronDown, Icon } from '@wordpress/icons';

type Props = {
	label: string;
	value: string;
	options: { value: string; label: string }[];
	onChange: ( value: string ) => void;
	labelPosition?: 'top' | 'side';
	/** Extra class, where SelectControl puts it (on the input's frame). */
	className?: string;
};

export function SelectField( {
	label,
	value,
	options,
	onChange,
	labelPosition = 'top',
	className,
}: Props ) {
	const id = useInstanceId(
		SelectField,
		'eventsmith-select-field'
	) as string;
	return (
		<div className="components-base-control eventsmith-base-control">
			<div className="components-base-control__field">
				<div
					className={ [
						'components-flex components-input-base components-select-control',
						className,
						`eventsmith-select is-label-${ labelPosition }`,
					]
						.filter( Boolean )
						.join( ' ' ) }
				>
					<div className="components-flex-item eventsmith-select__label-wrap">
						<label
							htmlFor={ id }
							className="components-truncate components-text components-input-control__label eventsmith-select__label"
						>
							{ label }
						</label>
					</div>
					<div className="components-input-control__container eventsmith-select__container">
						<select
							id={ id }
							className="components-select-control__input eventsmith-select__input"
							value={ value }
							onChange={ ( event ) =>
								onChange( event.target.value )
							}
						>
							{ options.map( ( option ) => (
								<option
									key={ option.value }
									value={ option.value }
								>
									{ option.label }
								</option>
							) ) }
						</select>
						<span className="components-input-control__suffix eventsmith-select__suffix">
							<span className="eventsmith-select__arrow">
								<Icon icon={ chevronDown } size={ 18 } />
							</span>
						</span>
						<div
							aria-hidden="true"
							className="components-input-control__backdrop eventsmith-select__backdrop"
						/>
					</div>
				</div>
			</div>
		</div>
	);
}
