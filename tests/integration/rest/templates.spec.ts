/**
 * REST /templates and /template-library.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';

const PNG =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test( 'GAP-07 templates need the template permission', async () => {
	const visitor = await session( null );
	expect(
		( await visitor.rest( 'GET', '/eventsmith/v2/templates' ) ).status()
	).toBe( 401 );
	expect(
		(
			await visitor.rest( 'GET', '/eventsmith/v2/template-library' )
		).status()
	).toBe( 401 );

	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect(
		(
			await subscriber.rest( 'POST', '/eventsmith/v2/templates', {
				type: 'ticket',
			} )
		).status()
	).toBe( 403 );

	const designer = await sessionWithOnly( 'eventsmith_manage_template' );
	expect(
		(
			await designer.rest( 'GET', '/eventsmith/v2/template-library' )
		).status()
	).toBe( 200 );
	expect(
		( await designer.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 403 );
} );

test( 'ADM-TPL a template is created as a draft whatever is sent, then named, published and listed by type', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', '/eventsmith/v2/templates', {
		name: 'New Template',
		type: 'certificate',
		status: 'publish',
		content:
			'<!-- wp:paragraph --><p>{{attendee_name}}</p><!-- /wp:paragraph -->',
	} );
	expect( response.status() ).toBe( 201 );
	const created = await json( response );
	expect( created ).toMatchObject( {
		status: 'draft',
		type: 'certificate',
		orientation: 'landscape',
	} );
	expect( created.edit_url ).toContain(
		`page=eventsmith-template-builder#/template-builder/${ created.id }`
	);

	const saved = await json(
		await admin.rest( 'PUT', `/eventsmith/v2/templates/${ created.id }`, {
			status: 'publish',
			thumbnail: PNG,
			orientation: 'portrait',
			template_css: '.x{color:red}</style><script>',
		} )
	);
	expect( saved ).toMatchObject( {
		name: `New Template - ${ created.id }`,
		status: 'publish',
		thumbnail: PNG,
		orientation: 'portrait',
	} );
	expect( saved.template_css ).not.toContain( '</style' );

	const listed = await admin.rest(
		'GET',
		'/eventsmith/v2/templates?type=certificate&per_page=100'
	);
	expect( Number( listed.headers()[ 'x-wp-total' ] ) ).toBeGreaterThanOrEqual(
		1
	);
	const items = await json< Json[] >( listed );
	expect( items.every( ( item ) => item.type === 'certificate' ) ).toBe(
		true
	);
	expect( items.map( ( item ) => item.id ) ).toContain( created.id );
} );

test( 'bad type, orientation and thumbnail answer 400 naming the field; other ids 404; bulk delete', async () => {
	const admin = await session( ADMIN );
	for ( const [ body, field ] of [
		[ { type: 'badge' }, 'type' ],
		[ { type: 'ticket', orientation: 'square' }, 'orientation' ],
		[
			{ type: 'ticket', thumbnail: 'https://example.org/a.jpg' },
			'thumbnail',
		],
	] as Array< [ Json, string ] > ) {
		const response = await admin.rest(
			'POST',
			'/eventsmith/v2/templates',
			body
		);
		expect( response.status(), field ).toBe( 400 );
		expect(
			Object.keys( ( await json( response ) ).data.params )
		).toContain( field );
	}

	const page = await json(
		await admin.rest( 'POST', '/wp/v2/pages', { title: 'Not a template' } )
	);
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/templates/${ page.id }` )
		).status()
	).toBe( 404 );

	const ids: number[] = [];
	for ( const type of [ 'ticket', 'event' ] ) {
		ids.push(
			(
				await json(
					await admin.rest( 'POST', '/eventsmith/v2/templates', {
						type,
					} )
				)
			).id
		);
	}
	const bulk = await admin.rest(
		'DELETE',
		`/eventsmith/v2/templates?ids=${ ids.join( ',' ) }`
	);
	expect( ( await json( bulk ) ).deleted ).toEqual( ids );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/templates/${ ids[ 0 ] }` )
		).status()
	).toBe( 404 );
} );

test( 'ADM-TPL the library ships at least three real designs per type, as blocks with placeholders', async () => {
	const admin = await session( ADMIN );
	const all = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith/v2/template-library' )
	);

	for ( const type of [ 'event', 'certificate', 'ticket' ] ) {
		const designs = all.filter( ( design ) => design.type === type );
		expect( designs.length, type ).toBeGreaterThanOrEqual( 3 );
		for ( const design of designs ) {
			expect( Object.keys( design ).sort() ).toEqual( [
				'content',
				'id',
				'name',
				'orientation',
				'thumbnail',
				'type',
			] );
			expect( design.content ).toContain( '<!-- wp:' );
			expect( design.content ).toMatch(
				/\{\{(event_title|attendee_name)\}\}/
			);
			expect( design.thumbnail ).toMatch(
				/^data:image\/svg\+xml;base64,/
			);
		}
	}
	const tickets = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith/v2/template-library?type=ticket' )
	);
	expect( tickets.every( ( design ) => design.type === 'ticket' ) ).toBe(
		true
	);

	const one = await json(
		await admin.rest(
			'GET',
			'/eventsmith/v2/template-library/certificate-classic'
		)
	);
	expect( one.name ).toBe( 'Classic' );
	expect(
		(
			await admin.rest( 'GET', '/eventsmith/v2/template-library/nope' )
		).status()
	).toBe( 404 );
} );
