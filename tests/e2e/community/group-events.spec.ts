/**
 * The community integration in a browser (COM-01..08), on the BuddyPress
 * test stand-in (tests/support/buddypress/buddypress-stand-in.php: BuddyPress
 * itself cannot be installed here). The group's "Events" tab lists its
 * published events and refetches them by category and text; its admin
 * toggles to a create form that saves an event in the group; a member
 * assigns an event of theirs over REST with the nonce and reads 'Successfully
 * assigned group'; outsiders cannot assign; failures are logged only. With
 * the stand-in off nothing of the integration loads.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	logInPage,
	session,
	type Session,
} from '../../support/wordpress';

const run = Date.now().toString( 36 );
const ORGANISER = `bp-organiser-${ run }`;
const MEMBER = `bp-member-${ run }`;
const AUTHOR = `bp-author-${ run }`;
const OUTSIDER = `bp-outsider-${ run }`;

let admin: Session;
let groupId = 0;
let groupUrl = '';
let music: Json;
let talks: Json;
const events: Record< string, number > = {};

const standIn = ( active: boolean ) =>
	admin.rest( 'POST', '/eventsmith-test/v1/buddypress', { active } );

async function newEvent(
	title: string,
	categories: number[],
	status = 'publish'
): Promise< number > {
	const event = await createEvent( admin, {
		title,
		...oneDay( '2031-05-10', '19:00', '22:00' ),
		location: { address: { address: 'Club room' } },
		description: `About ${ title }.`,
		categories,
		status,
	} );
	return Number( event.id );
}

async function assignAsAdmin( eventId: number ): Promise< void > {
	const response = await admin.rest(
		'POST',
		'/eventsmith/v2/community/group-assign',
		{ action: 'post_assign_group', group_id: groupId, event_id: eventId }
	);
	expect( response.status(), await response.text() ).toBe( 200 );
}

async function openTab( page: Page ) {
	await page.goto( `${ groupUrl }&bp-tab=events` );
	const block = page.locator( '.wp-block-eventsmith-group-events' );
	await expect( block ).toBeVisible();
	return block;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	test.setTimeout( 300_000 );
	admin = await session( ADMIN );
	expect( ( await standIn( true ) ).status() ).toBe( 200 );
	await ensureUser( 'subscriber', ORGANISER );
	await ensureUser( 'subscriber', MEMBER );
	await ensureUser( 'author', AUTHOR );
	await ensureUser( 'subscriber', OUTSIDER );
	music = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Music ${ run }`,
		} )
	);
	talks = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Talks ${ run }`,
		} )
	);
	const group = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/buddypress/groups', {
			name: `Jazz Friends ${ run }`,
			status: 'public',
			admins: [ ORGANISER ],
			members: [ MEMBER, AUTHOR ],
		} )
	);
	groupId = Number( group.id );
	groupUrl = String( group.url );
	events.jazz = await newEvent( `Jazz night ${ run }`, [ music.id ] );
	events.poetry = await newEvent( `Poetry talk ${ run }`, [ talks.id ] );
	events.draft = await newEvent(
		`Draft jam ${ run }`,
		[ music.id ],
		'draft'
	);
	events.elsewhere = await newEvent( `Not in the group ${ run }`, [] );
	events.open = await newEvent( `Open mic ${ run }`, [ music.id ] );
	for ( const id of [ events.jazz, events.poetry, events.draft ] ) {
		await assignAsAdmin( id );
	}
	const author = await admin.rest(
		'POST',
		'/eventsmith-test/v1/event-author',
		{ event_id: events.open, username: AUTHOR }
	);
	expect( author.status() ).toBe( 200 );
} );

test.afterAll( async () => {
	await standIn( false );
	await admin.request.dispose();
} );

test( 'COM-02, COM-03, COM-04: the Events tab lists the group’s published events and refetches by category and by text', async ( {
	page,
} ) => {
	const block = await openTab( page );
	const titles = block.locator(
		'.wp-block-eventsmith-group-events__items .eventsmith-group-events__title'
	);
	await expect( titles ).toHaveText( [
		`Jazz night ${ run }`,
		`Poetry talk ${ run }`,
	] );
	await expect(
		page.getByRole( 'link', { name: 'Events', exact: true } )
	).toHaveAttribute( 'aria-current', 'page' );
	// Visitors get neither the create toggle nor the assign picker.
	await expect(
		block.getByRole( 'button', { name: 'Create event' } )
	).toHaveCount( 0 );

	const byCategory = page.waitForRequest(
		( r ) =>
			r.method() === 'GET' &&
			r.url().includes( 'action=eventsmith_bp_event_list' ) &&
			r.url().includes( `category=${ music.id }` )
	);
	await block.getByLabel( 'Category' ).selectOption( String( music.id ) );
	const listUrl = new URL( ( await byCategory ).url() );
	for ( const key of [
		'category',
		'query',
		'status',
		'is_current_user_profile',
	] ) {
		expect( listUrl.searchParams.has( key ), key ).toBe( true );
	}
	await expect( titles ).toHaveText( [ `Jazz night ${ run }` ] );

	await block.getByLabel( 'Category' ).selectOption( '0' );
	await expect( titles ).toHaveCount( 2 );
	const byText = page.waitForRequest(
		( r ) =>
			r.url().includes( 'action=eventsmith_bp_event_list' ) &&
			r.url().includes( 'query=poetry' )
	);
	await block.getByLabel( 'Search events' ).fill( 'poetry' );
	await byText;
	await expect( titles ).toHaveText( [ `Poetry talk ${ run }` ] );
	await page.screenshot( {
		path: `test-results/community-group-events-1280.png`,
		fullPage: true,
	} );
	const axe = await new AxeBuilder( { page } )
		.include( '.wp-block-eventsmith-group-events' )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
} );

test( 'COM-05: Details posts eventsmith_bp_event with the event id and shows the returned html', async ( {
	page,
} ) => {
	const block = await openTab( page );
	const item = block.locator( '.eventsmith-group-events__item', {
		hasText: `Jazz night ${ run }`,
	} );
	const posted = page.waitForRequest(
		( r ) =>
			r.method() === 'POST' &&
			( r.postData() ?? '' ).includes( 'action=eventsmith_bp_event&' )
	);
	await item.getByRole( 'button', { name: 'Details' } ).click();
	expect( ( await posted ).postData() ).toContain(
		`event_id=${ events.jazz }`
	);
	await expect( item.getByText( 'Club room' ) ).toBeVisible();
	await expect(
		item.getByText( `About Jazz night ${ run }.` )
	).toBeVisible();
	await expect(
		item.getByRole( 'button', { name: 'Details' } )
	).toHaveAttribute( 'aria-expanded', 'true' );
	await page.setViewportSize( { width: 782, height: 900 } );
	await page.screenshot( {
		path: `test-results/community-details-782.png`,
		fullPage: true,
	} );
} );

test( 'COM-01: the group admin toggles between the list and the create form, and the form creates an event in the group', async ( {
	page,
} ) => {
	await logInPage( page, {
		username: ORGANISER,
		password: `${ ORGANISER }-Pass-123!`,
	} );
	const block = await openTab( page );
	// Drafts show to the group's admins only.
	await expect(
		block.locator( '.eventsmith-group-events__item', {
			hasText: `Draft jam ${ run }`,
		} )
	).toContainText( 'Draft' );
	const form = block.locator( '.wp-block-eventsmith-group-events__create' );
	const list = block.locator(
		'.wp-block-eventsmith-group-events__list-view'
	);
	await expect( form ).toBeHidden();
	await block.getByRole( 'button', { name: 'Create event' } ).click();
	await expect( form ).toBeVisible();
	await expect( list ).toBeHidden();
	await expect( form.getByLabel( 'Title' ) ).toBeFocused();
	await block.getByRole( 'button', { name: 'Back to events' } ).click();
	await expect( form ).toBeHidden();
	await expect( list ).toBeVisible();
	await block.getByRole( 'button', { name: 'Create event' } ).click();

	await form.getByLabel( 'Title' ).fill( `Rehearsal ${ run }` );
	await form.getByLabel( 'Start date' ).fill( '2031-06-01' );
	await form.getByLabel( 'Start time' ).fill( '18:00' );
	await form.getByLabel( 'End date' ).fill( '2031-06-01' );
	await form.getByLabel( 'End time' ).fill( '20:00' );
	await form.getByLabel( 'Category' ).selectOption( String( music.id ) );
	await form.getByLabel( 'Description' ).fill( 'Bring your <b>horn</b>.' );
	await page.setViewportSize( { width: 782, height: 900 } );
	await page.screenshot( {
		path: `test-results/community-create-form-782.png`,
		fullPage: true,
	} );
	const created = page.waitForResponse( /community\/groups\/\d+\/events/ );
	await form.getByRole( 'button', { name: 'Save event' } ).click();
	const response = await created;
	expect( response.status() ).toBe( 201 );
	expect( response.request().headers()[ 'x-wp-nonce' ] ).toBeTruthy();
	const answer = await response.json();
	expect( answer.group_id ).toBe( groupId );
	// The organiser holds no event permission: a draft for an event manager.
	expect( answer.status ).toBe( 'draft' );
	await expect( block.getByRole( 'alert' ).first() ).toHaveText(
		'Event saved as a draft. An event manager will publish it.'
	);
	await expect( form ).toBeHidden();
	await expect(
		block.locator( '.eventsmith-group-events__item', {
			hasText: `Rehearsal ${ run }`,
		} )
	).toContainText( 'Draft' );
	const stored = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ answer.id }` )
	);
	expect( stored.categories ).toEqual( [ music.id ] );
} );

test( 'COM-06, COM-07: a member assigns an event of theirs with the REST nonce and reads "Successfully assigned group"; the members’ activity announces it', async ( {
	page,
} ) => {
	await logInPage( page, {
		username: AUTHOR,
		password: `${ AUTHOR }-Pass-123!`,
	} );
	const block = await openTab( page );
	await block.getByRole( 'button', { name: 'Show my events' } ).click();
	const own = block.locator( '.wp-block-eventsmith-group-events__own' );
	await expect( own ).toContainText( `Open mic ${ run }` );
	const assigned = page.waitForRequest( /community\/group-assign/ );
	await own
		.getByRole( 'button', {
			name: `Assign “Open mic ${ run }” to this group`,
		} )
		.click();
	const request = await assigned;
	expect( request.method() ).toBe( 'POST' );
	expect( request.headers()[ 'x-wp-nonce' ] ).toMatch( /^[0-9a-f]{10}$/ );
	expect( request.postDataJSON() ).toEqual( {
		action: 'post_assign_group',
		group_id: groupId,
		event_id: events.open,
	} );
	await expect( block.getByRole( 'alert' ).first() ).toHaveText(
		'Successfully assigned group'
	);
	await expect(
		block.locator( '.wp-block-eventsmith-group-events__items' )
	).toContainText( `Open mic ${ run }` );
	await expect( own ).toContainText( 'In this group' );
	await page.screenshot( {
		path: `test-results/community-assign-1280.png`,
		fullPage: true,
	} );

	const activity = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/buddypress/activity' )
	);
	const item = ( activity as Json[] ).find(
		( a ) => a.secondary_item_id === events.open
	);
	expect( item ).toMatchObject( {
		component: 'groups',
		type: 'eventsmith_group_event',
		item_id: groupId,
		hide_sitewide: false,
	} );
} );

test( 'COM-08: a failed assignment is logged only, with no message', async ( {
	page,
} ) => {
	await logInPage( page, {
		username: AUTHOR,
		password: `${ AUTHOR }-Pass-123!`,
	} );
	const logged: string[] = [];
	page.on( 'console', ( m ) => {
		if ( m.type() === 'error' ) {
			logged.push( m.text() );
		}
	} );
	await page.route( /community\/group-assign/, ( route ) =>
		route.fulfill( { status: 500, body: '{}' } )
	);
	const block = await openTab( page );
	await block.getByRole( 'button', { name: 'Show my events' } ).click();
	const own = block.locator( '.wp-block-eventsmith-group-events__own' );
	await expect( own ).toContainText( `Open mic ${ run }` );
	await expect( own ).toContainText( 'In this group' );
	// Nothing left to assign: ask for an event the author owns that is elsewhere.
	await admin.rest( 'POST', '/eventsmith-test/v1/event-author', {
		event_id: events.elsewhere,
		username: AUTHOR,
	} );
	await page.reload();
	await block.getByRole( 'button', { name: 'Show my events' } ).click();
	await own
		.getByRole( 'button', {
			name: `Assign “Not in the group ${ run }” to this group`,
		} )
		.click();
	await expect
		.poll( () => logged.join( '\n' ) )
		.toContain( 'could not be assigned' );
	await expect(
		block.locator( '.wp-block-eventsmith-group-events__notice' )
	).toBeHidden();
} );

test( 'COM-06: visitors, outsiders and members who cannot edit the event cannot assign; outsiders cannot create', async () => {
	const body = {
		action: 'post_assign_group',
		group_id: groupId,
		event_id: events.elsewhere,
	};
	const anonymous = await session( null );
	expect(
		(
			await anonymous.rest(
				'POST',
				'/eventsmith/v2/community/group-assign',
				body
			)
		).status()
	).toBe( 401 );
	const outsider = await session( {
		username: OUTSIDER,
		password: `${ OUTSIDER }-Pass-123!`,
	} );
	expect(
		(
			await outsider.rest(
				'POST',
				'/eventsmith/v2/community/group-assign',
				body
			)
		).status()
	).toBe( 403 );
	expect(
		(
			await outsider.rest(
				'POST',
				`/eventsmith/v2/community/groups/${ groupId }/events`,
				{ title: 'Sneaky', ...oneDay( '2031-01-01', '10:00', '11:00' ) }
			)
		).status()
	).toBe( 403 );
	const member = await session( {
		username: MEMBER,
		password: `${ MEMBER }-Pass-123!`,
	} );
	const notTheirs = await member.rest(
		'POST',
		'/eventsmith/v2/community/group-assign',
		body
	);
	expect( notTheirs.status() ).toBe( 403 );
	// Without the REST nonce, cookie authentication treats the caller as a visitor.
	const noNonce = await member.request.post(
		'/wp-json/eventsmith/v2/community/group-assign',
		{ data: body }
	);
	expect( noNonce.status() ).toBe( 401 );
	// Drafts stay out of a visitor's list, and so do their details.
	const list = await anonymous.request.get(
		`/wp-admin/admin-ajax.php?action=eventsmith_bp_event_list&group_id=${ groupId }&category=&query=&status=all&is_current_user_profile=0`
	);
	const html = String( ( await json( list ) ).data.html );
	expect( html ).toContain( `Jazz night ${ run }` );
	expect( html ).not.toContain( `Draft jam ${ run }` );
	const details = await anonymous.request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'eventsmith_bp_event',
			event_id: String( events.draft ),
		},
	} );
	expect( details.status() ).toBe( 404 );
	for ( const s of [ anonymous, outsider, member ] ) {
		await s.request.dispose();
	}
} );

test( 'COM-02: with the stand-in off, nothing of the integration loads', async ( {
	page,
} ) => {
	expect( ( await standIn( false ) ).status() ).toBe( 200 );
	const loaded = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/buddypress' )
	);
	expect( loaded ).toEqual( {
		stand_in: false,
		ajax_list: false,
		ajax_event: false,
		block: false,
		rest_routes: [],
	} );
	const visitor = await session( null );
	const list = await visitor.request.get(
		`/wp-admin/admin-ajax.php?action=eventsmith_bp_event_list&group_id=${ groupId }`
	);
	expect( list.status() ).toBe( 400 );
	await visitor.request.dispose();
	await page.goto( `${ groupUrl }&bp-tab=events` );
	const html = await page.content();
	expect( html ).not.toContain( 'group-events' );
	expect( html ).not.toContain( 'eventsmith_bp' );
	expect( ( await standIn( true ) ).status() ).toBe( 200 );
} );
