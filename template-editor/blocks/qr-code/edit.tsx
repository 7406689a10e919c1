/**
 * Editor view of the ticket QR code: a sample code, since the real address
 * exists only once an attendee holds a ticket.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { TemplateBlockAttributes } from '../../block-styles/device-styles';
import { qrDataUrl } from '../../../front/qr/qr-image';

export interface QrCodeAttributes extends TemplateBlockAttributes {
	size: number;
	showLink: boolean;
}

interface EditProps {
	attributes: QrCodeAttributes;
	setAttributes: ( next: Partial< QrCodeAttributes > ) => void;
}

const SAMPLE_ADDRESS =
	'https://example.org/?eventsmith_ticket=SAMPLE-TICKET-CODE';

export function Edit( { attributes, setAttributes }: EditProps ) {
	const [ image, setImage ] = useState( '' );
	const [ failed, setFailed ] = useState( false );
	const size = attributes.size > 0 ? attributes.size : 160;

	useEffect( () => {
		let current = true;
		qrDataUrl( SAMPLE_ADDRESS, size * 2 )
			.then(
				( url ) => current && ( setImage( url ), setFailed( false ) )
			)
			.catch( () => current && setFailed( true ) );
		return () => {
			current = false;
		};
	}, [ size ] );

	const blockProps = useBlockProps( {
		className: 'eventsmith-qr-code',
	} );

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'QR code', 'eventsmith' ) }>
					<RangeControl
						label={ __( 'Size (px)', 'eventsmith' ) }
						value={ size }
						min={ 64 }
						max={ 400 }
						onChange={ ( value?: number ) =>
							setAttributes( { size: value ?? 160 } )
						}
					/>
					<ToggleControl
						label={ __(
							'Show the verify link under the code',
							'eventsmith'
						) }
						checked={ attributes.showLink }
						onChange={ ( value: boolean ) =>
							setAttributes( { showLink: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ failed && (
				<p className="eventsmith-qr-code__error">
					{ __( 'Could not generate QR!', 'eventsmith' ) }
				</p>
			) }
			{ ! failed && image && (
				<img
					className="eventsmith-qr-code__image"
					src={ image }
					width={ size }
					height={ size }
					alt={ __( 'Sample ticket QR code', 'eventsmith' ) }
				/>
			) }
		</div>
	);
}
