/**
 * REST {api}/templates: certificate, ticket and event page templates (GAP-17
 * defaults: GET/PUT {api}/templates/{id}), as anonymous, subscriber, staff
 * holding only the template permission, and administrator.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	type Session,
} from '../../support/wordpress';

const API = '/eventsmith/v2/templates';

const PNG =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA==';

const ITEM_KEYS = [
	'content',
	'edit_url',
	'edit_with_elementor',
	'id',
	'modified',
	'name',
	'orientation',
	'status',
	'template_css',
	'thumbnail',
	'type',
];

/** A word no other test's template contains, so list assertions are exact. */
const RUN = `tpl${ Date.now().toString( 36 ) }`;

async function create( as: Session, body: Json ): Promise< Json > {
	const response = await as.rest( 'POST', API, body );
	expect( response.status(), JSON.stringify( body ) ).toBe( 201 );
	return json( response );
}

async function designer(): Promise< Session > {
	const credentials = await ensureUser(
		'subscriber',
		'only-manage-template'
	);
	const admin = await session( ADMIN );
	const grant = await admin.rest( 'POST', '/eventsmith-test/v1/grant', {
		username: credentials.username,
		capability: 'eventsmith_manage_template',
	} );
	expect( grant.status() ).toBe( 200 );
	return session( credentials );
}

test( 'GAP-07 anonymous callers get 401, subscribers 403, on every templates route', async () => {
	const admin = await session( ADMIN );
	const { id } = await create( admin, { type: 'certificate' } );
	const visitor = await session( null );
	const subscriber = await session( await ensureUser( 'subscriber' ) );

	const routes: Array< [ string, string ] > = [
		[ 'GET', API ],
		[ 'POST', API ],
		[ 'DELETE', `${ API }?ids=${ id }` ],
		[ 'GET', `${ API }/${ id }` ],
		[ 'PUT', `${ API }/${ id }` ],
		[ 'PATCH', `${ API }/${ id }` ],
		[ 'DELETE', `${ API }/${ id }` ],
	];
	for ( const [ method, route ] of routes ) {
		const body = method === 'GET' ? undefined : { type: 'ticket' };
		const anonymous = await visitor.rest( method, route, body );
		expect( anonymous.status(), `${ method } ${ route }` ).toBe( 401 );
		expect( ( await json( anonymous ) ).code ).toBe( 'rest_not_logged_in' );
		const refused = await subscriber.rest( method, route, body );
		expect( refused.status(), `${ method } ${ route }` ).toBe( 403 );
		expect( ( await json( refused ) ).code ).toBe( 'rest_forbidden' );
	}
	expect(
		( await admin.rest( 'GET', `${ API }/${ id }` ) ).status(),
		'nothing was deleted'
	).toBe( 200 );
} );

test( 'GAP-07 the template permission alone lets staff list, create, update and delete templates', async () => {
	const staff = await designer();

	const created = await create( staff, { type: 'ticket', name: RUN } );
	expect(
		( await staff.rest( 'GET', `${ API }?search=${ RUN }` ) ).status()
	).toBe( 200 );
	const updated = await staff.rest( 'PUT', `${ API }/${ created.id }`, {
		status: 'publish',
	} );
	expect( updated.status() ).toBe( 200 );
	expect(
		( await staff.rest( 'DELETE', `${ API }/${ created.id }` ) ).status()
	).toBe( 200 );
	expect(
		( await staff.rest( 'GET', '/eventsmith/v2/events' ) ).status(),
		'no other permission comes with it'
	).toBe( 403 );
} );

test( 'ADM-TPL-06 ADM-TPL-07 ADM-TPL-09 Create your own makes a landscape draft named New Template, whatever status is sent', async () => {
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
	const unnamed = await create( admin, { type: 'ticket' } );
	expect( unnamed.name ).toBe( 'New Template' );
} );

test( 'TB-07 TB-06 a template still named New Template is saved as New Template - {id}; a renamed one keeps its name', async () => {
	const admin = await session( ADMIN );
	const first = await create( admin, { type: 'certificate' } );
	const saved = await json(
		await admin.rest( 'PUT', `${ API }/${ first.id }`, {
			name: 'New Template',
			content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
		} )
	);
	expect( saved.name ).toBe( `New Template - ${ first.id }` );

	const untouched = await create( admin, { type: 'ticket' } );
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
	const { id } = await create( admin, { type: 'certificate' } );

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
	const { id } = await create( admin, { type: 'certificate' } );
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

test( 'content keeps scripts only for users allowed unfiltered HTML', async () => {
	const script = '<p>Hi</p><script>alert(1)</script>';
	const admin = await session( ADMIN );
	const mine = await create( admin, { type: 'event', content: script } );
	expect( mine.content ).toBe( script );

	const staff = await designer();
	const theirs = await create( staff, { type: 'event', content: script } );
	expect( theirs.content ).toContain( '<p>Hi</p>' );
	expect( theirs.content ).not.toContain( '<script' );
	const updated = await json(
		await staff.rest( 'PUT', `${ API }/${ theirs.id }`, {
			content: `<!-- wp:paragraph --><p onclick="x()">{{event_title}}</p><!-- /wp:paragraph -->${ script }`,
		} )
	);
	expect( updated.content ).toContain( '<!-- wp:paragraph -->' );
	expect( updated.content ).toContain( '{{event_title}}' );
	expect( updated.content ).not.toMatch( /<script|onclick/ );
} );

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
			await create( admin, { type, name: `${ RUN } ${ key }` } )
		).id;
	}
	await admin.rest( 'PUT', `${ API }/${ ids.c3 }`, { status: 'publish' } );
	await create( admin, {
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

test( 'a bad type, orientation, status or thumbnail answers 400 naming the field', async () => {
	const admin = await session( ADMIN );
	const { id } = await create( admin, { type: 'ticket' } );
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
	const trashed = await create( admin, { type: 'event' } );
	await admin.rest( 'DELETE', `${ API }/${ trashed.id }` );

	for ( const id of [ page.id, trashed.id, 99999999 ] ) {
		for ( const method of [ 'GET', 'PUT', 'DELETE' ] ) {
			const response = await admin.rest(
				method,
				`${ API }/${ id }`,
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

test( 'bulk delete trashes every listed template, or none when one id is not a template', async () => {
	const admin = await session( ADMIN );
	const ids: number[] = [];
	for ( const type of [ 'ticket', 'event', 'certificate' ] ) {
		ids.push( ( await create( admin, { type } ) ).id );
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
