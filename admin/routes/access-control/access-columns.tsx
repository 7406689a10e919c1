/**
 * Columns of the 'Manage Access' table: User Role, Permissions (as
 * labels) and Action (ACL-01, ACL-02, ACL-11).
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { Column } from '../../components/list-table/list-table';
import {
	isLocked,
	permissionLabels,
	type PermissionLabels,
	type RoleEntry,
} from './access-rules';

type Actions = {
	onEdit: ( entry: RoleEntry ) => void;
	onDelete: ( entry: RoleEntry ) => void;
};

export function accessColumns(
	labels: PermissionLabels,
	{ onEdit, onDelete }: Actions
): Column< RoleEntry >[] {
	return [
		{
			id: 'role',
			label: __( 'User Role', 'eventsmith' ),
			width: '20%',
			render: ( entry ) => (
				<strong className="eventsmith-access__role">
					{ entry.label }
				</strong>
			),
		},
		{
			id: 'permissions',
			label: __( 'Permissions', 'eventsmith' ),
			render: ( entry ) => (
				<ul className="eventsmith-access__labels">
					{ permissionLabels( entry.permissions, labels ).map(
						( label ) => (
							<li
								key={ label }
								className="eventsmith-access__label"
							>
								{ label }
							</li>
						)
					) }
				</ul>
			),
		},
		{
			id: 'action',
			label: __( 'Action', 'eventsmith' ),
			width: '180px',
			render: ( entry ) => {
				const locked = isLocked( entry.name );
				const why = locked
					? __(
							'Administrators always keep every permission.',
							'eventsmith'
						)
					: undefined;
				return (
					<div className="eventsmith-row-actions">
						<Button
							variant="secondary"
							size="compact"
							disabled={ locked }
							label={ sprintf(
								/* translators: %s: role name. */
								__( 'Edit %s', 'eventsmith' ),
								entry.label
							) }
							showTooltip={ false }
							describedBy={ why }
							onClick={ () => onEdit( entry ) }
						>
							{ __( 'Edit', 'eventsmith' ) }
						</Button>
						<Button
							variant="secondary"
							size="compact"
							isDestructive
							disabled={ locked }
							label={ sprintf(
								/* translators: %s: role name. */
								__( 'Delete %s', 'eventsmith' ),
								entry.label
							) }
							showTooltip={ false }
							describedBy={ why }
							onClick={ () => onDelete( entry ) }
						>
							{ __( 'Delete', 'eventsmith' ) }
						</Button>
					</div>
				);
			},
		},
	];
}
