/**
 * The rows selected in a list for a bulk delete; the selection is cleared
 * once the rows are gone.
 */
import { useState } from '@wordpress/element';

export type RowSelection = {
	selected: number[];
	onChange: ( ids: number[] ) => void;
	removeSelected: () => void;
};

/**
 * @param remove Deletes rows; resolves to true when they are gone.
 */
export function useRowSelection(
	remove: ( ids: number[] ) => Promise< boolean >
): RowSelection {
	const [ selected, setSelected ] = useState< number[] >( [] );

	const removeSelected = async () => {
		if ( await remove( selected ) ) {
			setSelected( [] );
		}
	};

	return {
		selected,
		onChange: setSelected,
		removeSelected: () => void removeSelected(),
	};
}
