/**
 * The Action column of a list: the row's own buttons, then Edit and
 * Delete.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import type { Column } from './list-table';

type Props = {
	editHref: string;
	onDelete: () => void;
	/** Buttons before Edit, e.g. Clone or View. */
	children?: ReactNode;
};

export function EditDeleteActions( { editHref, onDelete, children }: Props ) {
	return (
		<div className="eventsmith-row-actions">
			{ children }
			<Button variant="secondary" size="compact" href={ editHref }>
				{ __( 'Edit', 'eventsmith' ) }
			</Button>
			<Button
				variant="secondary"
				size="compact"
				isDestructive
				onClick={ onDelete }
			>
				{ __( 'Delete', 'eventsmith' ) }
			</Button>
		</div>
	);
}

/**
 * @param editHref Address of a row's editor.
 * @param onDelete Deletes a row (after asking).
 * @param before   A row's buttons before Edit, e.g. Clone or View.
 */
export function editDeleteColumn< T extends { id: number } >(
	editHref: ( item: T ) => string,
	onDelete: ( item: T ) => void,
	before: ( item: T ) => ReactNode
): Column< T > {
	return {
		id: 'action',
		label: __( 'Action', 'eventsmith' ),
		width: '240px',
		render: ( item ) => (
			<EditDeleteActions
				editHref={ editHref( item ) }
				onDelete={ () => onDelete( item ) }
			>
				{ before( item ) }
			</EditDeleteActions>
		),
	};
}
