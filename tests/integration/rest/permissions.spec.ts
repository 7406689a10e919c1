/**
 * REST /permissions…: role permissions are real WordPress capabilities.
 *
 * Every test that changes a role puts the role's permissions back in a
 * `finally`, so other test files see the site's defaults.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	type Session,
} from '../../support/wordpress';
import { PERMISSIONS } from '../support/permissions';

const API = '/eventsmith/v2/permissions';

async function roleList( admin: Session ): Promise< Json[] > {
	return json< Json[] >( await admin.rest( 'GET', `${ API }/roles` ) );
}

async function heldBy( admin: Session, role: string ): Promise< string[] > {
	const entry = ( await roleList( admin ) ).find(
		( item ) => item.name === role
	);
	return entry?.permissions ?? [];
}

async function currentUserPermissions( user: Session ): Promise< string[] > {
	return ( await json( await user.rest( 'GET', `${ API }/current-user` ) ) )
		.permissions;
}

/**
 * Runs `body`, then gives each role back the permissions it held before.
 *
 * @param roles Role keys `body` may change.
 * @param body  The test's steps.
 */
async function restoringRoles(
	roles: string[],
	body: ( admin: Session ) => Promise< void >
): Promise< void > {
	const admin = await session( ADMIN );
	const all = await roleList( admin );
	const before = roles.map( ( role ) => ( {
		role,
		permissions:
			all.find( ( item ) => item.name === role )?.permissions ?? [],
	} ) );
	try {
		await body( admin );
	} finally {
		for ( const { role, permissions } of before ) {
			// An empty list is refused (ACL-07): clearing a role is the DELETE route.
			await ( permissions.length > 0
				? admin.rest( 'PUT', `${ API }/${ role }`, { permissions } )
				: admin.rest( 'DELETE', `${ API }/roles/${ role }` ) );
		}
	}
}

test( 'ACL-14 permissions routes answer 401 logged out and 403 to a subscriber; current-user needs only a login', async () => {
	const visitor = await session( null );
	for ( const route of [ API, `${ API }/current-user` ] ) {
		const response = await visitor.rest( 'GET', route );
		expect( response.status(), route ).toBe( 401 );
		expect( ( await json( response ) ).code ).toBe( 'rest_not_logged_in' );
	}

	const subscriber = await session( await ensureUser( 'subscriber' ) );
	const refused: Array< [ string, string ] > = [
		[ 'GET', `${ API }/roles` ],
		[ 'GET', `${ API }/settings` ],
		[ 'PUT', `${ API }/subscriber` ],
		[ 'DELETE', `${ API }/roles/editor` ],
	];
	for ( const [ method, route ] of refused ) {
		const response = await subscriber.rest( method, route, {
			permissions: [ 'eventsmith_manage_settings' ],
		} );
		expect( response.status(), `${ method } ${ route }` ).toBe( 403 );
	}
	expect(
		await json( await subscriber.rest( 'GET', `${ API }/current-user` ) )
	).toEqual( { is_super_admin: false, permissions: [] } );
} );

test( 'ACL-04 ACL-14 ACL-15 the permission list maps keys to labels; roles list what they hold', async () => {
	const admin = await session( ADMIN );
	const labels = await json( await admin.rest( 'GET', API ) );
	expect( labels ).toMatchObject( {
		eventsmith_manage_event: 'Events',
		eventsmith_manage_qr_scan: 'Ticket Scanner',
		eventsmith_manage_settings: 'Settings',
	} );
	for ( const permission of PERMISSIONS ) {
		expect( Object.keys( labels ) ).toContain( permission );
	}

	const roles = await roleList( admin );
	expect( roles.map( ( role ) => role.name ) ).toEqual(
		expect.arrayContaining( [
			'administrator',
			'editor',
			'author',
			'contributor',
			'subscriber',
		] )
	);
	expect(
		roles.find( ( role ) => role.name === 'administrator' )?.permissions
	).toEqual( Object.keys( labels ) );
	expect( roles.find( ( role ) => role.name === 'editor' ) ).toEqual( {
		name: 'editor',
		label: 'Editor',
		permissions: expect.any( Array ),
	} );

	const entries = await json< Json[] >(
		await admin.rest( 'GET', `${ API }/settings` )
	);
	expect( entries.map( ( entry ) => entry.name ) ).toContain(
		'administrator'
	);
	for ( const entry of entries ) {
		expect( entry.permissions.length, entry.name ).toBeGreaterThan( 0 );
	}
} );

