/**
 * Columns of the discount code list.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Column } from '../../components/list-table/list-table';
import { discountLabel, usesLabel } from './discount-code-rules';
import type { DiscountCode } from './discount-code-types';

type Actions = {
	editHref: ( id: number ) => string;
	onDelete: ( code: DiscountCode ) => void;
};

export function discountCodeColumns(
	actions: Actions
): Column< DiscountCode >[] {
	return [
		{
			id: 'code',
			label: __( 'Code', 'eventsmith' ),
			render: ( code ) => <strong>{ code.code }</strong>,
		},
		{
			id: 'discount',
			label: __( 'Discount', 'eventsmith' ),
			render: ( code ) => discountLabel( code, '' ),
		},
		{
			id: 'scope',
			label: __( 'Applies to', 'eventsmith' ),
			render: ( code ) =>
				code.scope === 'site'
					? __( 'Whole site', 'eventsmith' )
					: code.event_name || `#${ code.event_id }`,
		},
		{
			id: 'window',
			label: __( 'Valid (UTC)', 'eventsmith' ),
			render: ( code ) =>
				code.starts_at || code.ends_at
					? `${ code.starts_at ?? '…' } – ${ code.ends_at ?? '…' }`
					: __( 'Always', 'eventsmith' ),
		},
		{
			id: 'uses',
			label: __( 'Uses', 'eventsmith' ),
			render: ( code ) => usesLabel( code ),
		},
		{
			id: 'actions',
			label: __( 'Action', 'eventsmith' ),
			render: ( code ) => (
				<div className="eventsmith-report-actions">
					<Button
						variant="secondary"
						size="small"
						href={ actions.editHref( code.id ) }
						label={ __( 'Edit discount code', 'eventsmith' ) }
					>
						{ __( 'Edit', 'eventsmith' ) }
					</Button>
					<Button
						variant="secondary"
						size="small"
						isDestructive
						onClick={ () => actions.onDelete( code ) }
						label={ __( 'Delete discount code', 'eventsmith' ) }
					>
						{ __( 'Delete', 'eventsmith' ) }
					</Button>
				</div>
			),
		},
	];
}
