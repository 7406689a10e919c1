/**
 * Editor view of a signature: image, line, name and title.
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { TemplateBlockAttributes } from '../../block-styles/device-styles';

export interface SignatureAttributes extends TemplateBlockAttributes {
	imageUrl: string;
	imageId: number;
	name: string;
	title: string;
}

interface EditProps {
	attributes: SignatureAttributes;
	setAttributes: ( next: Partial< SignatureAttributes > ) => void;
}

export function Edit( { attributes, setAttributes }: EditProps ) {
	const blockProps = useBlockProps( {
		className: 'eventsmith-signature',
	} );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Signature', 'eventsmith' ) }>
					<TextControl
						label={ __( 'Signature image URL', 'eventsmith' ) }
						type="url"
						value={ attributes.imageUrl }
						onChange={ ( value: string ) =>
							setAttributes( { imageUrl: value, imageId: 0 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div className="eventsmith-signature__image">
				{ attributes.imageUrl ? (
					<img
						src={ attributes.imageUrl }
						alt={ __( 'Signature', 'eventsmith' ) }
					/>
				) : (
					<span className="eventsmith-signature__placeholder">
						{ __(
							'Add a signature image in the sidebar',
							'eventsmith'
						) }
					</span>
				) }
			</div>
			<RichText
				tagName="p"
				className="eventsmith-signature__name"
				value={ attributes.name }
				onChange={ ( value: string ) =>
					setAttributes( { name: value } )
				}
				placeholder={ __( 'Name', 'eventsmith' ) }
			/>
			<RichText
				tagName="p"
				className="eventsmith-signature__title"
				value={ attributes.title }
				onChange={ ( value: string ) =>
					setAttributes( { title: value } )
				}
				placeholder={ __( 'Title', 'eventsmith' ) }
			/>
		</div>
	);
}
