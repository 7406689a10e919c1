/**
 * Who may use REST {api}/templates: anonymous callers, subscribers, staff
 * holding only the template permission, and what content each may save.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { createResource, runToken } from '../support/rest';
import { TEMPLATES as API } from '../support/templates';

/** A word no other test's template contains, so list assertions are exact. */
const RUN = runToken( 'tpl' );

test( 'GAP-07 anonymous callers get 401, subscribers 403, on every templates route', async () => {
	const admin = await session( ADMIN );
	const { id } = await createResource( admin, API, { type: 'certificate' } );
	const visitor = await session( null );
	const subscriber = await session( await ensureUser( 'subscriber' ) );

	const routes: Array< [ string, string ] > = [
		[ 'GET', API ],
		[ 'POST', API ],
		[ 'DELETE', `${ API }?ids=${ id }` ],
		[ 'GET', `${ API }/${ id }` ],
		[ 'PUT', `${ API }/${ id }` ],
		[ 'PATCH', `${ API }/${ id }` ],
		[ 'POST', `${ API }/${ id }/back-to-wordpress` ],
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
	const staff = await sessionWithOnly( 'eventsmith_manage_template' );

	const created = await createResource( staff, API, {
		type: 'ticket',
		name: RUN,
	} );
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

test( 'content keeps scripts only for users allowed unfiltered HTML', async () => {
	const script = '<p>Hi</p><script>alert(1)</script>';
	const admin = await session( ADMIN );
	const mine = await createResource( admin, API, {
		type: 'event',
		content: script,
	} );
	expect( mine.content ).toBe( script );

	const staff = await sessionWithOnly( 'eventsmith_manage_template' );
	const theirs = await createResource( staff, API, {
		type: 'event',
		content: script,
	} );
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
