import {
	allSelected,
	configuredRoles,
	isLocked,
	permissionLabels,
	roleChoices,
	saveRequest,
	toggleAll,
	togglePermission,
	validateAccess,
} from '../../../../../admin/routes/access-control/access-rules';

const labels = {
	eventsmith_manage_event: 'Events',
	eventsmith_manage_organizer: 'Speakers & Organizers',
	eventsmith_manage_schedule: 'Schedules',
};
const role = ( name: string, label: string, permissions: string[] = [] ) => ( {
	name,
	label,
	permissions,
} );
const roles = [
	role( 'administrator', 'Administrator', Object.keys( labels ) ),
	role( 'editor', 'Editor', [ 'eventsmith_manage_event' ] ),
	role( 'author', 'Author' ),
	role( 'subscriber', 'Subscriber' ),
];
const entries = configuredRoles( roles );

test( 'ACL-01: the rows are the roles holding a permission', () => {
	expect( entries.map( ( entry ) => entry.name ) ).toEqual( [
		'administrator',
		'editor',
	] );
} );

test( 'ACL-02: a row shows labels, not keys, in the permission list order', () => {
	expect(
		permissionLabels(
			[ 'eventsmith_manage_schedule', 'eventsmith_manage_event' ],
			labels
		)
	).toEqual( [ 'Events', 'Schedules' ] );
	expect( permissionLabels( [ 'eventsmith_manage_later' ], labels ) ).toEqual(
		[ 'eventsmith_manage_later' ]
	);
	expect( permissionLabels( [], labels ) ).toEqual( [] );
} );

test( 'ACL-04: Add offers the roles without a row (never the administrator); Edit only the edited role', () => {
	expect( roleChoices( roles, entries, '' ) ).toEqual( [
		{ value: 'author', label: 'Author' },
		{ value: 'subscriber', label: 'Subscriber' },
	] );
	expect( roleChoices( roles, entries, 'editor' ) ).toEqual( [
		{ value: 'editor', label: 'Editor' },
	] );
} );

test( 'ACL-05: All Permissions checks every permission and clears them when turned off', () => {
	expect( toggleAll( true, labels ) ).toEqual( Object.keys( labels ) );
	expect( toggleAll( false, labels ) ).toEqual( [] );
	expect( allSelected( Object.keys( labels ), labels ) ).toBe( true );
	expect( allSelected( [ 'eventsmith_manage_event' ], labels ) ).toBe(
		false
	);
	expect( allSelected( [], {} ) ).toBe( false );
} );

test( 'a checkbox adds or removes one permission, keeping the list order', () => {
	const some = togglePermission(
		[ 'eventsmith_manage_schedule' ],
		'eventsmith_manage_event',
		true,
		labels
	);
	expect( some ).toEqual( [
		'eventsmith_manage_event',
		'eventsmith_manage_schedule',
	] );
	expect(
		togglePermission( some, 'eventsmith_manage_schedule', false, labels )
	).toEqual( [ 'eventsmith_manage_event' ] );
} );

test( 'ACL-06 ACL-07: a role and at least one permission are required', () => {
	expect( validateAccess( { role: '', permissions: [] } ) ).toEqual( {
		role: 'Please select a role type!',
		permissions: 'Please select at least one permission!',
	} );
	expect(
		validateAccess( { role: 'editor', permissions: [ 'x' ] } )
	).toEqual( {} );
} );

test( 'ACL-08 ACL-09: Add posts, Edit puts, both to /permissions/{role}', () => {
	const values = {
		role: 'editor',
		permissions: [ 'eventsmith_manage_schedule' ],
	};
	expect( saveRequest( values, false ) ).toEqual( {
		method: 'POST',
		path: '/permissions/editor',
		data: { permissions: [ 'eventsmith_manage_schedule' ] },
	} );
	expect( saveRequest( values, true ).method ).toBe( 'PUT' );
} );

test( 'ACL-11: only the administrator row is locked', () => {
	expect( isLocked( 'administrator' ) ).toBe( true );
	expect( isLocked( 'editor' ) ).toBe( false );
} );
