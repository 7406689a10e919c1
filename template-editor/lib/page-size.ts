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
 * CSS size of the page body: fixed for certificates and tickets, the device
 * width (or the full canvas) for event pages.
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
		const width = DEVICE_WIDTHS[ device ];
		return {
			width: width ? `${ width }px` : '100%',
			minHeight: 'calc(100vh - 80px)',
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
