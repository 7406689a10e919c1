/**
 * The template list, GET {api}/templates (filters, paging, X-WP-Total), and
 * its bulk delete.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { createResource, runToken } from '../support/rest';
import { ITEM_KEYS, TEMPLATES as API } from '../support/templates';

/** A word no other test's template contains, so list assertions are exact. */
const RUN = runToken( 'tpl' );

test( 'TB-01 the template list filters by type, status and name, pages, and reports X-WP-Total', async () => {
	const admin = await session( ADMIN );
	const ids: Record< string, number > = {};
	const wanted: Array< [ string, string ] > = [
		[ 'c1', 'certificate' ],
		[ 'c2', 'certificate' ],
		[ 'c3', 'certificate' ],
		[ 't1', 'ticket' ],
	];
	for ( const [ key, type ] of wanted ) {
		ids[ key ] = (
			await createResource( admin, API, {
				type,
				name: `${ RUN } ${ key }`,
			} )
		).id;
	}
	await admin.rest( 'PUT', `${ API }/${ ids.c3 }`, { status: 'publish' } );
	await createResource( admin, API, {
		type: 'certificate',
		name: 'Search looks at names only',
		content: `<p>${ RUN }</p>`,
	} );

	const certificates = await admin.rest(
		'GET',
		`${ API }?type=certificate&search=${ RUN }&per_page=100`
	);
	expect( certificates.headers()[ 'x-wp-total' ] ).toBe( '3' );
	const body = await json< Json[] >( certificates );
	expect( Array.isArray( body ) ).toBe( true );
	expect( body.map( ( item ) => item.id ).sort() ).toEqual(
		[ ids.c1, ids.c2, ids.c3 ].sort()
	);
	expect( body.every( ( item ) => item.type === 'certificate' ) ).toBe(
		true
	);
	expect( Object.keys( body[ 0 ] ?? {} ).sort() ).toEqual( ITEM_KEYS );

	const published = await json< Json[] >(
		await admin.rest(
			'GET',
			`${ API }?type=certificate&status=publish&search=${ RUN }`
		)
	);
	expect( published.map( ( item ) => item.id ) ).toEqual( [ ids.c3 ] );

	const page = await admin.rest(
		'GET',
		`${ API }?type=certificate&search=${ RUN }&per_page=2&paged=2`
	);
	expect( page.headers()[ 'x-wp-total' ] ).toBe( '3' );
	expect( page.headers()[ 'x-wp-totalpages' ] ).toBe( '2' );
	expect( await json< Json[] >( page ) ).toHaveLength( 1 );

	const tickets = await admin.rest(
		'GET',
		`${ API }?type=ticket&search=${ RUN }`
	);
	expect( ( await json< Json[] >( tickets ) ).map( ( t ) => t.id ) ).toEqual(
		[ ids.t1 ]
	);
} );

test( 'bulk delete trashes every listed template, or none when one id is not a template', async () => {
	const admin = await session( ADMIN );
	const ids: number[] = [];
	for ( const type of [ 'ticket', 'event', 'certificate' ] ) {
		ids.push( ( await createResource( admin, API, { type } ) ).id );
	}
	const page = await json(
		await admin.rest( 'POST', '/wp/v2/pages', { title: 'Keep me' } )
	);

	const mixed = await admin.rest(
		'DELETE',
		`${ API }?ids=${ ids[ 0 ] },${ page.id }`
	);
	expect( mixed.status() ).toBe( 404 );
	expect(
		( await admin.rest( 'GET', `${ API }/${ ids[ 0 ] }` ) ).status(),
		'nothing was trashed'
	).toBe( 200 );

	for ( const bad of [ '', 'a,b', '0', '-1' ] ) {
		const response = await admin.rest( 'DELETE', `${ API }?ids=${ bad }` );
		expect( response.status(), `ids=${ bad }` ).toBe( 400 );
	}

	const bulk = await admin.rest(
		'DELETE',
		`${ API }?ids=${ ids.join( ',' ) }`
	);
	expect( bulk.status() ).toBe( 200 );
	expect( ( await json( bulk ) ).deleted ).toEqual( ids );
	for ( const id of ids ) {
		expect(
			( await admin.rest( 'GET', `${ API }/${ id }` ) ).status()
		).toBe( 404 );
	}
} );
