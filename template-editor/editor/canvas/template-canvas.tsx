/**
 * The canvas: an iframe (template styles stay apart from the admin's) holding
 * the page body, sized by orientation or previewed device.
 */
import { useState } from '@wordpress/element';
import type { MutableRefObject } from 'react';
import { canvasBodyCss, type BodyStyling } from '../../lib/body-styles';
import {
	pageBodySize,
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
	useUndoShortcuts(
		canvasDocument && canvasDocument !== document ? canvasDocument : null,
		props.history
	);

	const size = pageBodySize( type, orientation, device );
	const styles = [
		{ css: CANVAS_CSS },
		{
			css: canvasBodyCss(
				bodyStyling,
				type === 'event' ? device : 'desktop'
			),
		},
	];

	return (
		<div
			className={ `eventsmith-editor__canvas is-${ type } is-${ device }` }
		>
			<BlockCanvas height="100%" styles={ styles }>
				<div
					ref={ ( element ) => {
						bodyRef.current = element;
						setCanvasDocument( element?.ownerDocument ?? null );
					} }
					className={ `eventsmith-template-page is-${ type } is-${ orientation }` }
					data-orientation={
						type === 'event' ? undefined : orientation
					}
					style={ size }
				>
					<BlockList />
				</div>
			</BlockCanvas>
		</div>
	);
}
