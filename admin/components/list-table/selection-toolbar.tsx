/**
 * A list's toolbar: its filters, or the bulk bar while rows are selected.
 */
import type { ReactNode } from 'react';
import type { RowSelection } from '../../hooks/use-row-selection';
import { BulkBar } from './bulk-bar';

type Props = {
	selection: RowSelection;
	/** The filters, shown while nothing is selected. */
	children: ReactNode;
};

export function SelectionToolbar( { selection, children }: Props ) {
	if ( selection.selected.length === 0 ) {
		return <>{ children }</>;
	}
	return (
		<BulkBar
			count={ selection.selected.length }
			onDelete={ selection.removeSelected }
			onClear={ () => selection.onChange( [] ) }
		/>
	);
}
