/**
 * FE-01: the vendor event form on a vendor dashboard page, used by a vendor:
 * a refused field is marked inline, the corrected event is listed (pending
 * review) and edited; another vendor neither sees nor opens it; visitors
 * are asked to log in. FE-05: on the dashboard's create-event and
 * vendor-event paths the menu entry linking to the dashboard is current.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	logInPage,
	session,
	type Credentials,
} from '../../support/wordpress';

const RUN = Date.now().toString( 36 );
// Saving asks for a nonce, then the route: two requests to a one-worker PHP.
const slow = expect.configure( { timeout: 45_000 } );
const TITLE = `Lantern walk ${ RUN }`;

let dashboard = '';
let vendorA: Credentials;
let vendorB: Credentials;

async function vendor( name: string ): Promise< Credentials > {
	const credentials = await ensureUser( 'subscriber', `${ name }-${ RUN }` );
	const admin = await session( ADMIN );
	const marked = await admin.rest( 'POST', '/eventsmith-test/v1/grant', {
		username: credentials.username,
		capability: 'eventsmith_vendor',
	} );
	expect( marked.status() ).toBe( 200 );
	return credentials;
}

const form = ( page: Page ) =>
	page.locator( '.wp-block-eventsmith-vendor-event-form' );

/**
 * The menu entry linking to the dashboard, and the one that does not.
 * @param page
 * @param name
 */
const entry = ( page: Page, name: string ) =>
	page.getByRole( 'navigation' ).getByRole( 'link', { name, exact: true } );

