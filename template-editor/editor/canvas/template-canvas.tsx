/**
 * The canvas: an iframe (template styles stay apart from the admin's) holding
 * the page body, sized by orientation or previewed device. A certificate or
 * ticket page wider than the canvas is shown scaled down to fit; the page
 * element itself keeps its real size (thumbnails and measurements use it).
 */
import { useResizeObserver } from '@wordpress/compose';
import { useState } from '@wordpress/element';
import type { MutableRefObject } from 'react';
import { canvasBodyCss, type BodyStyling } from '../../lib/body-styles';
import {
	fitScale,
	pageBodySize,
	PAGE_SIZES,
	type Device,
	type Orientation,
	type TemplateType,
} from '../../lib/page-size';
import { BlockCanvas, BlockList } from '../block-editor-parts';
import { useUndoShortcuts } from '../use-undo-shortcuts';
import { CANVAS_CSS } from './canvas-css';

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
	const [ resizeListener, { width: canvasWidth } ] = useResizeObserver();
	useUndoShortcuts(
		canvasDocument && canvasDocument !== document ? canvasDocument : null,
		props.history
	);

	const size = pageBodySize( type, orientation, device );
	const page = PAGE_SIZES[ orientation ];
	const scale = type === 'event' ? 1 : fitScale( canvasWidth, page.width );
	const styles = [
		{ css: CANVAS_CSS },
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

	return (
		<div
			className={ `eventsmith-editor__canvas is-${ type } is-${ device }` }
			data-scale={ scale }
		>
			{ resizeListener }
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
	);
}
