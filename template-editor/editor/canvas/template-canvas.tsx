/**
 * The canvas: an iframe (template styles stay apart from the admin's) holding
 * the page body, sized by orientation or previewed device. A certificate or
 * ticket page wider than the canvas is shown scaled down to fit; the page
 * element itself keeps its real size (thumbnails and measurements use it).
 * An event page previewed on Tablet or Mobile gets an iframe as wide as the
 * device, shown scaled down to fit the same way, so the page inside is laid
 * out at the real device width; on Desktop the iframe fills the canvas, or
 * is laid out at the desktop width and scaled when the canvas is narrower.
 */
import { useResizeObserver } from '@wordpress/compose';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { MutableRefObject } from 'react';
import { canvasBodyCss, type BodyStyling } from '../../lib/body-styles';
import {
	deviceFrame,
	fitScale,
	pageBodySize,
	PAGE_SIZES,
	type Device,
	type Orientation,
	type TemplateType,
} from '../../lib/page-size';
import { BlockCanvas, BlockList } from '../block-editor-parts';
import { useUndoShortcuts } from '../use-undo-shortcuts';
import { CANVAS_CSS, DEVICE_FRAME_CSS } from './canvas-css';

const DEVICE_NAMES: Record< Device, string > = {
	desktop: __( 'Desktop', 'eventsmith' ),
	tablet: __( 'Tablet', 'eventsmith' ),
	mobile: __( 'Mobile', 'eventsmith' ),
};

type TemplateCanvasProps = {
	type: TemplateType;
	orientation: Orientation;
	device: Device;
	bodyStyling: BodyStyling;
	bodyRef: MutableRefObject< HTMLDivElement | null >;
	history: { undo: () => void; redo: () => void };
};

export function TemplateCanvas( props: TemplateCanvasProps ) {
	const { type, orientation, device, bodyStyling, bodyRef } = props;
	const [ canvasDocument, setCanvasDocument ] = useState< Document | null >(
		null
	);
	const [ resizeListener, { width: canvasWidth, height: canvasHeight } ] =
		useResizeObserver();
	useUndoShortcuts(
		canvasDocument && canvasDocument !== document ? canvasDocument : null,
		props.history
	);

	const size = pageBodySize( type, orientation, device );
	const page = PAGE_SIZES[ orientation ];
	const scale = type === 'event' ? 1 : fitScale( canvasWidth, page.width );
	const frame = deviceFrame( type, device, canvasWidth, canvasHeight );
	const styles = [
		{ css: CANVAS_CSS },
		...( frame ? [ { css: DEVICE_FRAME_CSS } ] : [] ),
		{
			css: canvasBodyCss(
				bodyStyling,
				type === 'event' ? device : 'desktop'
			),
		},
	];

	const body = (
		<div
			ref={ ( element ) => {
				bodyRef.current = element;
				setCanvasDocument( element?.ownerDocument ?? null );
			} }
			className={ `eventsmith-template-page is-${ type } is-${ orientation }` }
			data-orientation={ type === 'event' ? undefined : orientation }
			style={ size }
		>
			<BlockList />
		</div>
	);

	// The same elements on every device, so switching never reloads the iframe.
	return (
		<div
			className={ `eventsmith-editor__canvas is-${ type } is-${ device }` }
			data-scale={ frame ? frame.scale : scale }
		>
			{ resizeListener }
			{ frame && (
				<p className="eventsmith-device-frame__caption">
					{ frame.scale < 1
						? sprintf(
								/* translators: 1: device name, 2: its width in px, 3: zoom in percent */
								__( '%1$s · %2$d px · %3$d%%', 'eventsmith' ),
								DEVICE_NAMES[ device ],
								frame.width,
								Math.round( frame.scale * 100 )
							)
						: sprintf(
								/* translators: 1: device name, 2: its width in px */
								__( '%1$s · %2$d px', 'eventsmith' ),
								DEVICE_NAMES[ device ],
								frame.width
							) }
				</p>
			) }
			<div
				className={ `eventsmith-device-frame${
					frame ? ' is-framed' : ''
				}` }
				style={
					frame
						? {
								width: frame.width * frame.scale,
								height: frame.height
									? frame.height * frame.scale
									: undefined,
							}
						: undefined
				}
			>
				<div
					className="eventsmith-device-frame__scaler"
					style={
						frame
							? {
									width: frame.width,
									height: frame.height ?? undefined,
									transform:
										frame.scale < 1
											? `scale(${ frame.scale })`
											: undefined,
								}
							: undefined
					}
				>
					<BlockCanvas height="100%" styles={ styles }>
						<div
							className="eventsmith-template-page-fit"
							style={
								scale < 1
									? {
											width: page.width * scale,
											height: page.height * scale,
										}
									: undefined
							}
						>
							<div
								className="eventsmith-template-page-fit__scaler"
								style={
									scale < 1
										? {
												width: page.width,
												transform: `scale(${ scale })`,
											}
										: undefined
								}
							>
								{ body }
							</div>
						</div>
					</BlockCanvas>
				</div>
			</div>
		</div>
	);
}