async function shoot( page: Page, name: string ): Promise< void > {
	for ( const width of [ 1280, 390 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: test.info().outputPath( `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	vendorA = await vendor( 'form-vendor-a' );
	vendorB = await vendor( 'form-vendor-b' );
	const admin = await session( ADMIN );
	const created = await json(
		await admin.rest( 'POST', '/wp/v2/pages', {
			title: `Vendor dashboard ${ RUN }`,
			content: '<!-- wp:eventsmith/vendor-event-form /-->',
			status: 'publish',
		} )
	);
	dashboard = created.link as string;
	// A menu as a multivendor dashboard has one: the entry links to the dashboard page.
	const menu = `<!-- wp:navigation {"overlayMenu":"never"} --><!-- wp:navigation-link {"label":"Shop home","url":"/","kind":"custom"} /--><!-- wp:navigation-link {"label":"My events","url":"${ dashboard }","kind":"custom"} /--><!-- /wp:navigation -->`;
	const updated = await admin.rest( 'POST', `/wp/v2/pages/${ created.id }`, {
		content: `${ menu }\n<!-- wp:eventsmith/vendor-event-form /-->`,
	} );
	expect( updated.status() ).toBe( 200 );
} );

test( 'FE-01 FE-05 a vendor creates an event (inline error first), sees it listed and edits it', async ( {
	page,
} ) => {
	test.setTimeout( 150_000 );
	await logInPage( page, vendorA );
	await page.goto( dashboard );
	await expect(
		form( page ).getByRole( 'heading', { name: 'Your events' } )
	).toBeVisible();
	await expect(
		form( page ).getByText( 'You have not created any events yet.' )
	).toBeVisible();
	// FE-05: on the dashboard itself this plugin marks nothing.
	await expect( entry( page, 'My events' ) ).not.toHaveAttribute(
		'aria-current',
		'page'
	);

	await form( page ).getByRole( 'link', { name: 'Create event' } ).click();
	await expect( page ).toHaveURL( /\/create-event\/?$/ );
	// FE-05: the create-event path keeps the dashboard's entry current.
	await expect( entry( page, 'My events' ) ).toHaveAttribute(
		'aria-current',
		'page'
	);
	await expect(
		page.locator( 'li.current-menu-item', {
			has: page.getByRole( 'link', { name: 'My events', exact: true } ),
		} )
	).toHaveCount( 1 );
	await expect( entry( page, 'Shop home' ) ).not.toHaveAttribute(
		'aria-current',
		'page'
	);

	const f = form( page );
	await expect(
		f.getByRole( 'heading', { name: 'Create an event' } )
	).toBeVisible();
	await f.getByLabel( 'Title' ).fill( TITLE );
	await f.getByLabel( 'Description' ).fill( 'Bring a lantern.' );
	await f.getByLabel( 'Start date' ).fill( '2031-07-01' );
	await f.getByLabel( 'Start time' ).fill( '19:00' );
	await f.getByLabel( 'End date' ).fill( '2031-06-30' ); // Before the start.
	await f.getByLabel( 'End time' ).fill( '22:00' );
	await f.getByLabel( 'Timezone' ).selectOption( 'Europe/Berlin' );
	await f.getByLabel( 'Address' ).fill( 'Old Mill, Riverside 4' );
	await f.getByLabel( 'Capacity' ).fill( '25' );
	// Keyboard: Enter in a field sends the form.
	await f.getByLabel( 'Title' ).press( 'Enter' );

	await slow( f.getByRole( 'alert' ) ).toHaveText(
		'Please correct the marked fields.'
	);
	const endDate = f.getByLabel( 'End date' );
	await expect( endDate ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( endDate ).toHaveAccessibleDescription(
		'The event must end after it starts.'
	);
	await expect( endDate ).toBeFocused();
	await expect( f.getByLabel( 'Title' ) ).toHaveValue( TITLE );
	const axe = await new AxeBuilder( { page } )
		.include( '.wp-block-eventsmith-vendor-event-form' )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
	await shoot( page, 'vendor-form-error' );

	await endDate.fill( '2031-07-01' );
	await expect( endDate ).toHaveAttribute( 'aria-invalid', 'false' );
	await f.getByRole( 'button', { name: 'Create event' } ).click();

	await slow( page ).toHaveURL( /vendor_saved=\d+/ );
	await expect( form( page ).getByRole( 'status' ).first() ).toContainText(
		`“${ TITLE }” was saved. It will be published once the site’s team has reviewed it.`
	);
	const row = form( page ).getByRole( 'row', { name: new RegExp( TITLE ) } );
	await expect( row ).toContainText( 'Pending review' );
	await expect( row ).toContainText( '(Europe/Berlin)' );
	await shoot( page, 'vendor-list' );

	await row.getByRole( 'link', { name: `Edit ${ TITLE }` } ).click();
	await expect( page ).toHaveURL( /\/vendor-event\/\d+\/?$/ );
	// FE-05: so does the vendor-event path.
	await expect( entry( page, 'My events' ) ).toHaveAttribute(
		'aria-current',
		'page'
	);
	const edit = form( page );
	await expect(
		edit.getByRole( 'heading', { name: `Edit “${ TITLE }”` } )
	).toBeVisible();
	await expect( edit.getByLabel( 'Start time' ) ).toHaveValue( '19:00' );
	await expect( edit.getByLabel( 'Timezone' ) ).toHaveValue(
		'Europe/Berlin'
	);
	await expect( edit.getByLabel( 'Capacity' ) ).toHaveValue( '25' );
	await shoot( page, 'vendor-form-edit' );
	await edit.getByLabel( 'Title' ).fill( `${ TITLE } (moved)` );
	await edit.getByLabel( 'Capacity' ).fill( '' );
	await edit.getByRole( 'button', { name: 'Save changes' } ).click();

	await slow( page ).toHaveURL( /vendor_saved=\d+/ );
	const moved = form( page ).getByRole( 'row', {
		name: new RegExp( `${ TITLE } \\(moved\\)` ),
	} );
	await expect( moved ).toContainText( 'Pending review' );
} );

test( 'FE-01 another vendor neither sees nor opens the event', async ( {
	page,
} ) => {
	await logInPage( page, vendorA );
	await page.goto( dashboard );
	const editUrl = await form( page )
		.getByRole( 'link', { name: `${ TITLE } (moved)`, exact: true } )
		.getAttribute( 'href' );
	await page.context().clearCookies();

	await logInPage( page, vendorB );
	await page.goto( dashboard );
	await expect(
		form( page ).getByText( 'You have not created any events yet.' )
	).toBeVisible();
	await expect( form( page ) ).not.toContainText( TITLE );
	await page.goto( editUrl as string );
	await expect( form( page ) ).toContainText(
		'This event cannot be edited here: it is not one of your events, or it was deleted.'
	);
	await expect( page.getByLabel( 'Title' ) ).toHaveCount( 0 );
} );

test( 'FE-01 the vendor deletes the event from the list after confirming', async ( {
	page,
} ) => {
	await logInPage( page, vendorA );
	await page.goto( dashboard );
	const button = form( page ).getByRole( 'button', {
		name: `Delete ${ TITLE } (moved)`,
	} );
	await button.click();
	await expect( button ).toHaveText( 'Confirm delete' );
	await button.click();
	await slow(
		form( page ).getByText( 'You have not created any events yet.' )
	).toBeVisible();
	await expect( form( page ).locator( '[data-announce]' ) ).toHaveText(
		`“${ TITLE } (moved)” was deleted.`
	);
	await page.reload();
	await expect( form( page ) ).not.toContainText( TITLE );
} );

test( 'FE-01 visitors are asked to log in', async ( { page } ) => {
	await page.goto( dashboard );
	await expect( form( page ) ).toContainText(
		'Please log in to manage your events.'
	);
	await expect(
		form( page ).getByRole( 'link', { name: 'Log in' } )
	).toHaveAttribute( 'href', /wp-login\.php\?redirect_to=/ );
	await expect( form( page ).locator( 'form' ) ).toHaveCount( 0 );
	await shoot( page, 'vendor-visitor' );
} );
