/**
 * Stylesheets the canvas iframe needs besides the ones WordPress gives it:
 * the template-only blocks' styles, which the server enqueues on the builder
 * page (handle `eventsmith-template-blocks`). The iframe does not inherit the
 * admin page's styles, so the `<link>` element is copied into its document.
 */

/** Id WordPress gives the `<link>` of the blocks' stylesheet. */
export const BLOCK_STYLES_ELEMENT_ID = 'eventsmith-template-blocks-css';

/**
 * The block editor's resolved assets: HTML put into the iframe's `<head>`.
 *
 * @param source Document holding the enqueued stylesheet (the admin page).
 */
export function canvasAssets( source: Document ): {
	styles: string;
	scripts: string;
} {
	const link = source.getElementById( BLOCK_STYLES_ELEMENT_ID );
	return {
		styles: link instanceof HTMLLinkElement ? link.outerHTML : '',
		scripts: '',
	};
}
