/**
 * The device the canvas shows, for the blocks' style preview: event
 * templates follow the device switcher, certificates and tickets are
 * always Desktop.
 */
import { createContext, useContext } from '@wordpress/element';
import type { Device as CanvasDevice, TemplateType } from '../lib/page-size';
import type { Device } from './device-styles';

const NAMES: Record< CanvasDevice, Device > = {
	desktop: 'Desktop',
	tablet: 'Tablet',
	mobile: 'Mobile',
};

/**
 * The style device of a template type and previewed canvas device.
 *
 * @param type   Template type.
 * @param device Device chosen in the header.
 */
export function styleDevice(
	type: TemplateType,
	device: CanvasDevice
): Device {
	return type === 'event' ? NAMES[ device ] : 'Desktop';
}

export const CanvasDeviceContext = createContext< Device >( 'Desktop' );

export function useCanvasDevice(): Device {
	return useContext( CanvasDeviceContext );
}
