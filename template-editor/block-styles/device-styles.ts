/**
 * Per-device styles of the blocks in a template (core and template-only).
 *
 * `styles` holds CSS declarations (camelCase property → value) for Desktop,
 * Tablet (≤ 768px) and Mobile (≤ 480px); a smaller device inherits what it
 * does not override. The server turns the same attribute into scoped CSS.
 */
import type { CSSProperties } from 'react';

export type Device = 'Desktop' | 'Tablet' | 'Mobile';

export const DEVICES: ReadonlyArray< Device > = [
	'Desktop',
	'Tablet',
	'Mobile',
];

export type StyleDeclarations = Record< string, string >;

export type DeviceStyles = Record< Device, StyleDeclarations >;

export interface TemplateBlockAttributes {
	containerClassName: string;
	styles: DeviceStyles;
}

export const EMPTY_STYLES: DeviceStyles = {
	Desktop: {},
	Tablet: {},
	Mobile: {},
};

/**
 * The declarations in effect on a device: Desktop, then Tablet, then Mobile.
 *
 * @param styles Styles attribute (may be partial when loaded from old content).
 * @param device Device shown.
 */
export function stylesForDevice(
	styles: Partial< DeviceStyles > | undefined,
	device: Device
): CSSProperties {
	const cascade = DEVICES.slice( 0, DEVICES.indexOf( device ) + 1 );
	const merged: StyleDeclarations = {};
	for ( const step of cascade ) {
		for ( const [ property, value ] of Object.entries(
			styles?.[ step ] ?? {}
		) ) {
			if ( typeof value === 'string' && value.trim() !== '' ) {
				merged[ property ] = value;
			}
		}
	}
	return merged as CSSProperties;
}

/**
 * The styles with one declaration of one device changed (emptied when blank).
 *
 * @param styles   Current styles.
 * @param device   Device edited.
 * @param property camelCase CSS property.
 * @param value    New value; '' removes the declaration.
 */
export function withDeviceStyle(
	styles: Partial< DeviceStyles > | undefined,
	device: Device,
	property: string,
	value: string
): DeviceStyles {
	const next: DeviceStyles = {
		Desktop: { ...( styles?.Desktop ?? {} ) },
		Tablet: { ...( styles?.Tablet ?? {} ) },
		Mobile: { ...( styles?.Mobile ?? {} ) },
	};
	if ( value.trim() === '' ) {
		delete next[ device ][ property ];
	} else {
		next[ device ][ property ] = value;
	}
	return next;
}
