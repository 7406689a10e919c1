/**
 * FE-01: the vendor event form's routes (/my/events). A vendor creates,
 * reads, changes and deletes only the events they authored; another vendor
 * gets 403; users who are not vendors 403, visitors 401. New events wait for
 * review ("pending") unless the site's filter says otherwise, and the
 * events API's validation answers 400 naming the field.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';

const ROUTE = '/eventsmith/v2/my/events';
const RUN = Date.now().toString( 36 );

let admin: Session;
let vendorA: Session;
let vendorB: Session;

const valid = ( title: string ) => ( {
	title,
	description:
		'<p>Bring <strong>boots</strong>.</p><script>alert(1)</script>',
	start_date: '2031-05-10',
	start_time: '18:00',
	end_date: '2031-05-10',
	end_time: '21:30',
	timezone: 'Europe/Berlin',
	location: { address: { address: 'Market Hall 3, Leipzig' } },
	total_ticket: '40',
} );

async function vendor( name: string ): Promise< Session > {
	const credentials = await ensureUser( 'subscriber', `${ name }-${ RUN }` );
	const marked = await admin.rest( 'POST', '/eventsmith-test/v1/grant', {
		username: credentials.username,
		capability: 'eventsmith_vendor',
	} );
	expect( marked.status() ).toBe( 200 );
	return session( credentials );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	admin = await session( ADMIN );
	vendorA = await vendor( 'ev-vendor-a' );
	vendorB = await vendor( 'ev-vendor-b' );
} );

test( 'FE-01 a vendor creates an event: pending review, authored by them, validated like /events', async () => {
	const bad = await vendorA.rest( 'POST', ROUTE, {
		...valid( `Night walk ${ RUN }` ),
		end_date: '2031-05-09',
	} );
	expect( bad.status() ).toBe( 400 );
	const refusal = await json( bad );
	expect( refusal.data.params ).toEqual( {
		end_date: 'The event must end after it starts.',
	} );

	const untitled = await json(
		await vendorA.rest( 'POST', ROUTE, { ...valid( '' ) } )
	);
	expect( untitled.data.params ).toEqual( {
		title: 'Please enter a title.',
	} );

	const created = await vendorA.rest( 'POST', ROUTE, {
		...valid( `Night walk ${ RUN }` ),
		status: 'publish', // Ignored: the server decides.
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	expect( created.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const event = await json( created );
	expect( event ).toMatchObject( {
		title: `Night walk ${ RUN }`,
		post_status: 'pending',
		start_date: '2031-05-10',
		timezone: 'Europe/Berlin',
		total_ticket: 40,
		location: { address: { address: 'Market Hall 3, Leipzig' } },
	} );
	expect( event.description ).toContain( '<strong>boots</strong>' );
	expect( event.description ).not.toContain( '<script' );

	// The staff's events API sees it, filed under the vendor.
	const stored = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ event.id }` )
	);
	expect( stored.post_status ).toBe( 'pending' );
	// Not on the public lists while it waits.
	const anonymous = await session( null );
	const publicList = await json(
		await anonymous.rest(
			'GET',
			'/eventsmith/v2/public/events?orderby=post_date&order=DESC&per_page=50&filter_with_status=all'
		)
	);
	expect( JSON.stringify( publicList ) ).not.toContain(
		`Night walk ${ RUN }`
	);

	// Listed for its vendor (its author) only.
	const mine = await json( await vendorA.rest( 'GET', ROUTE ) );
	expect( ( mine.items as Json[] ).map( ( e ) => e.id ) ).toEqual( [
		event.id,
	] );
	const theirs = await json( await vendorB.rest( 'GET', ROUTE ) );
	expect( theirs.total_items ).toBe( 0 );
} );

test( "FE-01 vendor B can neither read, edit nor delete vendor A's event", async () => {
	const mine = await json( await vendorA.rest( 'GET', ROUTE ) );
	const id = ( mine.items as Json[] )[ 0 ]!.id as number;
	for ( const [ method, body ] of [
		[ 'GET', undefined ],
		[ 'PUT', { title: 'Hijacked' } ],
		[ 'DELETE', undefined ],
	] as const ) {
		const answer = await vendorB.rest( method, `${ ROUTE }/${ id }`, body );
		expect( answer.status(), `${ method } by vendor B` ).toBe( 403 );
	}
	const still = await json(
		await vendorA.rest( 'GET', `${ ROUTE }/${ id }` )
	);
	expect( still.title ).toBe( `Night walk ${ RUN }` );

	// Someone else's event made in the dashboard is no vendor's either.
	const staffEvent = await json(
		await admin.rest( 'POST', '/eventsmith/v2/events', {
			...valid( `Staff gala ${ RUN }` ),
			total_ticket: 10,
		} )
	);
	expect(
		(
			await vendorA.rest( 'PUT', `${ ROUTE }/${ staffEvent.id }`, {
				title: 'Mine now',
			} )
		).status()
	).toBe( 403 );
	expect(
		( await vendorA.rest( 'GET', `${ ROUTE }/999999999` ) ).status()
	).toBe( 404 );
} );

test( 'FE-01 the vendor edits and deletes their own event; edits stay in review', async () => {
	const mine = await json( await vendorA.rest( 'GET', ROUTE ) );
	const id = ( mine.items as Json[] )[ 0 ]!.id as number;
	const wrong = await vendorA.rest( 'PUT', `${ ROUTE }/${ id }`, {
		location: { address: { address: '' }, online_url: 'not a link' },
	} );
	expect( wrong.status() ).toBe( 400 );
	expect( ( await json( wrong ) ).data.params ).toHaveProperty( [
		'location.online_url',
	] );
	const changed = await vendorA.rest( 'PUT', `${ ROUTE }/${ id }`, {
		title: `Night walk (moved) ${ RUN }`,
		total_ticket: '',
	} );
	expect( changed.status(), await changed.text() ).toBe( 200 );
	expect( await json( changed ) ).toMatchObject( {
		title: `Night walk (moved) ${ RUN }`,
		post_status: 'pending',
		total_ticket: -1,
		start_date: '2031-05-10',
	} );

	// Once staff published it, the vendor's edit keeps it published.
	expect(
		(
			await admin.rest( 'PUT', `/eventsmith/v2/events/${ id }`, {
				status: 'publish',
			} )
		).status()
	).toBe( 200 );
	const edited = await json(
		await vendorA.rest( 'PUT', `${ ROUTE }/${ id }`, {
			description: 'Now with lanterns.',
		} )
	);
	expect( edited.post_status ).toBe( 'publish' );

	const removed = await vendorA.rest( 'DELETE', `${ ROUTE }/${ id }` );
	expect( removed.status() ).toBe( 200 );
	expect( ( await json( removed ) ).deleted ).toEqual( [ id ] );
	expect(
		( await vendorA.rest( 'GET', `${ ROUTE }/${ id }` ) ).status()
	).toBe( 404 );
} );

test( 'FE-01 visitors get 401, users who are not vendors 403; staff who manage events may use it', async () => {
	const anonymous = await session( null );
	expect( ( await anonymous.rest( 'GET', ROUTE ) ).status() ).toBe( 401 );
	expect(
		( await anonymous.rest( 'POST', ROUTE, valid( 'x' ) ) ).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( ( await subscriber.rest( 'GET', ROUTE ) ).status() ).toBe( 403 );
	expect(
		(
			await subscriber.rest( 'POST', ROUTE, valid( `Nope ${ RUN }` ) )
		).status()
	).toBe( 403 );
	const attendeeStaff = await sessionWithOnly( 'eventsmith_manage_attendee' );
	expect( ( await attendeeStaff.rest( 'GET', ROUTE ) ).status() ).toBe( 403 );

	const eventStaff = await sessionWithOnly( 'eventsmith_manage_event' );
	const created = await eventStaff.rest(
		'POST',
		ROUTE,
		valid( `Staff own ${ RUN }` )
	);
	expect( created.status() ).toBe( 201 );
	expect( ( await json( created ) ).post_status ).toBe( 'publish' );
} );

test( 'FE-01 a vendor marked by the eventsmith_is_vendor filter may use it too', async () => {
	const credentials = await ensureUser( 'subscriber', `ev-filter-${ RUN }` );
	expect(
		(
			await admin.rest( 'POST', '/eventsmith-test/v1/filter-vendor', {
				username: credentials.username,
			} )
		).status()
	).toBe( 200 );
	const filtered = await session( credentials );
	const created = await filtered.rest(
		'POST',
		ROUTE,
		valid( `Filtered ${ RUN }` )
	);
	expect( created.status() ).toBe( 201 );
	expect( ( await json( created ) ).post_status ).toBe( 'pending' );
} );

test( 'FE-01 FE-05 the shortcode dashboard: uncached, with create-event and vendor-event paths that keep its menu entry current', async () => {
	const page = await json(
		await admin.rest( 'POST', '/wp/v2/pages', {
			title: `Shortcode dashboard ${ RUN }`,
			content: '[eventsmith_vendor_event_form]',
			status: 'publish',
		} )
	);
	const url = page.link as string;
	const menu = `<!-- wp:navigation {"overlayMenu":"never"} --><!-- wp:navigation-link {"label":"Elsewhere","url":"/elsewhere/","kind":"custom"} /--><!-- wp:navigation-link {"label":"Dashboard entry","url":"${ url }","kind":"custom"} /--><!-- wp:navigation-link {"label":"Marked entry","url":"https://market.example.org/","kind":"custom","className":"eventsmith-vendor-menu-entry"} /--><!-- /wp:navigation -->`;
	expect(
		(
			await admin.rest( 'POST', `/wp/v2/pages/${ page.id }`, {
				content: `${ menu }\n[eventsmith_vendor_event_form]`,
			} )
		).status()
	).toBe( 200 );
	const created = await json(
		await vendorA.rest( 'POST', ROUTE, valid( `Paths ${ RUN }` ) )
	);

	const list = await vendorA.request.get( url );
	expect( list.headers()[ 'cache-control' ] ).toContain( 'no-cache' );
	const listHtml = await list.text();
	expect( listHtml ).toContain( 'Your events' );
	expect( listHtml ).toContain( `Paths ${ RUN }` );
	expect( listHtml ).not.toContain( 'eventsmith-vendor-event-path' );
	expect( listHtml ).not.toMatch(
		/aria-current="page"[^>]*>Dashboard entry|current-menu-item[^"]*"[^>]*><a[^>]*>Marked entry/
	);

	const current = ( html: string, label: string ) =>
		new RegExp(
			`<li[^>]*class="[^"]*current-menu-item[^"]*"[^>]*>\\s*<a[^>]*aria-current="page"[^>]*>\\s*<span[^>]*>${ label }<`
		).test( html );
	for ( const path of [ 'create-event/', `vendor-event/${ created.id }/` ] ) {
		const answer = await vendorA.request.get( `${ url }${ path }` );
		expect( answer.status(), path ).toBe( 200 );
		const html = await answer.text();
		expect( html ).toContain( 'eventsmith-vendor-event-path' );
		expect( current( html, 'Dashboard entry' ), path ).toBe( true );
		expect( current( html, 'Marked entry' ), path ).toBe( true );
		expect( current( html, 'Elsewhere' ), path ).toBe( false );
	}
	const form = await (
		await vendorA.request.get( `${ url }vendor-event/${ created.id }/` )
	).text();
	expect( form ).toContain( `value="Paths ${ RUN }"` );
	// No nonce in the block: the form fetches one when the vendor saves, from
	// the address printed once in the page's Interactivity state.
	expect( form ).toContain( 'admin-ajax.php?action=rest-nonce' );
	const start = form.indexOf( 'data-wp-context' );
	const block = form.slice( start, form.indexOf( '</form>', start ) );
	expect( block ).not.toContain( 'admin-ajax.php?action=rest-nonce' );
	expect( block ).not.toMatch( /nonce"\s*:\s*"|_wpnonce|X-WP-Nonce/ );
	const other = await (
		await vendorB.request.get( `${ url }vendor-event/${ created.id }/` )
	).text();
	expect( other ).toContain( 'This event cannot be edited here' );
	expect( other ).not.toContain( `value="Paths ${ RUN }"` );
} );
