/**
 * `@wordpress/server-side-render` is provided by WordPress (script handle
 * `wp-server-side-render`) and not installed from npm; the build maps the
 * import to that handle.
 */
declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
		urlQueryArgs?: Record< string, unknown >;
	} >;
	export default ServerSideRender;
}
