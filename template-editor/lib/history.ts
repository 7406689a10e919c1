/**
 * Undo/redo history of a value (the template's block list).
 *
 * A persistent change (the block editor's onChange) opens a new undo level;
 * a transient one (onInput, e.g. typing) replaces the current value in place.
 */
export interface History< T > {
	past: T[];
	present: T;
	future: T[];
}

/** Levels kept; older ones are dropped. */
export const HISTORY_LIMIT = 100;

export function createHistory< T >( present: T ): History< T > {
	return { past: [], present, future: [] };
}

/**
 * Records a value: a new level when `persistent`, otherwise it replaces the present.
 *
 * @param history    Current history.
 * @param value      New value.
 * @param persistent Whether the change opens a new undo level.
 */
export function record< T >(
	history: History< T >,
	value: T,
	persistent: boolean
): History< T > {
	if ( value === history.present ) {
		return history;
	}
	if ( ! persistent ) {
		return { ...history, present: value, future: [] };
	}
	const past = [ ...history.past, history.present ].slice( -HISTORY_LIMIT );
	return { past, present: value, future: [] };
}

export function canUndo< T >( history: History< T > ): boolean {
	return history.past.length > 0;
}

export function canRedo< T >( history: History< T > ): boolean {
	return history.future.length > 0;
}

export function undo< T >( history: History< T > ): History< T > {
	const previous = history.past[ history.past.length - 1 ];
	if ( ! canUndo( history ) || previous === undefined ) {
		return history;
	}
	return {
		past: history.past.slice( 0, -1 ),
		present: previous,
		future: [ history.present, ...history.future ],
	};
}

export function redo< T >( history: History< T > ): History< T > {
	const next = history.future[ 0 ];
	if ( ! canRedo( history ) || next === undefined ) {
		return history;
	}
	return {
		past: [ ...history.past, history.present ],
		present: next,
		future: history.future.slice( 1 ),
	};
}
