/**
 * The part of `@wordpress/keyboard-shortcuts` (WordPress 6.5) the builder uses.
 */
declare module '@wordpress/keyboard-shortcuts' {
	import type { ComponentType, ReactNode } from 'react';
	export const ShortcutProvider: ComponentType< {
		className?: string;
		children?: ReactNode;
	} >;
}
