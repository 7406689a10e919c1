/**
 * The form of one widget, built from its field list.
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import type { Widget } from './widgets';
import type { FieldValue, Values } from './shortcode-text';
import { clampNumber } from './shortcode-text';
import { PickField } from './pick-field';
import { NativeInput } from '../../components/form/native-input';

type Props = {
	widget: Widget;
	values: Values;
	onChange: ( name: string, value: FieldValue ) => void;
};

export function WidgetForm( { widget, values, onChange }: Props ) {
	return (
		<div className="eventsmith-shortcodes__fields">
			{ widget.fields.map( ( field ) => {
				const value = values[ field.name ];
				switch ( field.kind ) {
					case 'select':
						return (
							<SelectControl
								key={ field.name }
								__nextHasNoMarginBottom
								label={ field.label }
								value={ String( value ) }
								options={ field.options }
								onChange={ ( next ) =>
									onChange( field.name, next )
								}
							/>
						);
					case 'number':
						return (
							<TextControl
								key={ field.name }
								__nextHasNoMarginBottom
								type="number"
								label={ field.label }
								min={ field.min }
								max={ field.max }
								value={ String( value ) }
								onChange={ ( next ) =>
									onChange( field.name, next )
								}
								onBlur={ () =>
									onChange(
										field.name,
										clampNumber( field, value )
									)
								}
							/>
						);
					case 'toggle':
						return (
							<ToggleControl
								key={ field.name }
								__nextHasNoMarginBottom
								label={ field.label }
								checked={ Boolean( value ) }
								onChange={ ( next ) =>
									onChange( field.name, next )
								}
							/>
						);
					case 'pick':
						return (
							<PickField
								key={ field.name }
								field={ field }
								value={ String( value ?? '' ) }
								onChange={ ( next ) =>
									onChange( field.name, next )
								}
							/>
						);
					case 'datetime':
						return (
							<NativeInput
								key={ field.name }
								type="datetime-local"
								label={ field.label }
								value={ String( value ?? '' ) }
								onChange={ ( next ) =>
									onChange( field.name, next )
								}
							/>
						);
					default:
						return (
							<TextControl
								key={ field.name }
								__nextHasNoMarginBottom
								label={ field.label }
								help={ field.help }
								required={ field.required }
								value={ String( value ?? '' ) }
								onChange={ ( next ) =>
									onChange( field.name, next )
								}
							/>
						);
				}
			} ) }
		</div>
	);
}
