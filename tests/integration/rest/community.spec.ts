/**
 * The community integration on the production-like stack (PHP workers,
 * MariaDB), with the BuddyPress test stand-in switched on: the group list's
 * query (group, category, text, status, drafts), private groups, creating
 * and assigning through REST (COM-02…04, COM-06). The browser side is in
 * tests/e2e/community/group-events.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	type Session,
} from '../../support/wordpress';

const run = Date.now().toString( 36 );
let admin: Session;

async function group( status: string, admins: string[] = [] ) {
	return json(
		await admin.rest( 'POST', '/eventsmith-test/v1/buddypress/groups', {
			name: `Group ${ status } ${ run }`,
			status,
			admins,
		} )
	);
}

async function listHtml(
	who: Session,
	params: Record< string, string | number >
): Promise< { status: number; html: string } > {
	const query = new URLSearchParams( {
		action: 'eventsmith_bp_event_list',
		...Object.fromEntries(
			Object.entries( params ).map( ( [ k, v ] ) => [ k, String( v ) ] )
		),
	} );
	const response = await who.request.get(
		`/wp-admin/admin-ajax.php?${ query }`
	);
	const body = await json( response );
	return {
		status: response.status(),
		html: String( body.data?.html ?? '' ),
	};
}

test.beforeAll( async () => {
	admin = await session( ADMIN );
	await admin.rest( 'POST', '/eventsmith-test/v1/buddypress', {
		active: true,
	} );
} );

test.afterAll( async () => {
	await admin.rest( 'POST', '/eventsmith-test/v1/buddypress', {
		active: false,
	} );
	await admin.request.dispose();
} );

test( 'COM-02, COM-03, COM-04: the list filters by group, category, text and status; drafts only for the group’s admins', async () => {
	const organiser = await ensureUser( 'subscriber', `organiser-${ run }` );
	const jazz = await group( 'public', [ organiser.username ] );
	const category: Json = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Swing ${ run }`,
		} )
	);
	const make = async ( title: string, day: string, extra: Json = {} ) =>
		Number(
			(
				await createEvent( admin, {
					title,
					...oneDay( day, '19:00', '21:00' ),
					...extra,
				} )
			).id
		);
	const ids = {
		swing: await make( `Swing night ${ run }`, '2031-02-01', {
			categories: [ category.id ],
		} ),
		blues: await make( `Blues "quoted" 100% ${ run }`, '2031-01-01' ),
		past: await make( `Old session ${ run }`, '2020-01-01' ),
		draft: await make( `Draft ${ run }`, '2031-03-01', {
			status: 'draft',
		} ),
		other: await make( `Elsewhere ${ run }`, '2031-01-15' ),
	};
	for ( const id of [ ids.swing, ids.blues, ids.past, ids.draft ] ) {
		const assigned = await admin.rest(
			'POST',
			'/eventsmith/v2/community/group-assign',
			{ action: 'post_assign_group', group_id: jazz.id, event_id: id }
		);
		expect( assigned.status() ).toBe( 200 );
		expect( ( await json( assigned ) ).message ).toBe(
			'Successfully assigned group'
		);
	}
	const visitor = await session( null );
	const all = await listHtml( visitor, { group_id: jazz.id } );
	expect( all.status ).toBe( 200 );
	// Soonest first; published only; nothing from other groups.
	const order = [ 'Old session', 'Blues', 'Swing night' ].map( ( t ) =>
		all.html.indexOf( t )
	);
	expect( order.every( ( at ) => at >= 0 ) ).toBe( true );
	expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
	expect( all.html ).not.toContain( `Draft ${ run }` );
	expect( all.html ).not.toContain( `Elsewhere ${ run }` );
	// Titles are escaped.
	expect( all.html ).toContain( 'Blues &quot;quoted&quot; 100%' );

	const byCategory = await listHtml( visitor, {
		group_id: jazz.id,
		category: category.id,
	} );
	expect( byCategory.html ).toContain( `Swing night ${ run }` );
	expect( byCategory.html ).not.toContain( 'Blues' );

	// LIKE wildcards in the text are literal.
	const byText = await listHtml( visitor, {
		group_id: jazz.id,
		query: '100%',
	} );
	expect( byText.html ).toContain( 'Blues' );
	expect( byText.html ).not.toContain( 'Swing' );
	expect(
		( await listHtml( visitor, { group_id: jazz.id, query: '_' } ) ).html
	).toContain( 'This group has no events yet.' );

	const upcoming = await listHtml( visitor, {
		group_id: jazz.id,
		status: 'upcoming',
	} );
	expect( upcoming.html ).not.toContain( 'Old session' );
	const expired = await listHtml( visitor, {
		group_id: jazz.id,
		status: 'expire',
	} );
	expect( expired.html ).toContain( 'Old session' );
	expect( expired.html ).not.toContain( 'Swing' );

	const asOrganiser = await session( organiser );
	expect(
		( await listHtml( asOrganiser, { group_id: jazz.id } ) ).html
	).toContain( `Draft ${ run }` );
	// The organiser creates in the group: a draft, listed for the organiser only.
	const created = await asOrganiser.rest(
		'POST',
		`/eventsmith/v2/community/groups/${ jazz.id }/events`,
		{
			title: `Made in the group ${ run }`,
			...oneDay( '2031-04-01', '10:00', '11:00' ),
		}
	);
	expect( created.status(), await created.text() ).toBe( 201 );
	expect( await json( created ) ).toMatchObject( {
		status: 'draft',
		group_id: jazz.id,
	} );
	expect(
		( await listHtml( asOrganiser, { group_id: jazz.id } ) ).html
	).toContain( `Made in the group ${ run }` );
	// Invalid fields: the events service's own validation, nothing created.
	const invalid = await asOrganiser.rest(
		'POST',
		`/eventsmith/v2/community/groups/${ jazz.id }/events`,
		{ title: `No dates ${ run }` }
	);
	expect( invalid.status() ).toBe( 400 );
	await visitor.request.dispose();
	await asOrganiser.request.dispose();
} );

test( 'COM-02: a private group’s list is for its members only; unknown groups are 404', async () => {
	const member = await ensureUser( 'subscriber', `member-${ run }` );
	const secret = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/buddypress/groups', {
			name: `Secret ${ run }`,
			status: 'private',
			members: [ member.username ],
		} )
	);
	const visitor = await session( null );
	expect(
		( await listHtml( visitor, { group_id: secret.id } ) ).status
	).toBe( 403 );
	const asMember = await session( member );
	expect(
		( await listHtml( asMember, { group_id: secret.id } ) ).status
	).toBe( 200 );
	await asMember.request.dispose();
	expect( ( await listHtml( visitor, { group_id: 999999 } ) ).status ).toBe(
		404
	);
	// Visitors cannot ask for "my events".
	expect(
		(
			await listHtml( visitor, {
				group_id: secret.id,
				is_current_user_profile: 1,
			} )
		).status
	).toBe( 403 );
	await visitor.request.dispose();
} );
