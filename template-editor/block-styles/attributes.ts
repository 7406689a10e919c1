/**
 * The attributes every block used in a template gets: `containerClassName`
 * and per-device `styles`. Applied with the `blocks.registerBlockType` filter.
 */
import type { DeviceStyles } from './device-styles';

export const STYLE_ATTRIBUTES = {
	containerClassName: { type: 'string', default: '' },
	styles: {
		type: 'object',
		default: { Desktop: {}, Tablet: {}, Mobile: {} } as DeviceStyles,
	},
} as const;

type Settings = { attributes?: Record< string, unknown > };

/**
 * Block settings with the two attributes added (kept when already declared).
 *
 * @param settings Block type settings being registered.
 */
export function withStyleAttributes< T extends Settings >(
	settings: T
): T & { attributes: Record< string, unknown > } {
	return {
		...settings,
		attributes: { ...STYLE_ATTRIBUTES, ...( settings.attributes ?? {} ) },
	};
}

/**
 * Whether a block type carries both attributes.
 *
 * @param attributes The block type's attribute schema.
 */
export function hasStyleAttributes(
	attributes: Record< string, unknown > | undefined
): boolean {
	return (
		!! attributes &&
		'containerClassName' in attributes &&
		'styles' in attributes
	);
}
