/**
 * REST {api}/templates: creating and saving certificate, ticket and event
 * page templates as the builder does (GAP-17 defaults: GET/PUT
 * {api}/templates/{id}). Access is in templates-access.spec.ts, the list in
 * templates-list.spec.ts, refused input in templates-errors.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { createResource } from '../support/rest';
import { ITEM_KEYS, TEMPLATES as API } from '../support/templates';

const PNG =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA==';

test( 'ADM-TPL-06 ADM-TPL-07 ADM-TPL-09 ADM-API-17 Create your own makes a landscape draft named New Template, whatever status is sent', async () => {
	const admin = await session( ADMIN );
	for ( const type of [ 'event', 'certificate', 'ticket' ] ) {
		const response = await admin.rest( 'POST', API, {
			name: 'New Template',
			type,
			status: 'publish',
			content: '',
		} );
		expect( response.status() ).toBe( 201 );
		const created = await json( response );
		expect( Object.keys( created ).sort() ).toEqual( ITEM_KEYS );
		expect( created ).toMatchObject( {
			name: 'New Template',
			type,
			status: 'draft',
			orientation: 'landscape',
			content: '',
			template_css: '',
			thumbnail: '',
			edit_with_elementor: false,
		} );
		expect( created.edit_url ).toContain(
			`/wp-admin/admin.php?page=eventsmith-template-builder#/template-builder/${ created.id }`
		);
		expect( response.headers().location ).toContain(
			`/eventsmith/v2/templates/${ created.id }`
		);
	}
	const unnamed = await createResource( admin, API, { type: 'ticket' } );
	expect( unnamed.name ).toBe( 'New Template' );
} );

test( 'TB-07 TB-06 a template still named New Template is saved as New Template - {id}; a renamed one keeps its name', async () => {
	const admin = await session( ADMIN );
	const first = await createResource( admin, API, { type: 'certificate' } );
	const saved = await json(
		await admin.rest( 'PUT', `${ API }/${ first.id }`, {
			name: 'New Template',
			content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
		} )
	);
	expect( saved.name ).toBe( `New Template - ${ first.id }` );

	const untouched = await createResource( admin, API, { type: 'ticket' } );
	const savedWithoutName = await json(
		await admin.rest( 'PATCH', `${ API }/${ untouched.id }`, {
			status: 'draft',
		} )
	);
	expect( savedWithoutName.name ).toBe( `New Template - ${ untouched.id }` );

	const renamed = await json(
		await admin.rest( 'PUT', `${ API }/${ first.id }`, {
			name: 'Gold certificate',
		} )
	);
	expect( renamed.name ).toBe( 'Gold certificate' );
	expect(
		( await json( await admin.rest( 'GET', `${ API }/${ first.id }` ) ) )
			.name
	).toBe( 'Gold certificate' );
} );

test( 'TB-20 TB-21 TB-22 TB-23 Save & Publish publishes a draft, Save keeps the status, Draft saves a draft', async () => {
	const admin = await session( ADMIN );
	const { id } = await createResource( admin, API, { type: 'certificate' } );

	const published = await admin.rest( 'PUT', `${ API }/${ id }`, {
		status: 'publish',
	} );
	expect( ( await json( published ) ).status ).toBe( 'publish' );
	const kept = await admin.rest( 'PUT', `${ API }/${ id }`, {
		name: 'Still published',
	} );
	expect( await json( kept ) ).toMatchObject( {
		status: 'publish',
		name: 'Still published',
	} );
	const draft = await admin.rest( 'PATCH', `${ API }/${ id }`, {
		status: 'draft',
	} );
	expect( ( await json( draft ) ).status ).toBe( 'draft' );
} );

test( 'TB-24 TB-25 TB-12 TB-41 GAP-17 an update stores every builder field and GET {api}/templates/{id} returns them', async () => {
	const admin = await session( ADMIN );
	const { id } = await createResource( admin, API, { type: 'certificate' } );
	const content =
		'<!-- wp:heading {"level":1} -->\n<h1 class="wp-block-heading">{{attendee_name}}</h1>\n<!-- /wp:heading -->';

	const response = await admin.rest( 'PUT', `${ API }/${ id }`, {
		name: 'Attendance',
		type: 'certificate',
		status: 'publish',
		content,
		rawContent: [ { name: 'core/heading' } ],
		template_css: '.cert{color:#333}</style><script>alert(1)</script>',
		orientation: 'portrait',
		thumbnail: JPEG,
		edit_with_elementor: true,
	} );
	expect( response.status() ).toBe( 200 );

	const stored = await json( await admin.rest( 'GET', `${ API }/${ id }` ) );
	expect( stored ).toMatchObject( {
		id,
		name: 'Attendance',
		type: 'certificate',
		status: 'publish',
		content,
		orientation: 'portrait',
		thumbnail: JPEG,
		edit_with_elementor: true,
	} );
	expect( stored.template_css ).toContain( '.cert{color:#333}' );
	expect( stored.template_css ).not.toMatch( /<\/style|<script/i );
	expect( Date.parse( stored.modified ) ).not.toBeNaN();

	const png = await json(
		await admin.rest( 'PATCH', `${ API }/${ id }`, {
			thumbnail: PNG,
			orientation: 'landscape',
			edit_with_elementor: false,
		} )
	);
	expect( png ).toMatchObject( {
		thumbnail: PNG,
		orientation: 'landscape',
		edit_with_elementor: false,
		content,
	} );
} );

test( 'TB-41 TB-42 GAP-17 the Elementor flag: set by an update, cleared by back-to-wordpress, which changes nothing else', async () => {
	const admin = await session( ADMIN );
	const created = await createResource( admin, API, {
		type: 'certificate',
		name: 'Elementor certificate',
		content: '<!-- wp:paragraph --><p>Kept</p><!-- /wp:paragraph -->',
	} );
	const marked = await json(
		await admin.rest( 'PATCH', `${ API }/${ created.id }`, {
			edit_with_elementor: true,
		} )
	);
	expect( marked.edit_with_elementor ).toBe( true );

	const back = await admin.rest(
		'POST',
		`${ API }/${ created.id }/back-to-wordpress`
	);
	expect( back.status() ).toBe( 200 );
	expect( await json( back ) ).toEqual( { edit_with_elementor: false } );
	const after = await json(
		await admin.rest( 'GET', `${ API }/${ created.id }` )
	);
	expect( after ).toMatchObject( {
		edit_with_elementor: false,
		name: 'Elementor certificate',
		status: 'draft',
		content: created.content,
		modified: marked.modified,
	} );
} );

test( 'template code leaves no PHP notices or warnings in debug.log', async () => {
	const admin = await session( ADMIN );
	const environment = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/environment' )
	);
	const ours = String( environment.debug_log )
		.split( '\n' )
		.filter( ( line ) =>
			/Templates\/|TemplatesController|TemplateLibraryController|Domain\/Template\//.test(
				line
			)
		);
	expect( ours ).toEqual( [] );
} );
