/**
 * REST /permissions…: role permissions are real WordPress capabilities.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, ensureUser, session } from '../../support/wordpress';

test( 'ADM-PERM permissions routes need the settings permission; current-user needs a login', async () => {
	const visitor = await session( null );
	expect(
		( await visitor.rest( 'GET', '/eventsmith/v2/permissions' ) ).status()
	).toBe( 401 );
	expect(
		(
			await visitor.rest(
				'GET',
				'/eventsmith/v2/permissions/current-user'
			)
		).status()
	).toBe( 401 );

	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect(
		(
			await subscriber.rest( 'GET', '/eventsmith/v2/permissions/roles' )
		).status()
	).toBe( 403 );
	expect(
		(
			await subscriber.rest(
				'PUT',
				'/eventsmith/v2/permissions/subscriber',
				{ permissions: [] }
			)
		).status()
	).toBe( 403 );
	const mine = await json(
		await subscriber.rest(
			'GET',
			'/eventsmith/v2/permissions/current-user'
		)
	);
	expect( mine ).toEqual( { is_super_admin: false, permissions: [] } );
} );

test( 'ACL the permission list maps keys to labels; roles list what they hold', async () => {
	const admin = await session( ADMIN );
	const labels = await json(
		await admin.rest( 'GET', '/eventsmith/v2/permissions' )
	);
	expect( labels ).toMatchObject( {
		eventsmith_manage_event: 'Events',
		eventsmith_manage_qr_scan: 'Ticket Scanner',
	} );

	const roles = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith/v2/permissions/roles' )
	);
	const administrator = roles.find(
		( role ) => role.name === 'administrator'
	);
	expect( administrator?.permissions ).toEqual( Object.keys( labels ) );
	expect( roles.find( ( role ) => role.name === 'editor' )?.label ).toBe(
		'Editor'
	);
} );

test( 'ACL granting a role a permission lets its users in; removing it locks them out again', async () => {
	const admin = await session( ADMIN );
	const editor = await session( await ensureUser( 'editor' ) );
	expect(
		( await editor.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 403 );

	const granted = await admin.rest(
		'PUT',
		'/eventsmith/v2/permissions/editor',
		{
			permissions: [
				'eventsmith_manage_event',
				'eventsmith_manage_qr_scan',
			],
		}
	);
	expect( granted.status() ).toBe( 200 );
	expect( ( await json( granted ) ).permissions ).toEqual( [
		'eventsmith_manage_event',
		'eventsmith_manage_qr_scan',
	] );
	const entries = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith/v2/permissions/settings' )
	);
	expect( entries.map( ( entry ) => entry.name ) ).toContain( 'editor' );

	expect(
		( await editor.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 200 );
	expect(
		(
			await json(
				await editor.rest(
					'GET',
					'/eventsmith/v2/permissions/current-user'
				)
			)
		).permissions
	).toEqual( [ 'eventsmith_manage_event', 'eventsmith_manage_qr_scan' ] );

	const cleared = await admin.rest(
		'DELETE',
		'/eventsmith/v2/permissions/roles/editor'
	);
	expect( ( await json( cleared ) ).permissions ).toEqual( [] );
	expect(
		( await editor.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 403 );
} );

test( 'ACL administrators keep every permission; unknown roles and keys are refused', async () => {
	const admin = await session( ADMIN );

	const strip = await admin.rest(
		'DELETE',
		'/eventsmith/v2/permissions/roles/administrator'
	);
	expect( strip.status() ).toBe( 400 );
	expect( ( await json( strip ) ).message ).toBe(
		'Administrators always keep every permission.'
	);
	const shrink = await admin.rest(
		'PUT',
		'/eventsmith/v2/permissions/administrator',
		{ permissions: [] }
	);
	expect( shrink.status() ).toBe( 400 );

	expect(
		(
			await admin.rest( 'PUT', '/eventsmith/v2/permissions/astronaut', {
				permissions: [],
			} )
		).status()
	).toBe( 404 );
	const bad = await admin.rest( 'PUT', '/eventsmith/v2/permissions/author', {
		permissions: [ 'etn_manage_event' ],
	} );
	expect( bad.status() ).toBe( 400 );
	expect( Object.keys( ( await json( bad ) ).data.params ) ).toContain(
		'permissions'
	);

	const current = await json(
		await admin.rest( 'GET', '/eventsmith/v2/permissions/current-user' )
	);
	expect( current.is_super_admin ).toBe( true );
} );
