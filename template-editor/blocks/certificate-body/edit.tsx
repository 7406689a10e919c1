/**
 * Editor view of the page body: the background and the blocks inside it.
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, TextControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BackgroundImageControl } from '../../media/background-image-control';
import type { CSSProperties } from 'react';
import type { TemplateBlockAttributes } from '../../block-styles/device-styles';

export interface BodyStyling {
	backgroundImage: string;
	backgroundColor: string;
	backgroundSize: string;
	padding: string;
}

export interface CertificateBodyAttributes extends TemplateBlockAttributes {
	bodyStyling: Partial< BodyStyling >;
}

interface EditProps {
	attributes: CertificateBodyAttributes;
	setAttributes: ( next: Partial< CertificateBodyAttributes > ) => void;
}

/**
 * The CSS of the body styling (background and padding).
 *
 * @param styling Body styling attribute.
 */
export function bodyStyle( styling: Partial< BodyStyling > ): CSSProperties {
	const style: CSSProperties = {};
	if ( styling.backgroundColor ) {
		style.backgroundColor = styling.backgroundColor;
	}
	if ( styling.backgroundImage ) {
		style.backgroundImage = `url("${ encodeURI( styling.backgroundImage ) }")`;
		style.backgroundSize = styling.backgroundSize || 'cover';
		style.backgroundPosition = 'center';
		style.backgroundRepeat = 'no-repeat';
	}
	if ( styling.padding ) {
		style.padding = styling.padding;
	}
	return style;
}

export function Edit( { attributes, setAttributes }: EditProps ) {
	const styling = attributes.bodyStyling ?? {};
	const update = ( key: keyof BodyStyling, value: string ) =>
		setAttributes( { bodyStyling: { ...styling, [ key ]: value } } );
	const blockProps = useBlockProps( {
		className: 'eventsmith-certificate-body',
		style: bodyStyle( styling ),
	} );
	const innerBlocksProps = useInnerBlocksProps(
		blockProps as unknown as Record< string, unknown >,
		{ templateLock: false }
	);

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Page background', 'eventsmith' ) }>
					<BackgroundImageControl
						url={ styling.backgroundImage ?? '' }
						onChange={ ( url ) => update( 'backgroundImage', url ) }
					/>
					<SelectControl
						label={ __( 'Background size', 'eventsmith' ) }
						value={ styling.backgroundSize ?? 'cover' }
						options={ [
							{
								value: 'cover',
								label: __( 'Cover', 'eventsmith' ),
							},
							{
								value: 'contain',
								label: __( 'Contain', 'eventsmith' ),
							},
							{
								value: '100% 100%',
								label: __( 'Stretch', 'eventsmith' ),
							},
						] }
						onChange={ ( value: string ) =>
							update( 'backgroundSize', value )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Background colour', 'eventsmith' ) }
						value={ styling.backgroundColor ?? '' }
						onChange={ ( value: string ) =>
							update( 'backgroundColor', value )
						}
					/>
					<TextControl
						label={ __( 'Padding', 'eventsmith' ) }
						value={ styling.padding ?? '' }
						onChange={ ( value: string ) =>
							update( 'padding', value )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}
