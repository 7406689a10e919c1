/**
 * The device the canvas shows, shared by the header's device switcher and the
 * blocks' style panels and previews: event templates follow the device
 * switcher (and the styles panel's device tabs switch it), certificates and
 * tickets are always Desktop.
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

/**
 * The canvas device of a style device (the inverse of `styleDevice`).
 *
 * @param device Style device (Desktop, Tablet, Mobile).
 */
export function canvasDevice( device: Device ): CanvasDevice {
	return device.toLowerCase() as CanvasDevice;
}

export interface CanvasDeviceState {
	/** The device shown. */
	device: Device;
	/** Shows another device; null where the canvas has one device only. */
	setDevice: ( ( device: Device ) => void ) | null;
}

export const CanvasDeviceContext = createContext< CanvasDeviceState >( {
	device: 'Desktop',
	setDevice: null,
} );

/**
 * The editor's canvas device state.
 *
 * @param type      Template type.
 * @param device    Device chosen in the header.
 * @param setDevice Changes the header's device.
 */
export function canvasDeviceState(
	type: TemplateType,
	device: CanvasDevice,
	setDevice: ( device: CanvasDevice ) => void
): CanvasDeviceState {
	return {
		device: styleDevice( type, device ),
		setDevice:
			type === 'event'
				? ( next: Device ) => setDevice( canvasDevice( next ) )
				: null,
	};
}

export function useCanvasDevice(): Device {
	return useContext( CanvasDeviceContext ).device;
}

export function useCanvasDeviceState(): CanvasDeviceState {
	return useContext( CanvasDeviceContext );
}
