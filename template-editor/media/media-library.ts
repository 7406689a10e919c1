/**
 * The WordPress media library in the builder: the `editor.MediaUpload`
 * filter gives block editor components (`MediaUpload`, the image blocks'
 * Media Library button) the media modal, and the `mediaUpload` editor
 * setting lets them upload (and shows `MediaUploadCheck`'s content). The
 * page enqueues the modal with `wp_enqueue_media()`.
 */
import { addFilter } from '@wordpress/hooks';
import { MediaUpload, uploadMedia } from '@wordpress/media-utils';

const NAMESPACE = 'eventsmith/template-builder/media-upload';
let registered = false;

export function registerMediaUpload(): void {
	if ( registered ) {
		return;
	}
	registered = true;
	addFilter( 'editor.MediaUpload', NAMESPACE, () => MediaUpload );
}

type UploadOptions = {
	allowedTypes?: string[];
	filesList: ArrayLike< File >;
	onError?: ( message: string ) => void;
	onFileChange: ( files: Array< Record< string, unknown > > ) => void;
};

/**
 * The block editor's `mediaUpload` setting: uploads through the REST media
 * endpoint.
 *
 * @param options Files, allowed types and callbacks from the block editor.
 */
export function mediaUpload( options: UploadOptions ): void {
	const { onError, ...rest } = options;
	void uploadMedia( {
		...rest,
		onError: ( error ) => onError?.( error.message ),
	} );
}
