/**
 * `#/access-control`: the 'Manage Access' table of the roles holding
 * Eventsmith permissions, with an Add/Edit modal and delete (spec §2, §6,
 * ACL-01..13). The permissions are WordPress capabilities, so a change
 * applies to the role's users on their next page load. Fetch, save and
 * delete errors are only logged (ACL-13).
 */
import { Button } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';
import { api } from '../../../front/rest/client';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { ListTable } from '../../components/list-table/list-table';
import { Screen } from '../../components/screen/screen';
import { useNotify } from '../../hooks/use-notify';
import { AccessModal } from './access-modal';
import { accessColumns } from './access-columns';
import {
	configuredRoles,
	type PermissionLabels,
	type RoleEntry,
} from './access-rules';

type Data = {
	labels: PermissionLabels;
	roles: RoleEntry[];
	entries: RoleEntry[];
};

/** What the modal is open for: a new row, a row's role, or closed. */
type Editing = { role: string } | null;

function logError( error: unknown ) {
	// Spec §8: role fetch, save and delete errors are logged, not shown.
	// eslint-disable-next-line no-console
	console.error( error );
}

export default function AccessControlScreen() {
	const confirm = useConfirm();
	const notify = useNotify();
	const [ data, setData ] = useState< Data | null >( null );
	const [ editing, setEditing ] = useState< Editing >( null );

	const load = useCallback(
		() =>
			Promise.all( [
				api.get< PermissionLabels >( '/permissions' ),
				api.get< RoleEntry[] >( '/permissions/roles' ),
			] )
				// The rows are the roles holding a permission: what
				// `/permissions/settings` answers, without a third request.
				.then( ( [ labels, roles ] ) =>
					setData( {
						labels,
						roles,
						entries: configuredRoles( roles ),
					} )
				)
				.catch( logError ),
		[]
	);
	useEffect( () => void load(), [ load ] );

	const remove = useCallback(
		async ( entry: RoleEntry ) => {
			if (
				! ( await confirm(
					__(
						'Are you sure you want to delete this role?',
						'eventsmith'
					)
				) )
			) {
				return;
			}
			try {
				await api.delete(
					`/permissions/roles/${ encodeURIComponent( entry.name ) }`
				);
				notify.success( __( 'Role access removed.', 'eventsmith' ) );
				await load();
			} catch ( error ) {
				logError( error );
			}
		},
		[ confirm, notify, load ]
	);

	const entries = data?.entries ?? [];
	return (
		<Screen
			title={ __( 'Manage Access', 'eventsmith' ) }
			toolbar={
				<Button
					variant="primary"
					icon={ plus }
					disabled={ data === null }
					onClick={ () => setEditing( { role: '' } ) }
				>
					{ __( 'Add New', 'eventsmith' ) }
				</Button>
			}
		>
			<p className="eventsmith-access__intro">
				{ __(
					'Choose which parts of Eventsmith each user role may manage. Changes apply to that role’s users the next time they load a page. Administrators always keep every permission.',
					'eventsmith'
				) }
			</p>
			<ListTable
				label={ __( 'Manage Access', 'eventsmith' ) }
				columns={ accessColumns( data?.labels ?? {}, {
					onEdit: ( entry ) => setEditing( { role: entry.name } ),
					onDelete: ( entry ) => void remove( entry ),
				} ) }
				items={ entries }
				getId={ ( entry ) => entries.indexOf( entry ) }
				isLoading={ data === null }
				emptyMessage={ __(
					'No role has Eventsmith permissions yet.',
					'eventsmith'
				) }
			/>
			{ data && editing && (
				<AccessModal
					labels={ data.labels }
					roles={ data.roles }
					entries={ data.entries }
					editing={ editing.role }
					onClose={ () => setEditing( null ) }
					onSaved={ async () => {
						setEditing( null );
						notify.success(
							__( 'Role access saved.', 'eventsmith' )
						);
						await load();
					} }
					onError={ logError }
				/>
			) }
		</Screen>
	);
}
