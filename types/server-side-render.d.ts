/**
 * Types of WordPress's server-side-render component (provided by the wp-server-side-render script handle).
 */
declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';
	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
	} >;
	export default ServerSideRender;
}
