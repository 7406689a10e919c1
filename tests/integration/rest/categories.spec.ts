/**
 * REST /categories beyond the matrix all three term routes share (that one is
 * in terms.spec.ts): the full create payload, duplicates per parent, text
 * round trips, extension fields, and which permission opens the route.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';
import { termOpensOnlyTo } from '../support/terms';

const ROUTE = '/eventsmith/v2/categories';

test( 'ADM-API-14 ADM-FORM-04 create takes name, parent, description and extra meta; get and list give them back', async () => {
	const admin = await session( ADMIN );
	const stamp = Date.now();
	const parent = await json(
		await admin.rest( 'POST', ROUTE, { name: `Festivals ${ stamp }` } )
	);

	const response = await admin.rest( 'POST', ROUTE, {
		name: `Jazz ${ stamp }`,
		parent: parent.id,
		description: 'Evenings with a band',
		meta: { color: '#123456', icon_name: 'sax' },
	} );
	expect( response.status() ).toBe( 201 );
	expect( response.headers().location ).toContain(
		`${ ROUTE }/${ ( await json( response ) ).id }`
	);
	const created = await json( response );
	expect( Object.keys( created ).sort() ).toEqual( [
		'count',
		'description',
		'id',
		'meta',
		'name',
		'parent',
		'slug',
	] );
	expect( created ).toMatchObject( {
		name: `Jazz ${ stamp }`,
		slug: `jazz-${ stamp }`,
		parent: parent.id,
		description: 'Evenings with a band',
		count: 0,
		meta: { color: '#123456', icon_name: 'sax' },
	} );

	expect(
		await json( await admin.rest( 'GET', `${ ROUTE }/${ created.id }` ) )
	).toEqual( created );
	expect(
		await json< Json[] >(
			await admin.rest( 'GET', `${ ROUTE }?parent=${ parent.id }` )
		)
	).toEqual( [ created ] );
} );

test( 'ADM-API-14 a name taken in the same parent answers 409 with a message; other parents and other names are free', async () => {
	const admin = await session( ADMIN );
	const stamp = Date.now();
	const [ first, second ] = [
		await json(
			await admin.rest( 'POST', ROUTE, { name: `Left ${ stamp }` } )
		),
		await json(
			await admin.rest( 'POST', ROUTE, { name: `Right ${ stamp }` } )
		),
	];
	const name = `Talks ${ stamp }`;
	expect(
		(
			await admin.rest( 'POST', ROUTE, { name, parent: first.id } )
		).status()
	).toBe( 201 );

	const duplicate = await admin.rest( 'POST', ROUTE, {
		name: name.toUpperCase(),
		parent: first.id,
	} );
	expect( duplicate.status() ).toBe( 409 );
	const error = await json( duplicate );
	expect( error.message ).toBe(
		`A category named “${ name.toUpperCase() }” already exists.`
	);
	expect( Object.keys( error.data.params ) ).toEqual( [ 'name' ] );

	for ( const body of [
		{ name, parent: second.id },
		{ name },
		{ name: `${ name }!`, parent: first.id },
	] ) {
		expect(
			( await admin.rest( 'POST', ROUTE, body ) ).status(),
			JSON.stringify( body )
		).toBe( 201 );
	}
} );

test( 'ADM-FORM-03 a name that is only markup is blank: 400 "Category Name is Required!"', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', ROUTE, {
		name: '<b> </b>',
	} );
	expect( response.status() ).toBe( 400 );
	const error = await json( response );
	expect( error.message ).toBe( 'Category Name is Required!' );
	expect( error.data.params.name ).toBe( 'Category Name is Required!' );
} );

test( 'names and descriptions come back as the plain text sent, markup removed', async () => {
	const admin = await session( ADMIN );
	const name = `Rock & Roll "Live" ${ Date.now() }`;
	const created = await json(
		await admin.rest( 'POST', ROUTE, {
			name,
			description: "Tom & Jerry's <i>night</i>: 5 < 6",
		} )
	);
	const fetched = await json(
		await admin.rest( 'GET', `${ ROUTE }/${ created.id }` )
	);
	expect( fetched.name ).toBe( name );
	expect( fetched.description ).toBe( "Tom & Jerry's night: 5 < 6" );
} );

test( 'extension fields must be text under a simple name, else 400 naming meta', async () => {
	const admin = await session( ADMIN );
	for ( const meta of [ { color: 5 }, { 'bad key!': 'x' } ] ) {
		const response = await admin.rest( 'POST', ROUTE, {
			name: `Meta ${ Date.now() }`,
			meta,
		} );
		expect( response.status(), JSON.stringify( meta ) ).toBe( 400 );
		expect( Object.keys( ( await json( response ) ).data.params ) ).toEqual(
			[ 'meta' ]
		);
	}
} );

test( 'ADM-PERM-03 only eventsmith_manage_event opens categories: it may delete; the organizer permission gets 403', async () => {
	const organizerStaff = await sessionWithOnly(
		'eventsmith_manage_organizer'
	);
	const { staff: eventStaff, id } = await termOpensOnlyTo(
		ROUTE,
		'eventsmith_manage_event',
		`Staff made ${ Date.now() }`,
		[ organizerStaff ],
		( term ) => [
			[ 'DELETE', `${ ROUTE }/${ term }` ],
			[ 'DELETE', `${ ROUTE }?ids=${ term }` ],
		]
	);
	expect(
		( await eventStaff.rest( 'DELETE', `${ ROUTE }?ids=${ id }` ) ).status()
	).toBe( 200 );
} );
