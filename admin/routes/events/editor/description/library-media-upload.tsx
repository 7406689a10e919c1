/**
 * The block editor's "Media Library" button in the dashboard: the image
 * block's `MediaUpload` opens the dashboard's own picker of the site's
 * images (over REST), so the media modal's scripts never load here.
 */
import { addFilter } from '@wordpress/hooks';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { MediaPickerModal } from '../../../../components/media-picker/media-picker-modal';

type Props = {
	render: ( controls: { open: () => void } ) => ReactNode;
	onSelect: ( media: { id: number; url: string; alt: string } ) => void;
};

function LibraryMediaUpload( { render, onSelect }: Props ) {
	const [ open, setOpen ] = useState( false );
	return (
		<>
			{ render( { open: () => setOpen( true ) } ) }
			{ open && (
				<MediaPickerModal
					title={ __( 'Choose an image', 'eventsmith' ) }
					onClose={ () => setOpen( false ) }
					onSelect={ ( image ) => {
						onSelect( {
							id: image.id,
							url: image.url,
							alt: image.alt,
						} );
						setOpen( false );
					} }
				/>
			) }
		</>
	);
}

let registered = false;

/**
 * Gives the block editor's media components the dashboard's picker (once).
 */
export function registerLibraryMediaUpload(): void {
	if ( registered ) {
		return;
	}
	registered = true;
	addFilter(
		'editor.MediaUpload',
		'eventsmith/dashboard/media-upload',
		() => LibraryMediaUpload
	);
}
