/**
 * A list table showing the rows of a paged list query, with the query's
 * error in place of the empty message when the rows could not be loaded.
 */
import type { ReactNode } from 'react';
import type { ListQuery } from '../../hooks/use-list-query';
import { ListTable, type Column, type ListTableProps } from './list-table';
import { paging } from './paging';

type Props< T > = {
	list: ListQuery< T, any >;
	columns: Column< T >[];
	/** Accessible name of the table, e.g. 'Schedules'. */
	label: string;
	/** Plural noun for the footer, e.g. 'schedules'. */
	noun: string;
	emptyMessage: ReactNode;
	selection?: ListTableProps< T >[ 'selection' ];
};

export function QueryListTable< T extends { id: number } >( {
	list,
	columns,
	label,
	noun,
	emptyMessage,
	selection,
}: Props< T > ) {
	return (
		<ListTable
			columns={ columns }
			items={ list.items }
			getId={ ( item ) => item.id }
			isLoading={ list.isLoading }
			label={ label }
			emptyMessage={ list.error ?? emptyMessage }
			pagination={ paging( list, list.total, noun ) }
			selection={ selection }
		/>
	);
}
