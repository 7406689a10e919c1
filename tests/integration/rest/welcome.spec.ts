/**
 * REST /welcome: the dashboard's first-run welcome (issue 33, item 5). This
 * site was seeded with demo events, so it is a site with events: the welcome
 * skips it. The first run on an empty site, with the sample events, is
 * tests/e2e/admin/welcome.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';

const WELCOME = '/eventsmith/v2/welcome';
const ROUTES: [ string, string ][] = [
	[ 'GET', WELCOME ],
	[ 'POST', `${ WELCOME }/settings` ],
	[ 'POST', `${ WELCOME }/samples` ],
	[ 'DELETE', `${ WELCOME }/samples` ],
	[ 'POST', `${ WELCOME }/dismiss` ],
];

test.afterAll( async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'POST', '/eventsmith-test/v1/welcome-done' );
} );

test( 'welcome routes answer 401 logged out, 403 to a subscriber and to staff with the settings permission (33.5)', async () => {
	const visitor = await session( null );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	const staff = await sessionWithOnly( 'eventsmith_manage_settings' );
	for ( const [ method, route ] of ROUTES ) {
		expect(
			( await visitor.rest( method, route, {} ) ).status(),
			`${ method } ${ route }`
		).toBe( 401 );
		expect(
			( await subscriber.rest( method, route, {} ) ).status(),
			`${ method } ${ route }`
		).toBe( 403 );
		expect(
			( await staff.rest( method, route, {} ) ).status(),
			`${ method } ${ route }`
		).toBe( 403 );
	}
} );

test( 'a site with events skips the welcome at activation and refuses the sample seed with 409 (33.5)', async () => {
	const admin = await session( ADMIN );
	const run = await admin.rest(
		'POST',
		'/eventsmith-test/v1/welcome-first-run'
	);
	expect( run.status() ).toBe( 200 );
	expect( ( await json( run ) ).state ).toBe( 'done' );

	const welcome = await json( await admin.rest( 'GET', WELCOME ) );
	expect( welcome.state ).toBe( 'done' );
	expect( welcome.shows ).toBe( false );
	expect( welcome.samples.total ).toBeGreaterThan( 1 );

	const seed = await admin.rest( 'POST', `${ WELCOME }/samples` );
	expect( seed.status() ).toBe( 409 );
	expect( ( await json( seed ) ).code ).toBe( 'eventsmith_welcome_done' );

	// The dashboard gets the answer preloaded: no panel on this site.
	const page = await admin.request.get(
		'/wp-admin/admin.php?page=eventsmith'
	);
	expect( await page.text() ).toContain( '"shows":false' );
} );

test( 'welcome settings refuse bad input with 400 naming the field and store nothing (33.5)', async () => {
	const admin = await session( ADMIN );
	const before = await json( await admin.rest( 'GET', WELCOME ) );
	const good = {
		currency: 'EUR',
		timezone: 'Europe/Berlin',
		events_slug: 'concerts',
	};
	const bad: [ string, string ][] = [
		[ 'currency', 'EURO' ],
		[ 'currency', '' ],
		[ 'timezone', 'Mars/Olympus' ],
		[ 'timezone', '' ],
		[ 'events_slug', 'Not A Slug!' ],
	];
	for ( const [ field, value ] of bad ) {
		const response = await admin.rest( 'POST', `${ WELCOME }/settings`, {
			...good,
			[ field ]: value,
		} );
		expect( response.status(), `${ field }=${ value }` ).toBe( 400 );
		const body = await json( response );
		expect( Object.keys( body.data.params ?? {} ) ).toEqual( [ field ] );
		expect( body.message ).toContain( field );
	}
	// Good input once the welcome is over: 409, and still nothing stored.
	const late = await admin.rest( 'POST', `${ WELCOME }/settings`, good );
	expect( late.status() ).toBe( 409 );
	expect(
		( await json( await admin.rest( 'GET', WELCOME ) ) ).fields
	).toEqual( before.fields );
} );

test( 'dismissing ends the welcome for good, also across a reactivation (33.5)', async () => {
	const admin = await session( ADMIN );
	const dismissed = await admin.rest( 'POST', `${ WELCOME }/dismiss` );
	expect( dismissed.status() ).toBe( 200 );
	expect( ( await json( dismissed ) ).shows ).toBe( false );
	const again = await admin.rest(
		'POST',
		'/eventsmith-test/v1/deactivate-and-reactivate'
	);
	expect( ( await json( again ) ).reactivated ).toBe( true );
	const welcome = await json( await admin.rest( 'GET', WELCOME ) );
	expect( welcome.state ).toBe( 'done' );
	expect( welcome.shows ).toBe( false );
} );
