/**
 * The Add/Edit modal of the access control page: the role (from
 * `/permissions/roles`, fixed when editing), 'All Permissions' and one
 * checkbox per permission (ACL-03..09).
 */
import {
	Button,
	CheckboxControl,
	Modal,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { api } from '../../../front/rest/client';
import { SubmitButton } from '../../components/form/submit-button';
import { useSingleSubmit } from '../../hooks/use-single-submit';
import {
	allSelected,
	roleChoices,
	saveRequest,
	toggleAll,
	togglePermission,
	validateAccess,
	type AccessErrors,
	type AccessValues,
	type PermissionLabels,
	type RoleEntry,
} from './access-rules';

type Props = {
	labels: PermissionLabels;
	roles: RoleEntry[];
	entries: RoleEntry[];
	/** The role being edited, or '' to add one. */
	editing: string;
	onClose: () => void;
	onSaved: () => Promise< void >;
	onError: ( error: unknown ) => void;
};

export function AccessModal( {
	labels,
	roles,
	entries,
	editing,
	onClose,
	onSaved,
	onError,
}: Props ) {
	const [ values, setValues ] = useState< AccessValues >( () => ( {
		role: editing,
		permissions:
			entries.find( ( entry ) => entry.name === editing )?.permissions ??
			[],
	} ) );
	const [ errors, setErrors ] = useState< AccessErrors >( {} );
	const { isSaving, run } = useSingleSubmit();
	const isEditing = editing !== '';

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		void run( async () => {
			const found = validateAccess( values );
			setErrors( found );
			if ( Object.keys( found ).length > 0 ) {
				return;
			}
			const request = saveRequest( values, isEditing );
			try {
				await ( request.method === 'PUT'
					? api.put( request.path, request.data )
					: api.post( request.path, request.data ) );
			} catch ( error ) {
				onError( error );
				return;
			}
			await onSaved();
		} );
	};

	return (
		<Modal
			title={
				isEditing
					? __( 'Edit Role Access', 'eventsmith' )
					: __( 'Add Role Access', 'eventsmith' )
			}
			className="eventsmith-access-modal"
			onRequestClose={ onClose }
		>
			<form className="eventsmith-form" onSubmit={ submit } noValidate>
				<div className={ errors.role ? 'has-error' : undefined }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'User Role', 'eventsmith' ) }
						value={ values.role }
						disabled={ isEditing }
						options={ [
							{
								value: '',
								label: __( 'Select a role', 'eventsmith' ),
								disabled: true,
							},
							...roleChoices( roles, entries, editing ),
						] }
						onChange={ ( role ) =>
							setValues( { ...values, role } )
						}
						help={ errors.role }
					/>
				</div>
				<fieldset className="eventsmith-access-modal__permissions">
					<legend className="eventsmith-access-modal__legend">
						{ __( 'Permissions', 'eventsmith' ) }
					</legend>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'All Permissions', 'eventsmith' ) }
						checked={ allSelected( values.permissions, labels ) }
						onChange={ ( on ) =>
							setValues( {
								...values,
								permissions: toggleAll( on, labels ),
							} )
						}
					/>
					<div className="eventsmith-access-modal__grid">
						{ Object.entries( labels ).map( ( [ key, label ] ) => (
							<CheckboxControl
								key={ key }
								__nextHasNoMarginBottom
								label={ label }
								checked={ values.permissions.includes( key ) }
								onChange={ ( on ) =>
									setValues( {
										...values,
										permissions: togglePermission(
											values.permissions,
											key,
											on,
											labels
										),
									} )
								}
							/>
						) ) }
					</div>
					{ errors.permissions && (
						<p className="eventsmith-form__error" role="alert">
							{ errors.permissions }
						</p>
					) }
				</fieldset>
				<div className="eventsmith-form__actions eventsmith-access-modal__actions">
					<Button variant="tertiary" onClick={ onClose }>
						{ __( 'Cancel', 'eventsmith' ) }
					</Button>
					<SubmitButton isBusy={ isSaving }>
						{ __( 'Save', 'eventsmith' ) }
					</SubmitButton>
				</div>
			</form>
		</Modal>
	);
}
