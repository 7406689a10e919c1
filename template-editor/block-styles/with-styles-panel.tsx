/**
 * `editor.BlockEdit` filter: the per-device styles panel in the inspector of
 * every block that has the style attributes.
 */
import { createHigherOrderComponent } from '@wordpress/compose';
import { InspectorControls } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import { hasStyleAttributes } from './attributes';
import { useCanvasDeviceState } from './canvas-device';
import type { TemplateBlockAttributes } from './device-styles';
import { StylesPanel } from './styles-panel';

type EditProps = {
	name: string;
	isSelected: boolean;
	attributes: TemplateBlockAttributes;
	setAttributes: ( next: Partial< TemplateBlockAttributes > ) => void;
};

export const withStylesPanel = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) =>
		function EditWithStylesPanel( props: EditProps ) {
			const { device, setDevice } = useCanvasDeviceState();
			const styled =
				props.isSelected &&
				hasStyleAttributes( getBlockType( props.name )?.attributes );
			return (
				<>
					<BlockEdit { ...props } />
					{ styled && (
						<InspectorControls>
							<StylesPanel
								device={ device }
								onDeviceChange={ setDevice }
								attributes={ props.attributes }
								setAttributes={ props.setAttributes }
							/>
						</InspectorControls>
					) }
				</>
			);
		},
	'withStylesPanel'
);
