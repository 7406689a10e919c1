/**
 * REST /tags beyond the matrix all three term routes share (that one is in
 * terms.spec.ts): the create payload, duplicates, flat tags, taxonomy
 * isolation, and which permission opens the route.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';
import { termOpensOnlyTo } from '../support/terms';

const ROUTE = '/eventsmith/v2/tags';

test( 'ADM-API-15 ADM-FORM-07 create takes name and description; the same name in any case answers 409 with a message', async () => {
	const admin = await session( ADMIN );
	const name = `Music ${ Date.now() }`;
	const response = await admin.rest( 'POST', ROUTE, {
		name,
		description: 'Live & loud',
	} );
	expect( response.status() ).toBe( 201 );
	expect( await json( response ) ).toMatchObject( {
		name,
		description: 'Live & loud',
		parent: 0,
		meta: {},
	} );

	const duplicate = await admin.rest( 'POST', ROUTE, {
		name: name.toLowerCase(),
	} );
	expect( duplicate.status() ).toBe( 409 );
	const error = await json( duplicate );
	expect( error.code ).toBe( 'eventsmith_term_exists' );
	expect( error.message ).toBe(
		`A tag named “${ name.toLowerCase() }” already exists.`
	);
} );

test( 'ADM-FORM-06 a name that is only markup is blank: 400 "Tag Name is Required!"', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', ROUTE, { name: '<i></i>' } );
	expect( response.status() ).toBe( 400 );
	expect( ( await json( response ) ).message ).toBe(
		'Tag Name is Required!'
	);
} );

test( 'tags are flat: a parent sent along is ignored', async () => {
	const admin = await session( ADMIN );
	const other = await json(
		await admin.rest( 'POST', ROUTE, { name: `Flat A ${ Date.now() }` } )
	);
	const response = await admin.rest( 'POST', ROUTE, {
		name: `Flat B ${ Date.now() }`,
		parent: other.id,
	} );
	expect( response.status() ).toBe( 201 );
	expect( ( await json( response ) ).parent ).toBe( 0 );
} );

test( 'a tag route never reaches another taxonomy: a category id is 404 and survives a delete', async () => {
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Not a tag ${ Date.now() }`,
		} )
	);
	expect(
		( await admin.rest( 'GET', `${ ROUTE }/${ category.id }` ) ).status()
	).toBe( 404 );
	expect(
		( await admin.rest( 'DELETE', `${ ROUTE }/${ category.id }` ) ).status()
	).toBe( 404 );
	const bulk = await admin.rest(
		'DELETE',
		`${ ROUTE }?ids=${ category.id }`
	);
	expect( bulk.status() ).toBe( 404 );
	expect( Object.keys( ( await json( bulk ) ).data.params ) ).toEqual( [
		'ids',
	] );
	expect(
		(
			await admin.rest(
				'GET',
				`/eventsmith/v2/categories/${ category.id }`
			)
		).status()
	).toBe( 200 );
} );

test( 'ADM-PERM-03 only eventsmith_manage_event opens tags: it may list, get and delete; the organizer permission gets 403', async () => {
	const organizerStaff = await sessionWithOnly(
		'eventsmith_manage_organizer'
	);
	const { staff: eventStaff, id } = await termOpensOnlyTo(
		ROUTE,
		'eventsmith_manage_event',
		`Staff tag ${ Date.now() }`,
		[ organizerStaff ],
		( term ) => [ [ 'DELETE', `${ ROUTE }/${ term }` ] ]
	);
	expect(
		( await eventStaff.rest( 'GET', `${ ROUTE }/${ id }` ) ).status()
	).toBe( 200 );
	expect(
		( await eventStaff.rest( 'DELETE', `${ ROUTE }/${ id }` ) ).status()
	).toBe( 200 );
} );
