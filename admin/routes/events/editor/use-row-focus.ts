/**
 * Keyboard focus in an editable list of rows: a row just added gets focus
 * in its first field, and after a row is removed focus goes back to the
 * list's Add button (rows carry `data-key`).
 */
import { useEffect, useRef, useState } from '@wordpress/element';

export function useRowFocus< List extends HTMLElement >() {
	const list = useRef< List >( null );
	const addButton = useRef< HTMLButtonElement >( null );
	const [ focusKey, setFocusKey ] = useState< string | null >( null );

	useEffect( () => {
		if ( focusKey ) {
			list.current
				?.querySelector< HTMLInputElement >(
					`[data-key="${ focusKey }"] input`
				)
				?.focus();
		}
	}, [ focusKey ] );

	return {
		list,
		addButton,
		/** Focuses the first field of the row with this key once it renders. */
		focusRow: setFocusKey,
		/** Focuses the Add button (after a removal). */
		focusAdd: () => addButton.current?.focus(),
	};
}
