/**
 * Ctrl/Meta+Z undoes and Ctrl/Meta+Y (or Ctrl/Meta+Shift+Z) redoes, in the
 * builder page and inside the canvas iframe.
 */
import { useEffect, useRef } from '@wordpress/element';

type Actions = { undo: () => void; redo: () => void };

function isPlainField( target: EventTarget | null ): boolean {
	const element = target as HTMLElement | null;
	return (
		!! element &&
		( element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' ) &&
		! element.isContentEditable
	);
}

export function useUndoShortcuts(
	doc: Document | null | undefined,
	actions: Actions
): void {
	const latest = useRef( actions );
	latest.current = actions;

	useEffect( () => {
		if ( ! doc ) {
			return;
		}
		const onKeyDown = ( event: KeyboardEvent ) => {
			if (
				! ( event.ctrlKey || event.metaKey ) ||
				event.altKey ||
				isPlainField( event.target )
			) {
				return;
			}
			const key = event.key.toLowerCase();
			if ( key === 'z' && ! event.shiftKey ) {
				event.preventDefault();
				event.stopPropagation();
				latest.current.undo();
			} else if ( key === 'y' || ( key === 'z' && event.shiftKey ) ) {
				event.preventDefault();
				event.stopPropagation();
				latest.current.redo();
			}
		};
		doc.addEventListener( 'keydown', onKeyDown, true );
		return () => doc.removeEventListener( 'keydown', onKeyDown, true );
	}, [ doc ] );
}
