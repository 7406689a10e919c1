/**
 * The template's blocks with undo/redo: onChange of the block editor opens
 * a new level, onInput replaces the current one.
 */
import { useCallback, useState } from '@wordpress/element';
import type { BlockInstance } from '@wordpress/blocks';
import {
	canRedo,
	canUndo,
	createHistory,
	record,
	redo,
	undo,
} from '../lib/history';

export function useBlockHistory( initial: BlockInstance[] ) {
	const [ history, setHistory ] = useState( () => createHistory( initial ) );
	const onInput = useCallback(
		( blocks: BlockInstance[] ) =>
			setHistory( ( current ) => record( current, blocks, false ) ),
		[]
	);
	const onChange = useCallback(
		( blocks: BlockInstance[] ) =>
			setHistory( ( current ) => record( current, blocks, true ) ),
		[]
	);
	return {
		blocks: history.present,
		onInput,
		onChange,
		undo: useCallback( () => setHistory( undo ), [] ),
		redo: useCallback( () => setHistory( redo ), [] ),
		hasUndo: canUndo( history ),
		hasRedo: canRedo( history ),
	};
}
