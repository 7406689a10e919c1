/**
 * REST /categories, /tags and /speaker-groups: permissions, create with the
 * spec's messages, duplicates, paging, get and (bulk) delete.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';

const RESOURCES = [
	{
		route: 'categories',
		capability: 'eventsmith_manage_event',
		required: 'Category Name is Required!',
	},
	{
		route: 'tags',
		capability: 'eventsmith_manage_event',
		required: 'Tag Name is Required!',
	},
	{
		route: 'speaker-groups',
		capability: 'eventsmith_manage_organizer',
		required: 'Group Name is Required!',
	},
];

for ( const { route, capability, required } of RESOURCES ) {
	test.describe( `/${ route }`, () => {
		test( 'GAP-07 401 anonymous, 403 subscriber, 2xx with only the matching capability', async () => {
			const visitor = await session( null );
			expect(
				(
					await visitor.rest( 'GET', `/eventsmith/v2/${ route }` )
				).status()
			).toBe( 401 );

			const subscriber = await session(
				await ensureUser( 'subscriber' )
			);
			expect(
				(
					await subscriber.rest(
						'POST',
						`/eventsmith/v2/${ route }`,
						{ name: 'x' }
					)
				).status()
			).toBe( 403 );

			const staff = await sessionWithOnly( capability );
			expect(
				(
					await staff.rest( 'GET', `/eventsmith/v2/${ route }` )
				).status()
			).toBe( 200 );
			const created = await staff.rest(
				'POST',
				`/eventsmith/v2/${ route }`,
				{ name: `Staff ${ route } ${ Date.now() }` }
			);
			expect( created.status() ).toBe( 201 );
		} );

		test( `ADM-FORM a blank name answers 400 "${ required }"`, async () => {
			const admin = await session( ADMIN );
			for ( const body of [ {}, { name: '   ' } ] ) {
				const response = await admin.rest(
					'POST',
					`/eventsmith/v2/${ route }`,
					body
				);
				expect( response.status() ).toBe( 400 );
				const error = await json( response );
				expect( error.message ).toBe( required );
				expect( Object.keys( error.data.params ) ).toContain( 'name' );
			}
		} );

		test( 'GAP-09 create answers 201 with the term; a duplicate answers 409; get, list and delete', async () => {
			const admin = await session( ADMIN );
			const name = `Term ${ route } ${ Date.now() }`;

			const response = await admin.rest(
				'POST',
				`/eventsmith/v2/${ route }`,
				{
					name,
					description: 'About <b>this</b>',
					meta: { color: '#ff0000' },
				}
			);
			expect( response.status() ).toBe( 201 );
			const term = await json( response );
			expect( term ).toMatchObject( {
				name,
				description: 'About this',
				meta: { color: '#ff0000' },
			} );

			const duplicate = await admin.rest(
				'POST',
				`/eventsmith/v2/${ route }`,
				{ name }
			);
			expect( duplicate.status() ).toBe( 409 );
			expect( ( await json( duplicate ) ).message ).toContain( name );

			expect(
				(
					await json(
						await admin.rest(
							'GET',
							`/eventsmith/v2/${ route }/${ term.id }`
						)
					)
				).name
			).toBe( name );
			const listed = await admin.rest(
				'GET',
				`/eventsmith/v2/${ route }?search=${ encodeURIComponent( name ) }`
			);
			expect( listed.headers()[ 'x-wp-total' ] ).toBe( '1' );
			expect( ( await json< Json[] >( listed ) )[ 0 ]?.id ).toBe(
				term.id
			);

			expect(
				(
					await admin.rest(
						'DELETE',
						`/eventsmith/v2/${ route }/${ term.id }`
					)
				).status()
			).toBe( 200 );
			expect(
				(
					await admin.rest(
						'GET',
						`/eventsmith/v2/${ route }/${ term.id }`
					)
				).status()
			).toBe( 404 );
		} );

		test( 'bulk delete checks every id first; paging and per_page limits', async () => {
			const admin = await session( ADMIN );
			const stamp = Date.now();
			const ids: number[] = [];
			for ( const n of [ 1, 2, 3 ] ) {
				ids.push(
					(
						await json(
							await admin.rest(
								'POST',
								`/eventsmith/v2/${ route }`,
								{ name: `Bulk ${ stamp } ${ n }` }
							)
						)
					).id
				);
			}
			const page = await admin.rest(
				'GET',
				`/eventsmith/v2/${ route }?search=Bulk%20${ stamp }&per_page=2&paged=2`
			);
			expect( page.headers()[ 'x-wp-total' ] ).toBe( '3' );
			expect( page.headers()[ 'x-wp-totalpages' ] ).toBe( '2' );
			expect( await json< Json[] >( page ) ).toHaveLength( 1 );

			expect(
				(
					await admin.rest(
						'GET',
						`/eventsmith/v2/${ route }?per_page=101`
					)
				).status()
			).toBe( 400 );
			expect(
				(
					await admin.rest(
						'DELETE',
						`/eventsmith/v2/${ route }?ids=${ ids[ 0 ] },x`
					)
				).status()
			).toBe( 400 );
			expect(
				(
					await admin.rest(
						'DELETE',
						`/eventsmith/v2/${ route }?ids=${ ids[ 0 ] },999999`
					)
				).status()
			).toBe( 404 );
			expect(
				(
					await admin.rest(
						'GET',
						`/eventsmith/v2/${ route }/${ ids[ 0 ] }`
					)
				).status()
			).toBe( 200 );

			const bulk = await admin.rest(
				'DELETE',
				`/eventsmith/v2/${ route }?ids=${ ids.join( ',' ) }`
			);
			expect( ( await json( bulk ) ).deleted ).toEqual( ids );
		} );
	} );
}

test( 'categories nest: parent must exist, children list under their parent', async () => {
	const admin = await session( ADMIN );
	const parent = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Parent ${ Date.now() }`,
		} )
	);
	const child = await admin.rest( 'POST', '/eventsmith/v2/categories', {
		name: 'Child',
		parent: parent.id,
	} );
	expect( child.status() ).toBe( 201 );

	const children = await json< Json[] >(
		await admin.rest(
			'GET',
			`/eventsmith/v2/categories?parent=${ parent.id }`
		)
	);
	expect( children.map( ( c ) => c.name ) ).toEqual( [ 'Child' ] );

	const orphan = await admin.rest( 'POST', '/eventsmith/v2/categories', {
		name: 'Orphan',
		parent: 999999,
	} );
	expect( orphan.status() ).toBe( 400 );
	expect( Object.keys( ( await json( orphan ) ).data.params ) ).toContain(
		'parent'
	);
} );
