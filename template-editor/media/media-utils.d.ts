/**
 * `@wordpress/media-utils` is provided by WordPress (script handle
 * `wp-media-utils`); the npm package ships no type definitions. The parts
 * the builder uses.
 */
declare module '@wordpress/media-utils' {
	import type { ComponentType, ReactNode } from 'react';

	export const MediaUpload: ComponentType< {
		allowedTypes?: string[];
		multiple?: boolean;
		title?: string;
		value?: number;
		onSelect: ( media: { id: number; url: string } ) => void;
		render: ( props: { open: () => void } ) => ReactNode;
	} >;

	/**
	 * Uploads files through the REST media endpoint.
	 *
	 * @param options                   Files, allowed types and callbacks.
	 * @param options.allowedTypes      Media types allowed ('image' …).
	 * @param options.filesList         The files.
	 * @param options.maxUploadFileSize Largest size in bytes.
	 * @param options.onError           Called when a file cannot be uploaded.
	 * @param options.onFileChange      Called with each state of the uploads.
	 */
	export function uploadMedia( options: {
		allowedTypes?: string[];
		filesList: ArrayLike< File >;
		maxUploadFileSize?: number;
		onError?: ( error: { code: string; message: string } ) => void;
		onFileChange: ( files: Array< Record< string, unknown > > ) => void;
	} ): Promise< void >;
}

/** Boot data the builder page adds (includes/Admin/TemplateBuilderPage.php). */
interface EventsmithTemplateBuilderBoot {
	/** The user may upload files: the media library is offered. */
	canUploadFiles?: boolean;
}
