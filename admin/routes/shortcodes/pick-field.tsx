/**
 * A field whose value is ids chosen from a list: one (a select) or several
 * (tokens), stored comma-separated as the shortcode wants them.
 */
import {
	ComboboxControl,
	FormTokenField,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Field } from './widgets';
import { usePickOptions } from './use-pick-options';

type Props = {
	field: Extract< Field, { kind: 'pick' } >;
	value: string;
	onChange: ( value: string ) => void;
};

export function PickField( { field, value, onChange }: Props ) {
	const { options, failed } = usePickOptions( field.source );
	const ids = value === '' ? [] : value.split( ',' );

	if ( failed ) {
		return (
			<TextControl
				__nextHasNoMarginBottom
				label={ field.label }
				help={ __( 'Ids, comma-separated.', 'eventsmith' ) }
				value={ value }
				onChange={ ( text ) =>
					onChange( text.replace( /[^0-9,]/g, '' ) )
				}
			/>
		);
	}
	if ( field.single && options.length > 20 ) {
		return (
			<ComboboxControl
				__nextHasNoMarginBottom
				label={ field.label }
				options={ options }
				value={ value || null }
				onChange={ ( next ) => onChange( next ?? '' ) }
			/>
		);
	}
	if ( field.single ) {
		return (
			<SelectControl
				__nextHasNoMarginBottom
				label={ field.label }
				value={ value }
				options={ [
					{ value: '', label: __( '— Choose —', 'eventsmith' ) },
					...options,
				] }
				onChange={ onChange }
			/>
		);
	}
	const labelOf = ( id: string ) =>
		options.find( ( option ) => option.value === id )?.label ?? `#${ id }`;
	return (
		<FormTokenField
			__nextHasNoMarginBottom
			__experimentalExpandOnFocus
			label={ field.label }
			value={ ids.map( labelOf ) }
			suggestions={ options.map( ( option ) => option.label ) }
			onChange={ ( tokens ) =>
				onChange(
					tokens
						.map( ( token ) => {
							const text =
								typeof token === 'string' ? token : token.value;
							return options.find(
								( option ) => option.label === text
							)?.value;
						} )
						.filter( ( id ): id is string => !! id )
						.join( ',' )
				)
			}
		/>
	);
}
