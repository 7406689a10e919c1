/**
 * A background image: chosen from the media library (Select, Replace or
 * Remove image), or typed as an address (also the way for users who may not
 * use the media library).
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { BaseControl, Button, TextControl } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';

type BackgroundImageControlProps = {
	url: string;
	onChange: ( url: string ) => void;
};

export function BackgroundImageControl( {
	url,
	onChange,
}: BackgroundImageControlProps ) {
	const id = useInstanceId(
		BackgroundImageControl,
		'eventsmith-background-image'
	);
	return (
		<div className="eventsmith-background-image">
			<BaseControl
				id={ `${ id }-actions` }
				label={ __( 'Background image', 'eventsmith' ) }
				__nextHasNoMarginBottom
			>
				{ url && (
					<img
						className="eventsmith-background-image__preview"
						src={ url }
						alt={ __( 'Current background image', 'eventsmith' ) }
					/>
				) }
				<div
					className="eventsmith-background-image__actions"
					id={ `${ id }-actions` }
				>
					<MediaUploadCheck>
						<MediaUpload
							title={ __( 'Background image', 'eventsmith' ) }
							allowedTypes={ [ 'image' ] }
							onSelect={ ( media ) =>
								onChange(
									typeof media.url === 'string'
										? media.url
										: ''
								)
							}
							render={ ( { open } ) => (
								<Button variant="secondary" onClick={ open }>
									{ url
										? __( 'Replace image', 'eventsmith' )
										: __( 'Select image', 'eventsmith' ) }
								</Button>
							) }
						/>
					</MediaUploadCheck>
					{ url && (
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () => onChange( '' ) }
						>
							{ __( 'Remove image', 'eventsmith' ) }
						</Button>
					) }
				</div>
			</BaseControl>
			<TextControl
				label={ __( 'Background image URL', 'eventsmith' ) }
				type="url"
				value={ url }
				onChange={ ( value: string ) => onChange( value.trim() ) }
				help={ __(
					'Or type the address of an image. It covers the whole page body.',
					'eventsmith'
				) }
			/>
		</div>
	);
}
