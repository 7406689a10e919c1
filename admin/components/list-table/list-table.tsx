/**
 * The table every dashboard list uses: WordPress's list-table look,
 * optional row selection, loading and empty states, and the pagination
 * footer ('Showing X - Y of N events').
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { InlineSpinner } from '../screen/loading';
import { ListPagination, type Pagination } from './list-pagination';
import { countIsKnown } from './page-range';

export type Column< T > = {
	id: string;
	label: string;
	render: ( item: T ) => ReactNode;
	/** CSS width, e.g. '120px' or '40%'. */
	width?: string;
	className?: string;
};

export type ListTableProps< T > = {
	columns: Column< T >[];
	items: T[];
	getId: ( item: T ) => number;
	isLoading: boolean;
	/** Accessible name of the table, e.g. 'Events'. */
	label: string;
	/** Shown when there are no items. */
	emptyMessage: ReactNode;
	/** Paging; omit for short lists that show everything. */
	pagination?: Pagination;
	/** Row selection for bulk actions. */
	selection?: {
		selected: number[];
		onChange: ( ids: number[] ) => void;
	};
};

export function ListTable< T >( {
	columns,
	items,
	getId,
	isLoading,
	label,
	emptyMessage,
	pagination,
	selection,
}: ListTableProps< T > ) {
	const ids = items.map( getId );
	const allSelected =
		!! selection &&
		ids.length > 0 &&
		ids.every( ( id ) => selection.selected.includes( id ) );
	const toggle = ( id: number, on: boolean ) =>
		selection?.onChange(
			on
				? [ ...selection.selected, id ]
				: selection.selected.filter( ( s ) => s !== id )
		);
	const span = columns.length + ( selection ? 1 : 0 );

	return (
		<div className="eventsmith-list" aria-busy={ isLoading }>
			<table className="wp-list-table widefat striped eventsmith-list__table">
				<caption className="screen-reader-text">{ label }</caption>
				<thead>
					<tr>
						{ selection && (
							<td className="eventsmith-list__check">
								<input
									type="checkbox"
									aria-label={ __(
										'Select all',
										'eventsmith'
									) }
									checked={ allSelected }
									disabled={ ids.length === 0 }
									onChange={ ( event ) =>
										selection.onChange(
											event.target.checked ? ids : []
										)
									}
								/>
							</td>
						) }
						{ columns.map( ( column ) => (
							<th
								key={ column.id }
								scope="col"
								style={ { width: column.width } }
								className={ column.className }
							>
								{ column.label }
							</th>
						) ) }
					</tr>
				</thead>
				<tbody>
					{ isLoading && items.length === 0 && (
						<tr>
							<td
								colSpan={ span }
								className="eventsmith-list__state"
							>
								<InlineSpinner />
								<span>{ __( 'Loading…', 'eventsmith' ) }</span>
							</td>
						</tr>
					) }
					{ ! isLoading && items.length === 0 && (
						<tr>
							<td
								colSpan={ span }
								className="eventsmith-list__state"
							>
								{ emptyMessage }
							</td>
						</tr>
					) }
					{ items.map( ( item ) => {
						const id = getId( item );
						return (
							<tr key={ id }>
								{ selection && (
									<th
										scope="row"
										className="eventsmith-list__check"
									>
										<input
											type="checkbox"
											aria-label={ __(
												'Select row',
												'eventsmith'
											) }
											checked={ selection.selected.includes(
												id
											) }
											onChange={ ( event ) =>
												toggle(
													id,
													event.target.checked
												)
											}
										/>
									</th>
								) }
								{ columns.map( ( column ) => (
									<td
										key={ column.id }
										className={ column.className }
										data-colname={ column.label }
									>
										{ column.render( item ) }
									</td>
								) ) }
							</tr>
						);
					} ) }
				</tbody>
			</table>
			{ pagination && (
				<ListPagination
					{ ...pagination }
					totalKnown={ countIsKnown( isLoading, items.length ) }
				/>
			) }
		</div>
	);
}
