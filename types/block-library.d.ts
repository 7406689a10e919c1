/**
 * `@wordpress/block-library` is provided by WordPress (script handle
 * `wp-block-library`) and not installed from npm; the build maps the import
 * to that handle.
 * @param blocks
 */
declare module '@wordpress/block-library' {
	export function registerCoreBlocks( blocks?: unknown[] ): void;
}
