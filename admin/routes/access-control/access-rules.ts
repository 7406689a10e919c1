/**
 * Rules of the access control page: permission labels of a row (ACL-02),
 * the modal's role choices and 'All Permissions' toggle (ACL-04, ACL-05),
 * its messages (spec §5) and the request that saves it (ACL-08, ACL-09).
 */
import { __ } from '@wordpress/i18n';

/** A WordPress role and the Eventsmith permissions it holds. */
export type RoleEntry = { name: string; label: string; permissions: string[] };

/** GET /permissions: permission key => label. */
export type PermissionLabels = Record< string, string >;

export type AccessValues = { role: string; permissions: string[] };

export type AccessErrors = Partial< Record< keyof AccessValues, string > >;

/** Administrators always keep every permission (ACL-11, ACL-12). */
export const ADMINISTRATOR = 'administrator';

/**
 * Whether a role's row is locked (no delete, no edit).
 *
 * @param role Role key.
 */
export function isLocked( role: string ): boolean {
	return role === ADMINISTRATOR;
}

/**
 * The table's rows: the roles holding at least one permission, as
 * `GET /permissions/settings` lists them.
 *
 * @param roles GET /permissions/roles.
 */
export function configuredRoles( roles: RoleEntry[] ): RoleEntry[] {
	return roles.filter( ( role ) => role.permissions.length > 0 );
}

/**
 * The labels of a role's permissions, in the permission list's order; a
 * key the list does not know shows as itself.
 *
 * @param permissions Keys the role holds.
 * @param labels      Key => label.
 */
export function permissionLabels(
	permissions: string[],
	labels: PermissionLabels
): string[] {
	const known = Object.keys( labels ).filter( ( key ) =>
		permissions.includes( key )
	);
	const unknown = permissions.filter( ( key ) => ! ( key in labels ) );
	return [ ...known.map( ( key ) => labels[ key ]! ), ...unknown ];
}

/**
 * The roles the modal offers: on Add, the site's roles without a row yet
 * (never the administrator, who holds everything); on Edit, only the
 * role being edited.
 *
 * @param roles   GET /permissions/roles.
 * @param entries The table's rows.
 * @param editing The role being edited, or '' on Add.
 */
export function roleChoices(
	roles: RoleEntry[],
	entries: RoleEntry[],
	editing: string
): Array< { value: string; label: string } > {
	const listed = new Set( entries.map( ( entry ) => entry.name ) );
	return roles
		.filter( ( role ) =>
			editing
				? role.name === editing
				: ! listed.has( role.name ) && ! isLocked( role.name )
		)
		.map( ( role ) => ( { value: role.name, label: role.label } ) );
}

/**
 * Whether every permission is checked.
 *
 * @param selected Checked keys.
 * @param labels   Key => label.
 */
export function allSelected(
	selected: string[],
	labels: PermissionLabels
): boolean {
	const keys = Object.keys( labels );
	return keys.length > 0 && keys.every( ( key ) => selected.includes( key ) );
}

/**
 * The 'All Permissions' toggle: on checks every permission, off none.
 *
 * @param on     The toggle's new state.
 * @param labels Key => label.
 */
export function toggleAll( on: boolean, labels: PermissionLabels ): string[] {
	return on ? Object.keys( labels ) : [];
}

/**
 * One permission checked or unchecked, keeping the permission list's order.
 *
 * @param selected Checked keys.
 * @param key      The permission.
 * @param on       Checked or not.
 * @param labels   Key => label.
 */
export function togglePermission(
	selected: string[],
	key: string,
	on: boolean,
	labels: PermissionLabels
): string[] {
	const next = new Set( selected );
	if ( on ) {
		next.add( key );
	} else {
		next.delete( key );
	}
	return Object.keys( labels ).filter( ( known ) => next.has( known ) );
}

/**
 * Messages for what is missing; empty when the modal may save.
 *
 * @param values The modal's values.
 */
export function validateAccess( values: AccessValues ): AccessErrors {
	const errors: AccessErrors = {};
	if ( values.role === '' ) {
		errors.role = __( 'Please select a role type!', 'eventsmith' );
	}
	if ( values.permissions.length === 0 ) {
		errors.permissions = __(
			'Please select at least one permission!',
			'eventsmith'
		);
	}
	return errors;
}

/**
 * The request that saves the modal: POST for a new row, PUT for an edit,
 * both to `/permissions/{role}` with the permissions.
 *
 * @param values    The modal's values.
 * @param isEditing Whether a row is being edited.
 */
export function saveRequest(
	values: AccessValues,
	isEditing: boolean
): {
	method: 'POST' | 'PUT';
	path: string;
	data: { permissions: string[] };
} {
	return {
		method: isEditing ? 'PUT' : 'POST',
		path: `/permissions/${ encodeURIComponent( values.role ) }`,
		data: { permissions: values.permissions },
	};
}
