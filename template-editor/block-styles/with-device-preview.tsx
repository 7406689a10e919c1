/**
 * `editor.BlockListBlock` filter: the canvas shows each block with its
 * container class and the styles in effect on the previewed device.
 */
import { createHigherOrderComponent } from '@wordpress/compose';
import type { ComponentType } from 'react';
import { useCanvasDevice } from './canvas-device';
import { stylesForDevice, type TemplateBlockAttributes } from './device-styles';

type ListBlockProps = {
	attributes: Partial< TemplateBlockAttributes >;
	wrapperProps?: { className?: string; style?: object };
};

export const withDevicePreview = createHigherOrderComponent(
	( BlockListBlock: ComponentType< ListBlockProps > ) =>
		function BlockWithDevicePreview( props: ListBlockProps ) {
			const device = useCanvasDevice();
			const { containerClassName, styles } = props.attributes;
			if ( ! containerClassName && ! styles ) {
				return <BlockListBlock { ...props } />;
			}
			const wrapperProps = {
				...props.wrapperProps,
				className: [ props.wrapperProps?.className, containerClassName ]
					.filter( Boolean )
					.join( ' ' ),
				style: {
					...props.wrapperProps?.style,
					...stylesForDevice( styles, device ),
				},
			};
			return (
				<BlockListBlock { ...props } wrapperProps={ wrapperProps } />
			);
		},
	'withDevicePreview'
);
