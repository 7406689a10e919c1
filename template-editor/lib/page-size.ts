/**
 * Page body sizes and device preview widths.
 */
export type Orientation = 'landscape' | 'portrait';
export type TemplateType = 'certificate' | 'ticket' | 'event';
export type Device = 'desktop' | 'tablet' | 'mobile';

export const PAGE_SIZES: Record<
	Orientation,
	{ width: number; height: number }
> = {
	landscape: { width: 842, height: 595 },
	portrait: { width: 595, height: 842 },
};

/** Breakpoints of event templates: tablet 768px, mobile 480px. */
export const DEVICE_WIDTHS: Record< Device, number | null > = {
	desktop: null,
	tablet: 768,
	mobile: 480,
};

/**
 * CSS size of the page body: fixed for certificates and tickets. An event
 * page fills the width it is given: the canvas on Desktop, or the device
 * frame (an iframe as wide as the device, see `deviceFrame`) on Tablet and
 * Mobile, where it also fills the frame's height.
 *
 * @param type        Template type.
 * @param orientation Orientation of printable templates.
 * @param device      Previewed device of event templates.
 */
export function pageBodySize(
	type: TemplateType,
	orientation: Orientation,
	device: Device
): { width: string; height?: string; minHeight: string } {
	if ( type === 'event' ) {
		return {
			width: '100%',
			minHeight: DEVICE_WIDTHS[ device ] ? '100vh' : 'calc(100vh - 80px)',
		};
	}
	const size = PAGE_SIZES[ orientation ];
	return {
		width: `${ size.width }px`,
		height: `${ size.height }px`,
		minHeight: `${ size.height }px`,
	};
}

/** Horizontal padding of the canvas around the page body (24px each side). */
export const CANVAS_GUTTER = 48;

/**
 * The scale that fits a page of `pageWidth` into a canvas `canvasWidth` wide
 * (never enlarged; 1 while the width is unknown). The page keeps its real
 * size; only its picture in the canvas is scaled.
 *
 * @param canvasWidth Width of the canvas, or null before it is measured.
 * @param pageWidth   Width of the page body in px.
 */
export function fitScale(
	canvasWidth: number | null,
	pageWidth: number
): number {
	if ( ! canvasWidth || canvasWidth <= CANVAS_GUTTER || pageWidth <= 0 ) {
		return 1;
	}
	const scale = ( canvasWidth - CANVAS_GUTTER ) / pageWidth;
	return scale >= 1 ? 1 : Math.floor( scale * 1000 ) / 1000;
}

/** Space around the device frame, above and below (px). */
export const DEVICE_FRAME_MARGIN = 24;

export interface DeviceFrame {
	/** Layout width of the canvas iframe: the device width. */
	width: number;
	/** Layout height of the iframe, so that scaled it fills the canvas height. */
	height: number | null;
	/** How much the iframe is scaled down to fit (1: real size). */
	scale: number;
}

/**
 * The narrowest width an event page is laid out at on Desktop: wider than
 * the tablet breakpoint, so a canvas squeezed between the builder's panels
 * still shows the desktop layout (scaled down) rather than the tablet one.
 */
export const DESKTOP_MIN_WIDTH = 1024;

/**
 * The canvas iframe of an event template previewed on a device: laid out as
 * wide as the device (its media queries and per-device styles see the real
 * width) and scaled down as a picture when the canvas is narrower. Desktop
 * fills a canvas with room for DESKTOP_MIN_WIDTH and is framed at that width
 * in a narrower one. Null where the iframe fills the canvas: Desktop with
 * room (or not yet measured), and certificates and tickets.
 *
 * @param type         Template type.
 * @param device       Previewed device.
 * @param canvasWidth  Width of the canvas, or null before it is measured.
 * @param canvasHeight Height of the canvas, or null before it is measured.
 */
export function deviceFrame(
	type: TemplateType,
	device: Device,
	canvasWidth: number | null,
	canvasHeight: number | null
): DeviceFrame | null {
	if ( type !== 'event' ) {
		return null;
	}
	const width = DEVICE_WIDTHS[ device ] ?? desktopFrameWidth( canvasWidth );
	if ( ! width ) {
		return null;
	}
	const scale = fitScale( canvasWidth, width );
	const room = canvasHeight ? canvasHeight - 2 * DEVICE_FRAME_MARGIN : 0;
	return {
		width,
		height: room > 0 ? Math.floor( room / scale ) : null,
		scale,
	};
}

/**
 * Layout width of a Desktop frame: DESKTOP_MIN_WIDTH when the canvas is
 * narrower than that, null (fill the canvas) otherwise.
 *
 * @param canvasWidth Width of the canvas, or null before it is measured.
 */
function desktopFrameWidth( canvasWidth: number | null ): number | null {
	return canvasWidth && canvasWidth - CANVAS_GUTTER < DESKTOP_MIN_WIDTH
		? DESKTOP_MIN_WIDTH
		: null;
}
