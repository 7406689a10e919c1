/**
 * The shortcode generator's server side on the native stack: who may save
 * embed scripts and preview shortcodes, which shortcodes are accepted, the
 * embed script other websites include, and its public, CORS-readable route.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	session,
	sessionWithOnly,
	siteUrl,
	type Session,
} from '../../support/wordpress';
import { blamed, expectClosedToOutsiders } from '../support/rest';

const SCRIPTS = '/eventsmith/v2/shortcode-scripts';
const PREVIEW = '/eventsmith/v2/shortcodes/preview';
const SPEAKERS = '[eventsmith_speakers limit="2" show_social="no"]';

let admin: Session;

test.beforeAll( async () => {
	admin = await session( ADMIN );
} );

/**
 * Saves a script as a user, expecting 201.
 *
 * @param actor     Who saves.
 * @param shortcode The shortcode.
 */
async function saveScript( actor: Session, shortcode = SPEAKERS ) {
	const response = await actor.rest( 'POST', SCRIPTS, {
		post_name: 'Our speakers',
		shortcode,
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	return json( response );
}

test( 'SC-06 saving scripts and previews needs eventsmith_manage_shortcodes', async () => {
	await expectClosedToOutsiders( SCRIPTS, [
		[ 'GET', SCRIPTS ],
		[ 'POST', SCRIPTS, { post_name: 'x', shortcode: SPEAKERS } ],
		[ 'POST', PREVIEW, { shortcode: SPEAKERS } ],
		[ 'DELETE', `${ SCRIPTS }/1` ],
	] );
	const anonymous = await session( null );
	expect(
		(
			await anonymous.rest( 'POST', PREVIEW, { shortcode: SPEAKERS } )
		).status()
	).toBe( 401 );

	const events = await sessionWithOnly( 'eventsmith_manage_event' );
	expect(
		(
			await events.rest( 'POST', SCRIPTS, {
				post_name: 'x',
				shortcode: SPEAKERS,
			} )
		).status()
	).toBe( 403 );

	const staff = await sessionWithOnly( 'eventsmith_manage_shortcodes' );
	const record = await saveScript( staff );
	expect( record ).toMatchObject( {
		id: expect.any( Number ),
		post_name: 'Our speakers',
		shortcode: SPEAKERS,
		script_url: `${ siteUrl() }/?eventsmith_embed=${ record.id }`,
		script_tag: `<script src="${ siteUrl() }/?eventsmith_embed=${ record.id }" async></script>`,
	} );
	const listed = await json< Json[] >( await staff.rest( 'GET', SCRIPTS ) );
	expect( listed.map( ( item ) => item.id ) ).toContain( record.id );
	expect(
		( await staff.rest( 'DELETE', `${ SCRIPTS }/${ record.id }` ) ).status()
	).toBe( 200 );
} );

test( 'SC-06 a shortcode that is not one of ours, or a missing name, is a 400 naming the field', async () => {
	for ( const shortcode of [
		'[gallery ids="1"]',
		'<script>alert(1)</script>',
		'[eventsmith_events][gallery]',
		'[eventsmith_events style="[gallery]"]',
		'[eventsmith_events]text[/eventsmith_events]',
		'',
	] ) {
		const response = await admin.rest( 'POST', SCRIPTS, {
			post_name: 'Bad',
			shortcode,
		} );
		expect( response.status(), shortcode ).toBe( 400 );
		expect( blamed( await json( response ) ), shortcode ).toEqual( [
			'shortcode',
		] );
	}
	const unnamed = await admin.rest( 'POST', SCRIPTS, {
		post_name: '',
		shortcode: SPEAKERS,
	} );
	expect( unnamed.status() ).toBe( 400 );
	expect( blamed( await json( unnamed ) ) ).toEqual( [ 'post_name' ] );
} );

test( 'SC-04 the preview renders our widgets with their CSS and refuses any other shortcode', async () => {
	const response = await admin.rest( 'POST', PREVIEW, {
		shortcode: SPEAKERS,
	} );
	expect( response.status() ).toBe( 200 );
	const preview = await json( response );
	expect( preview.html ).toContain( 'eventsmith-people' );
	expect(
		( preview.html.match( /eventsmith-people__item"/g ) ?? [] ).length
	).toBe( 2 );
	expect( preview.css ).toContain( '.eventsmith-people__list' );

	for ( const shortcode of [
		'[gallery]',
		'[embed]https://example.org[/embed]',
		'[caption]x[/caption]',
	] ) {
		const refused = await admin.rest( 'POST', PREVIEW, { shortcode } );
		expect( refused.status(), shortcode ).toBe( 400 );
		const body = await json( refused );
		expect( body.code ).toBe( 'eventsmith_foreign_shortcode' );
		expect( body ).not.toHaveProperty( 'html' );
	}
} );

test( 'SC-07 the embed script is JavaScript, cached and readable cross-origin; its route answers any origin', async () => {
	const record = await saveScript( admin );
	const visitor = await session( null );

	const script = await visitor.request.get(
		`/?eventsmith_embed=${ record.id }`
	);
	expect( script.status() ).toBe( 200 );
	const headers = script.headers();
	expect( headers[ 'content-type' ] ).toBe(
		'text/javascript; charset=utf-8'
	);
	expect( headers[ 'cache-control' ] ).toBe( 'public, max-age=300' );
	expect( headers.etag ).toMatch( /^"[0-9a-f]{32}"$/ );
	expect( headers[ 'access-control-allow-origin' ] ).toBe( '*' );
	const body = await script.text();
	expect( body ).toContain( 'attachShadow' );
	expect( body ).toContain(
		`${ siteUrl() }/?eventsmith_embed_frame=${ record.id }`
	);
	expect( body ).not.toMatch(
		/document\.cookie|localStorage|document\.body\.innerHTML/
	);

	const again = await visitor.request.get(
		`/?eventsmith_embed=${ record.id }`,
		{
			headers: { 'If-None-Match': headers.etag! },
		}
	);
	expect( again.status() ).toBe( 304 );

	const data = await visitor.request.get(
		`/wp-json/eventsmith/v2/public/embed/${ record.id }`,
		{ headers: { Origin: 'http://elsewhere.example' } }
	);
	expect( data.status() ).toBe( 200 );
	expect( data.headers()[ 'access-control-allow-origin' ] ).toBe( '*' );
	expect(
		data.headers()[ 'access-control-allow-credentials' ]
	).toBeUndefined();
	expect( data.headers()[ 'cache-control' ] ).toBe( 'public, max-age=300' );
	const widget = await json( data );
	expect( widget.html ).toContain( 'eventsmith-people__name' );
	expect( widget.html ).toContain( 'target="_top"' );
	expect( widget.css ).toContain( '.eventsmith-people__list' );
	const cached = await visitor.request.get(
		`/wp-json/eventsmith/v2/public/embed/${ record.id }`,
		{ headers: { 'If-None-Match': data.headers().etag! } }
	);
	expect( cached.status() ).toBe( 304 );
} );

test( 'SC-07 an unknown or deleted script is harmless: one console line, and the route answers 404 with CORS', async () => {
	const record = await saveScript( admin );
	const visitor = await session( null );
	expect(
		(
			await visitor.request.get(
				`/wp-json/eventsmith/v2/public/embed/${ record.id }`
			)
		).status()
	).toBe( 200 );
	expect(
		( await admin.rest( 'DELETE', `${ SCRIPTS }/${ record.id }` ) ).status()
	).toBe( 200 );
	expect(
		( await admin.rest( 'DELETE', `${ SCRIPTS }/${ record.id }` ) ).status()
	).toBe( 404 );

	for ( const id of [ record.id, 999999 ] ) {
		const script = await visitor.request.get(
			`/?eventsmith_embed=${ id }`
		);
		expect( script.status() ).toBe( 200 );
		expect( script.headers()[ 'content-type' ] ).toBe(
			'text/javascript; charset=utf-8'
		);
		const body = await script.text();
		expect( body ).toContain( 'console.info(' );
		expect( body ).not.toContain( 'iframe' );
		const data = await visitor.request.get(
			`/wp-json/eventsmith/v2/public/embed/${ id }`
		);
		expect( data.status() ).toBe( 404 );
		expect( data.headers()[ 'access-control-allow-origin' ] ).toBe( '*' );
	}
} );

test( 'the public embed route is rate-limited per client address', async () => {
	const record = await saveScript( admin );
	const route = `/wp-json/eventsmith/v2/public/embed/${ record.id }`;
	const visitor = await session( null );
	const setLimit = async ( limit: number ) =>
		expect(
			(
				await admin.rest(
					'POST',
					'/eventsmith-test/v1/embed-rate-limit',
					{ limit }
				)
			).status()
		).toBe( 200 );
	await setLimit( 3 );
	try {
		const statuses: number[] = [];
		for ( let i = 0; i < 5; i++ ) {
			statuses.push( ( await visitor.request.get( route ) ).status() );
		}
		expect( statuses ).toContain( 429 );
		const refused = await visitor.request.get( route );
		expect( refused.status() ).toBe( 429 );
		expect( refused.headers()[ 'retry-after' ] ).toBe( '60' );
		expect( refused.headers()[ 'access-control-allow-origin' ] ).toBe(
			'*'
		);
		expect( ( await json( refused ) ).code ).toBe(
			'eventsmith_rate_limited'
		);

		// A forwarded address counts only through a proxy the owner declared.
		const forwarded = { 'X-Forwarded-For': '203.0.113.77' };
		expect(
			(
				await visitor.request.get( route, { headers: forwarded } )
			).status()
		).toBe( 429 );
		await admin.rest( 'POST', '/eventsmith-test/v1/trusted-proxies', {
			proxies: [ '127.0.0.1' ],
		} );
		expect(
			(
				await visitor.request.get( route, { headers: forwarded } )
			).status()
		).toBe( 200 );
	} finally {
		await admin.rest( 'POST', '/eventsmith-test/v1/trusted-proxies', {
			proxies: [],
		} );
		await setLimit( 1000 );
	}
} );

test( "SC-07 the embed frame is the widget's own page: its scripts and styles, links to the site, the same for every visitor, gone with its record", async () => {
	const record = await saveScript( admin );
	const visitor = await session( null );
	const frame = await visitor.request.get(
		`/?eventsmith_embed_frame=${ record.id }`
	);
	expect( frame.status() ).toBe( 200 );
	expect( frame.headers()[ 'cache-control' ] ).toBe( 'public, max-age=300' );
	expect( frame.headers()[ 'x-robots-tag' ] ).toBe( 'noindex' );
	const html = await frame.text();
	expect( html ).toContain( '<base target="_top">' );
	expect( html ).toContain( 'eventsmith-people__name' );
	// The block's stylesheet, as WordPress prints it (small ones inline).
	expect( html ).toContain( '.eventsmith-people__list{' );
	expect( html ).toContain( 'postMessage' );
	expect( html ).not.toContain( 'id="wpadminbar"' );

	// Staff who open it see what visitors see: no admin bar, nothing of their account.
	const staff = await admin.request.get(
		`/?eventsmith_embed_frame=${ record.id }`
	);
	const staffHtml = await staff.text();
	expect( staffHtml ).not.toContain( 'id="wpadminbar"' );
	expect( staffHtml ).not.toContain( 'admin@' );

	expect(
		( await admin.rest( 'DELETE', `${ SCRIPTS }/${ record.id }` ) ).status()
	).toBe( 200 );
	const gone = await visitor.request.get(
		`/?eventsmith_embed_frame=${ record.id }`
	);
	expect( gone.status() ).toBe( 404 );
	expect( await gone.text() ).toContain(
		'This widget is no longer available.'
	);
} );
