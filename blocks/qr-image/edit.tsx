/**
 * Editor of the QR image: the address (empty: the page it is on), size,
 * caption and whether the address shows under the code. The preview draws
 * the code with the same function as the front end.
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { drawInto } from '../../front/qr/draw';

export type QrImageAttributes = {
	url: string;
	size: number;
	showLink: boolean;
	caption: string;
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< QrImageAttributes > ) {
	const { url, size, showLink, caption } = attributes;
	const pageLink = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as
					{ getPermalink?: () => string | null } | undefined
			 )?.getPermalink?.() ?? '',
		[]
	);
	const target = url.trim() || pageLink || window.location.origin;
	const holder = useRef< HTMLDivElement >( null );

	useEffect( () => {
		const element = holder.current;
		if ( ! element ) {
			return;
		}
		element
			.querySelectorAll(
				'.eventsmith-qr-code__image, .eventsmith-qr-code__error'
			)
			.forEach( ( old ) => old.remove() );
		void drawInto( element, () => import( 'qrcode' ) );
	}, [ target, size, showLink ] );

	return (
		<figure { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'QR code', 'eventsmith' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Address', 'eventsmith' ) }
						type="url"
						value={ url }
						placeholder={ pageLink }
						help={ __(
							'Leave empty for the address of the page it is on.',
							'eventsmith'
						) }
						onChange={ ( value ) =>
							setAttributes( { url: value } )
						}
					/>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Size (px)', 'eventsmith' ) }
						min={ 64 }
						max={ 400 }
						value={ size }
						onChange={ ( value ) =>
							setAttributes( { size: value ?? 160 } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Show the address under the code',
							'eventsmith'
						) }
						checked={ showLink }
						onChange={ ( value ) =>
							setAttributes( { showLink: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div
				ref={ holder }
				className="eventsmith-qr-code"
				data-eventsmith-qr={ target }
				data-size={ size }
				data-show-link={ showLink ? '1' : '0' }
				data-alt={ caption || target }
			>
				<a className="eventsmith-qr-code__link" href={ target }>
					{ target }
				</a>
			</div>
			<RichText
				tagName="figcaption"
				className="wp-block-eventsmith-qr-image__caption"
				placeholder={ __( 'Add a caption', 'eventsmith' ) }
				value={ caption }
				onChange={ ( value ) => setAttributes( { caption: value } ) }
				allowedFormats={ [] }
			/>
		</figure>
	);
}
