/**
 * What REST {api}/templates refuses: bad fields answer 400 naming the field
 * and change nothing; ids that are not templates answer 404.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { createResource } from '../support/rest';
import { TEMPLATES as API } from '../support/templates';

test( 'a bad type, orientation, status or thumbnail answers 400 naming the field', async () => {
	const admin = await session( ADMIN );
	const { id } = await createResource( admin, API, { type: 'ticket' } );
	const huge = `data:image/jpeg;base64,${ 'A'.repeat( 2 * 1024 * 1024 ) }`;
	const cases: Array< [ string, string, Json, string ] > = [
		[ 'POST', API, { type: 'badge' }, 'type' ],
		[ 'POST', API, {}, 'type' ],
		[
			'POST',
			API,
			{ type: 'ticket', orientation: 'square' },
			'orientation',
		],
		[
			'POST',
			API,
			{ type: 'ticket', thumbnail: 'https://example.org/a.jpg' },
			'thumbnail',
		],
		[ 'POST', API, { type: 'ticket', name: [ 'x' ] }, 'name' ],
		[ 'PUT', `${ API }/${ id }`, { type: 'page' }, 'type' ],
		[
			'PUT',
			`${ API }/${ id }`,
			{ orientation: 'upside-down' },
			'orientation',
		],
		[ 'PUT', `${ API }/${ id }`, { status: 'private' }, 'status' ],
		[
			'PUT',
			`${ API }/${ id }`,
			{ thumbnail: 'data:image/svg+xml;base64,PHN2Zz4=' },
			'thumbnail',
		],
		[ 'PUT', `${ API }/${ id }`, { thumbnail: huge }, 'thumbnail' ],
		[ 'GET', `${ API }?type=badge`, {}, 'type' ],
		[ 'GET', `${ API }?status=trash`, {}, 'status' ],
	];
	for ( const [ method, route, body, field ] of cases ) {
		const response = await admin.rest(
			method,
			route,
			method === 'GET' ? undefined : body
		);
		expect( response.status(), `${ method } ${ field }` ).toBe( 400 );
		expect(
			Object.keys( ( await json( response ) ).data.params ),
			`${ method } ${ field }`
		).toContain( field );
	}
	const unchanged = await json(
		await admin.rest( 'GET', `${ API }/${ id }` )
	);
	expect( unchanged ).toMatchObject( {
		type: 'ticket',
		orientation: 'landscape',
		status: 'draft',
		thumbnail: '',
	} );
} );

test( 'ids of other post types, unknown ids and trashed templates answer 404', async () => {
	const admin = await session( ADMIN );
	const page = await json(
		await admin.rest( 'POST', '/wp/v2/pages', { title: 'Not a template' } )
	);
	const trashed = await createResource( admin, API, { type: 'event' } );
	await admin.rest( 'DELETE', `${ API }/${ trashed.id }` );

	for ( const id of [ page.id, trashed.id, 99999999 ] ) {
		for ( const [ method, suffix ] of [
			[ 'GET', '' ],
			[ 'PUT', '' ],
			[ 'DELETE', '' ],
			[ 'POST', '/back-to-wordpress' ],
		] as const ) {
			const response = await admin.rest(
				method,
				`${ API }/${ id }${ suffix }`,
				method === 'PUT' ? { name: 'x' } : undefined
			);
			expect( response.status(), `${ method } ${ id }` ).toBe( 404 );
			expect( ( await json( response ) ).code ).toBe(
				'eventsmith_template_not_found'
			);
		}
	}
	expect(
		( await admin.rest( 'GET', `/wp/v2/pages/${ page.id }` ) ).status(),
		'the page is untouched'
	).toBe( 200 );
} );
