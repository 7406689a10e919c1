/**
 * The list of categories, tags or speaker groups (one screen, set up per
 * kind, GAP-31): Name, Description, Parent (categories), Count and a
 * delete action, 10 per page. With disable_category_and_tags on, the
 * category and tag lists are read-only (GAP-33).
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { TERM_ROUTES, type Term, type TermKind } from '../../api/types';
import type { Column } from '../../components/list-table/list-table';
import { QueryListTable } from '../../components/list-table/query-list-table';
import { Screen } from '../../components/screen/screen';
import { useListQuery } from '../../hooks/use-list-query';
import {
	useCategoriesAndTagsDisabled,
	useRefreshTerms,
	useTerms,
} from '../../store/hooks';
import { useListActions } from '../../hooks/use-list-actions';
import { termScreenKind } from './term-kinds';

export default function TermListScreen( { kind }: { kind: TermKind } ) {
	const screen = termScreenKind( kind );
	const readOnly =
		useCategoriesAndTagsDisabled() && screen.followsCategoriesTagsSwitch;
	const list = useListQuery< Term, Record< string, never > >(
		TERM_ROUTES[ kind ],
		{}
	);
	const categories = useTerms( 'categories' );
	const refreshTerms = useRefreshTerms();
	const actions = useListActions(
		TERM_ROUTES[ kind ],
		{ deleted: screen.deleted, deleteFailed: screen.deleteFailed },
		() => {
			list.refetch();
			void refreshTerms( kind );
		}
	);

	const columns: Column< Term >[] = [
		{
			id: 'name',
			label: __( 'Name', 'eventsmith' ),
			render: ( term ) => <strong>{ term.name }</strong>,
		},
		{
			id: 'description',
			label: __( 'Description', 'eventsmith' ),
			render: ( term ) => term.description || '—',
		},
	];
	if ( screen.fields.parent ) {
		columns.push( {
			id: 'parent',
			label: __( 'Parent', 'eventsmith' ),
			width: '18%',
			render: ( term ) =>
				categories.find( ( c ) => c.id === term.parent )?.name ?? '—',
		} );
	}
	columns.push( {
		id: 'count',
		label: __( 'Count', 'eventsmith' ),
		width: '80px',
		render: ( term ) => term.count ?? 0,
	} );
	if ( ! readOnly ) {
		columns.push( {
			id: 'action',
			label: __( 'Action', 'eventsmith' ),
			width: '110px',
			render: ( term ) => (
				<Button
					variant="secondary"
					size="compact"
					isDestructive
					onClick={ () => void actions.remove( [ term.id ] ) }
				>
					{ __( 'Delete', 'eventsmith' ) }
				</Button>
			),
		} );
	}

	return (
		<Screen title={ screen.title }>
			<QueryListTable
				list={ list }
				columns={ columns }
				label={ screen.title }
				noun={ screen.noun }
				emptyMessage={ __( 'Nothing here yet.', 'eventsmith' ) }
			/>
		</Screen>
	);
}
