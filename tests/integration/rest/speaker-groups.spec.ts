/**
 * REST /speaker-groups beyond the matrix all three term routes share (that
 * one is in terms.spec.ts): create with a name only, the duplicate message the
 * dashboard shows after 'Reason: ', and the organizer permission.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { termOpensOnlyTo } from '../support/terms';

const ROUTE = '/eventsmith/v2/speaker-groups';

test( 'ADM-API-16 ADM-FORM-10 create with a name only answers 201; a duplicate answers 409 JSON with a message', async () => {
	const admin = await session( ADMIN );
	const name = `Keynote ${ Date.now() }`;
	const response = await admin.rest( 'POST', ROUTE, { name } );
	expect( response.status() ).toBe( 201 );
	const group = await json( response );
	expect( group ).toMatchObject( { name, description: '', parent: 0 } );

	const duplicate = await admin.rest( 'POST', ROUTE, { name } );
	expect( duplicate.status() ).toBe( 409 );
	expect( duplicate.headers()[ 'content-type' ] ).toContain(
		'application/json'
	);
	expect( await json( duplicate ) ).toMatchObject( {
		code: 'eventsmith_term_exists',
		message: `A speaker group named “${ name }” already exists.`,
		data: { status: 409 },
	} );

	const listed = await json< Json[] >(
		await admin.rest(
			'GET',
			`${ ROUTE }?search=${ encodeURIComponent( name ) }`
		)
	);
	expect( listed.map( ( item ) => item.id ) ).toEqual( [ group.id ] );
} );

test( 'ADM-FORM-09 a name that is only markup is blank: 400 "Group Name is Required!"', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', ROUTE, {
		name: '<span></span>',
	} );
	expect( response.status() ).toBe( 400 );
	expect( ( await json( response ) ).message ).toBe(
		'Group Name is Required!'
	);
} );

test( 'ADM-PERM-04 only eventsmith_manage_organizer opens speaker groups; the event permission and a plain editor get 403', async () => {
	const eventStaff = await sessionWithOnly( 'eventsmith_manage_event' );
	const editor = await session( await ensureUser( 'editor' ) );
	const { staff: organizerStaff, id } = await termOpensOnlyTo(
		ROUTE,
		'eventsmith_manage_organizer',
		`Panel ${ Date.now() }`,
		[ eventStaff, editor ],
		( group ) => [ [ 'DELETE', `${ ROUTE }?ids=${ group }` ] ]
	);

	expect(
		( await organizerStaff.rest( 'GET', `${ ROUTE }/${ id }` ) ).status()
	).toBe( 200 );
	const deleted = await organizerStaff.rest(
		'DELETE',
		`${ ROUTE }?ids=${ id }`
	);
	expect( ( await json( deleted ) ).deleted ).toEqual( [ id ] );
} );
