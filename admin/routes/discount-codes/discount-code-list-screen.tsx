/**
 * #/discount-codes: every discount code with its uses and limit; create,
 * edit, and delete (asks first).
 */
import { Button } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import { useHashHref } from '../../app/use-hash-href';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { ListTable } from '../../components/list-table/list-table';
import { paging } from '../../components/list-table/paging';
import { Screen } from '../../components/screen/screen';
import { useListQuery } from '../../hooks/use-list-query';
import { useNotify } from '../../hooks/use-notify';
import { discountCodeColumns } from './discount-code-columns';
import type { DiscountCode } from './discount-code-types';

export default function DiscountCodeListScreen() {
	const list = useListQuery< DiscountCode, { event_id: number } >(
		'/discount-codes',
		{ event_id: 0 }
	);
	const { refetch } = list;
	const href = useHashHref();
	const confirm = useConfirm();
	const notify = useNotify();

	const columns = useMemo(
		() =>
			discountCodeColumns( {
				editHref: ( id ) => href( `/discount-codes/edit/${ id }` ),
				onDelete: async ( code ) => {
					if ( ! ( await confirm() ) ) {
						return;
					}
					try {
						await api.delete( `/discount-codes/${ code.id }` );
						notify.success(
							__(
								'Successfully deleted the discount code!',
								'eventsmith'
							)
						);
						refetch();
					} catch ( error ) {
						notify.error(
							__(
								'Failed to delete the discount code!',
								'eventsmith'
							),
							errorMessage( error )
						);
					}
				},
			} ),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ refetch ]
	);

	return (
		<Screen
			title={ __( 'Discount codes', 'eventsmith' ) }
			toolbar={
				<Button
					variant="primary"
					href={ href( '/discount-codes/new' ) }
				>
					{ __( 'Add discount code', 'eventsmith' ) }
				</Button>
			}
		>
			<ListTable
				columns={ columns }
				items={ list.items }
				getId={ ( code ) => code.id }
				isLoading={ list.isLoading }
				label={ __( 'Discount codes', 'eventsmith' ) }
				emptyMessage={ __( 'No discount codes yet.', 'eventsmith' ) }
				pagination={ paging(
					list,
					list.total,
					__( 'discount codes', 'eventsmith' )
				) }
			/>
		</Screen>
	);
}
