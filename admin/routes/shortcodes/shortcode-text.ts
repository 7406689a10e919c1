/**
 * The shortcode a filled form stands for.
 */
import type { Field, Widget } from './widgets';

export type FieldValue = string | number | boolean;
export type Values = Record< string, FieldValue >;

/**
 * A widget's fields at their defaults.
 *
 * @param widget The widget.
 */
export function defaultValues( widget: Widget ): Values {
	return Object.fromEntries(
		widget.fields.map( ( field ) => [
			field.name,
			'default' in field ? field.default : '',
		] )
	);
}

/**
 * A number inside a field's range, or its default when not a number.
 *
 * @param field A number field.
 * @param value What was typed.
 */
export function clampNumber(
	field: Extract< Field, { kind: 'number' } >,
	value: FieldValue | undefined
): number {
	const number = Math.round( Number( value ) );
	if ( ! Number.isFinite( number ) || value === '' ) {
		return field.default;
	}
	return Math.min( field.max ?? Infinity, Math.max( field.min, number ) );
}

/**
 * A countdown date as the widget reads it (MM/DD/YYYY HH:MM:SS) from a
 * `datetime-local` value (YYYY-MM-DDTHH:MM[:SS]).
 *
 * @param value Input value.
 */
export function countdownDate( value: string ): string {
	const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(
		value
	);
	if ( ! parts ) {
		return '';
	}
	const [ , year, month, day, hour, minute, second = '00' ] = parts;
	return `${ month }/${ day }/${ year } ${ hour }:${ minute }:${ second }`;
}

/**
 * A value made safe for a double-quoted shortcode attribute.
 *
 * @param value Raw text.
 */
function attributeText( value: string ): string {
	return value
		.replace( /["[\]]/g, '' )
		.replace( /\s+/g, ' ' )
		.trim();
}

/**
 * The shortcode of a widget with these values; '' while a required field
 * is empty. Every filled field is written, booleans as yes/no.
 *
 * @param widget The widget.
 * @param values Form values.
 */
export function shortcodeText( widget: Widget, values: Values ): string {
	const attributes: string[] = [];
	for ( const field of widget.fields ) {
		const value = values[ field.name ];
		let text: string;
		if ( field.kind === 'toggle' ) {
			text = value ? 'yes' : 'no';
		} else if ( field.kind === 'number' ) {
			text = String( clampNumber( field, value ) );
		} else if ( field.kind === 'datetime' ) {
			text = countdownDate( String( value ?? '' ) );
		} else {
			text = attributeText( String( value ?? '' ) );
		}
		if ( text === '' ) {
			if ( 'required' in field && field.required ) {
				return '';
			}
			continue;
		}
		attributes.push( `${ field.name }="${ text }"` );
	}
	return `[${ [ widget.tag, ...attributes ].join( ' ' ) }]`;
}

/** The events list's one-line style, and its limit (SC-10). */
const ONE_LINE_STYLE = 'style-3';
const ONE_LINE_LIMIT = 3;
const EVENT_LISTS = [ 'eventsmith_events', 'eventsmith_events_grid' ];

/**
 * The form's values after one field changed. Choosing the events list's
 * one-line style sets the limit to that style's default of 3 while the limit
 * is still the list's default, and leaving it puts the list's default back
 * (SC-10); a limit someone typed is kept.
 *
 * @param widget The widget.
 * @param values The values before.
 * @param name   The field that changed.
 * @param value  Its new value.
 */
export function withChange(
	widget: Widget,
	values: Values,
	name: string,
	value: FieldValue
): Values {
	const next = { ...values, [ name ]: value };
	if ( name !== 'style' || ! EVENT_LISTS.includes( widget.tag ) ) {
		return next;
	}
	const listDefault = defaultValues( widget ).limit;
	if ( value === ONE_LINE_STYLE && values.limit === listDefault ) {
		next.limit = ONE_LINE_LIMIT;
	} else if (
		values.style === ONE_LINE_STYLE &&
		values.limit === ONE_LINE_LIMIT
	) {
		next.limit = listDefault ?? ONE_LINE_LIMIT;
	}
	return next;
}