test( 'ACL-08 ACL-09 ACL-10 ACL-16 a permission given to editors with POST reaches an editor; PUT replaces it; DELETE revokes it', async () => {
	const editor = await session( await ensureUser( 'editor' ) );
	await restoringRoles( [ 'editor' ], async ( admin ) => {
		await admin.rest( 'DELETE', `${ API }/roles/editor` );
		expect( await currentUserPermissions( editor ) ).toEqual( [] );
		expect(
			( await editor.rest( 'GET', '/eventsmith/v2/events' ) ).status()
		).toBe( 403 );

		const granted = await admin.rest( 'POST', `${ API }/editor`, {
			permissions: [ 'eventsmith_manage_event' ],
		} );
		expect( granted.status() ).toBe( 200 );
		expect( await json( granted ) ).toEqual( {
			name: 'editor',
			label: 'Editor',
			permissions: [ 'eventsmith_manage_event' ],
		} );
		const entries = await json< Json[] >(
			await admin.rest( 'GET', `${ API }/settings` )
		);
		expect( entries.map( ( entry ) => entry.name ) ).toContain( 'editor' );
		expect( await currentUserPermissions( editor ) ).toEqual( [
			'eventsmith_manage_event',
		] );
		expect(
			( await editor.rest( 'GET', '/eventsmith/v2/events' ) ).status()
		).toBe( 200 );

		const replaced = await admin.rest( 'PUT', `${ API }/editor`, {
			permissions: [
				'eventsmith_manage_qr_scan',
				'eventsmith_manage_schedule',
			],
		} );
		expect( ( await json( replaced ) ).permissions ).toEqual( [
			'eventsmith_manage_schedule',
			'eventsmith_manage_qr_scan',
		] );
		expect( await currentUserPermissions( editor ) ).toEqual( [
			'eventsmith_manage_schedule',
			'eventsmith_manage_qr_scan',
		] );

		const cleared = await admin.rest( 'DELETE', `${ API }/roles/editor` );
		expect( cleared.status() ).toBe( 200 );
		expect( ( await json( cleared ) ).permissions ).toEqual( [] );
		expect( await currentUserPermissions( editor ) ).toEqual( [] );
		expect(
			( await editor.rest( 'GET', '/eventsmith/v2/schedules' ) ).status()
		).toBe( 403 );
		expect( await heldBy( admin, 'editor' ) ).toEqual( [] );
	} );
} );

test( 'ACL-16 a role given eventsmith_manage_settings through the API manages access and the license', async () => {
	const author = await session( await ensureUser( 'author' ) );
	await restoringRoles( [ 'author', 'contributor' ], async ( admin ) => {
		expect( ( await author.rest( 'GET', API ) ).status() ).toBe( 403 );

		const granted = await admin.rest( 'POST', `${ API }/author`, {
			permissions: [ 'eventsmith_manage_settings' ],
		} );
		expect( granted.status() ).toBe( 200 );

		for ( const route of [
			API,
			`${ API }/roles`,
			`${ API }/settings`,
			'/eventsmith/v2/license',
		] ) {
			expect(
				( await author.rest( 'GET', route ) ).status(),
				route
			).toBe( 200 );
		}
		const set = await author.rest( 'PUT', `${ API }/contributor`, {
			permissions: [ 'eventsmith_manage_schedule' ],
		} );
		expect( set.status() ).toBe( 200 );
		expect(
			(
				await author.rest( 'DELETE', `${ API }/roles/contributor` )
			).status()
		).toBe( 200 );
		expect(
			( await author.rest( 'GET', '/eventsmith/v2/events' ) ).status()
		).toBe( 403 );
	} );
} );

test( 'ACL-12 ADM-PERM-02 administrators keep every permission; unknown roles answer 404 and unknown keys 400', async () => {
	const admin = await session( ADMIN );
	const everything = Object.keys(
		await json( await admin.rest( 'GET', API ) )
	);

	const strip = await admin.rest( 'DELETE', `${ API }/roles/administrator` );
	expect( strip.status() ).toBe( 400 );
	const stripBody = await json( strip );
	expect( stripBody.code ).toBe( 'eventsmith_administrator_locked' );
	expect( stripBody.message ).toBe(
		'Administrators always keep every permission.'
	);
	const shrink = await admin.rest( 'PUT', `${ API }/administrator`, {
		permissions: [ 'eventsmith_manage_event' ],
	} );
	expect( shrink.status() ).toBe( 400 );
	expect( await heldBy( admin, 'administrator' ) ).toEqual( everything );

	expect(
		(
			await admin.rest( 'POST', `${ API }/astronaut`, {
				permissions: [],
			} )
		).status()
	).toBe( 404 );
	expect(
		( await admin.rest( 'DELETE', `${ API }/roles/astronaut` ) ).status()
	).toBe( 404 );

	const authorBefore = await heldBy( admin, 'author' );
	const bad = await admin.rest( 'PUT', `${ API }/author`, {
		permissions: [ 'eventsmith_manage_event', 'etn_manage_event' ],
	} );
	expect( bad.status() ).toBe( 400 );
	const badBody = await json( bad );
	expect( badBody.code ).toBe( 'eventsmith_unknown_permission' );
	expect( Object.keys( badBody.data.params ) ).toEqual( [ 'permissions' ] );
	expect( await heldBy( admin, 'author' ) ).toEqual( authorBefore );

	expect(
		await json( await admin.rest( 'GET', `${ API }/current-user` ) )
	).toEqual( { is_super_admin: true, permissions: everything } );
} );

test( 'ACL-07 an empty permission list is refused with 400 like the form, and the role keeps what it held', async () => {
	await restoringRoles( [ 'author' ], async ( admin ) => {
		await admin.rest( 'PUT', `${ API }/author`, {
			permissions: [ 'eventsmith_manage_schedule' ],
		} );
		for ( const method of [ 'POST', 'PUT' ] ) {
			const refused = await admin.rest( method, `${ API }/author`, {
				permissions: [],
			} );
			expect( refused.status(), method ).toBe( 400 );
			const body = await json( refused );
			expect( body.code ).toBe( 'eventsmith_permissions_required' );
			expect( body.message ).toBe(
				'Please select at least one permission!'
			);
			expect( Object.keys( body.data.params ) ).toEqual( [
				'permissions',
			] );
		}
		expect( await heldBy( admin, 'author' ) ).toEqual( [
			'eventsmith_manage_schedule',
		] );
	} );
} );
