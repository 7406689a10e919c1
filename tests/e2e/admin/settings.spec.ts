/**
 * Dashboard #/settings: every section on one page, saved together; values
 * survive a reload and change what they name (the sender of a captured
 * e-mail, the timezone a new event starts with); a refused value is shown
 * next to its field; unsaved changes are not lost without a warning.
 * What edited e-mail texts and the events address change: settings-effects.spec.ts.
 */
import { test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import {
	DASHBOARD,
	expect,
	expectAccessible,
	snackbar,
	watch,
} from './support/dashboard';
import { answerDialog, asAdministrator } from './support/lists';
import { openSettings, resetSettings } from './support/settings';
import {
	DENIAL,
	logInWithOnly,
	openAndSeeDenial,
	watchForText,
} from './support/shell';

asAdministrator();
test.beforeEach( resetSettings );
test.afterAll( resetSettings );

test( 'settings are saved together, survive a reload and change what they name', async ( {
	page,
}, testInfo ) => {
	const writes = watch( page, '/settings', 'PUT' );
	let screen = await openSettings( page );
	for ( const title of [
		'General',
		'Tickets',
		'Payments',
		'E-mails',
		'E-mail texts',
		'Pages and features',
		'Ticket scanner',
		'Advanced',
	] ) {
		await expect(
			screen.getByRole( 'heading', { name: title, exact: true } )
		).toBeVisible();
	}
	await expect( screen.getByText( 'You have unsaved changes.' ) ).toHaveCount(
		0
	);
	await expectAccessible( page );
	await page.screenshot( {
		path: testInfo.outputPath( 'settings-1280.png' ),
		fullPage: true,
	} );

	await screen.getByLabel( 'Currency' ).fill( 'EUR' );
	await screen
		.getByLabel( 'Default timezone for new events' )
		.fill( 'Europe/Berlin' );
	await screen.getByLabel( 'Hold unpaid orders for (minutes)' ).fill( '90' );
	await screen.getByLabel( 'Sender name' ).fill( 'Box Office' );
	await screen.getByLabel( 'Sender address' ).fill( 'tickets@example.org' );
	await screen
		.getByLabel( 'Show the attendee and ask before checking in' )
		.check();
	await expect(
		screen.getByText( 'You have unsaved changes.' )
	).toBeVisible();
	await expect(
		screen.getByRole( 'button', { name: 'Send test e-mail' } )
	).toHaveAttribute( 'aria-disabled', 'true' );

	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( snackbar( page, 'Settings saved.' ) ).toBeVisible();
	expect( writes ).toHaveLength( 1 );
	expect( writes[ 0 ]!.postDataJSON() ).toEqual( {
		currency: 'EUR',
		default_timezone: 'Europe/Berlin',
		pending_hold_minutes: 90,
		mail_from_name: 'Box Office',
		mail_from_address: 'tickets@example.org',
		attendee_verification_style: 'off',
	} );
	await expect( screen.getByText( 'You have unsaved changes.' ) ).toHaveCount(
		0
	);

	await page.reload();
	screen = await openSettings( page );
	await expect( screen.getByLabel( 'Currency' ) ).toHaveValue( 'EUR' );
	await expect(
		screen.getByLabel( 'Default timezone for new events' )
	).toHaveValue( 'Europe/Berlin' );
	await expect(
		screen.getByLabel( 'Hold unpaid orders for (minutes)' )
	).toHaveValue( '90' );
	await expect( screen.getByLabel( 'Sender name' ) ).toHaveValue(
		'Box Office'
	);
	await expect( screen.getByLabel( 'Sender address' ) ).toHaveValue(
		'tickets@example.org'
	);
	await expect(
		screen.getByLabel( 'Show the attendee and ask before checking in' )
	).toBeChecked();

	// The sender of the plugin's e-mails: the test e-mail as captured.
	await screen.getByRole( 'button', { name: 'Send test e-mail' } ).click();
	await expect( snackbar( page, /^Test e-mail sent to / ) ).toBeVisible();
	const admin = await session( ADMIN );
	const mail = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	expect( mail ).toHaveLength( 1 );
	expect( mail[ 0 ] ).toMatchObject( {
		from: 'tickets@example.org',
		from_name: 'Box Office',
	} );

	// The timezone a new event starts with.
	await page.goto( `${ DASHBOARD }#/events/create` );
	await expect( page.getByLabel( 'Timezone' ) ).toHaveValue(
		'Europe/Berlin',
		{
			timeout: 60_000,
		}
	);

	await page.setViewportSize( { width: 782, height: 900 } );
	await openSettings( page );
	await page.screenshot( {
		path: testInfo.outputPath( 'settings-782.png' ),
		fullPage: true,
	} );
} );

test( 'a refused value is shown next to its field and nothing is stored', async ( {
	page,
} ) => {
	const screen = await openSettings( page );
	const address = screen.getByLabel( 'Sender address' );
	await screen.getByLabel( 'Sender name' ).fill( 'Not stored' );
	await address.fill( 'tickets@' );
	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();

	await expect(
		snackbar( page, 'The settings were not saved.' )
	).toBeVisible();
	await expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( address ).toBeFocused();
	await expect( screen.getByRole( 'alert' ) ).toContainText(
		'mail_from_address must be an e-mail address'
	);
	await expect(
		screen.getByText( 'You have unsaved changes.' )
	).toBeVisible();

	// A range the schema refuses is named the same way.
	await address.fill( '' );
	await expect( address ).not.toHaveAttribute( 'aria-invalid', 'true' );
	const minutes = screen.getByLabel( 'Hold unpaid orders for (minutes)' );
	await minutes.fill( '2' );
	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( minutes ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( screen.getByRole( 'alert' ) ).toContainText(
		'pending_hold_minutes'
	);

	// A page cache address with a path is marked before anything is sent.
	const writes = watch( page, '/settings', 'PUT' );
	await minutes.fill( '60' );
	const purge = screen.getByLabel( 'Page cache purge address' );
	await purge.fill( 'http://varnish:6081/purge' );
	// The two refusals' notices stand above the save bar: Save Settings is still in reach.
	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( purge ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( purge ).toBeFocused();
	await expect( screen.getByRole( 'alert' ) ).toContainText(
		'without a path'
	);
	expect( writes ).toHaveLength( 0 );

	const admin = await session( ADMIN );
	const stored = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	expect( stored ).toMatchObject( {
		mail_from_name: '',
		mail_from_address: '',
		pending_hold_minutes: 60,
		purge_host: '',
	} );
} );

test( 'unsaved changes are not lost without a warning', async ( { page } ) => {
	const screen = await openSettings( page );
	const name = screen.getByLabel( 'Sender name' );
	await name.fill( 'Half typed' );
	await expect(
		screen.getByText( 'You have unsaved changes.' )
	).toBeVisible();

	// A link in the app's header: stay.
	await page
		.getByRole( 'navigation', { name: 'Eventsmith menu' } )
		.getByRole( 'link', { name: 'Schedules' } )
		.click();
	await expect( page.getByRole( 'dialog' ) ).toContainText(
		'You have unsaved changes on the settings page. Leave without saving them?'
	);
	await answerDialog( page, 'Cancel' );
	await expect( page ).toHaveURL( /#\/settings$/ );
	await expect( name ).toHaveValue( 'Half typed' );

	// A menu item that moves the route itself: stay.
	await page
		.getByRole( 'navigation', { name: 'Eventsmith menu' } )
		.getByRole( 'button', { name: 'Events' } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Events', exact: true } ).click();
	await answerDialog( page, 'Cancel' );
	await expect( page ).toHaveURL( /#\/settings$/ );
	await expect( name ).toHaveValue( 'Half typed' );

	// Reloading or leaving the admin page: the browser asks.
	const asked: string[] = [];
	page.once( 'dialog', ( dialog ) => {
		asked.push( dialog.type() );
		void dialog.dismiss();
	} );
	await page.close( { runBeforeUnload: true } ).catch( () => undefined );
	await expect.poll( () => asked ).toEqual( [ 'beforeunload' ] );
	await expect( name ).toHaveValue( 'Half typed' );

	// The WordPress submenu's link into the app: leave.
	await page
		.locator( '#toplevel_page_eventsmith' )
		.getByRole( 'link', { name: 'Access Control' } )
		.click();
	await answerDialog( page, 'Yes' );
	await expect( page ).toHaveURL( /#\/access-control$/ );
	await expect(
		page.getByRole( 'region', { name: 'Manage Access' } )
	).toBeVisible();

	// Saved or discarded, nothing is asked.
	await openSettings( page );
	await screen.getByLabel( 'Sender name' ).fill( 'Changed' );
	await screen.getByRole( 'button', { name: 'Discard changes' } ).click();
	await expect( screen.getByLabel( 'Sender name' ) ).toHaveValue( '' );
	await page
		.getByRole( 'navigation', { name: 'Eventsmith menu' } )
		.getByRole( 'link', { name: 'Schedules' } )
		.click();
	await expect( page ).toHaveURL( /#\/schedules$/ );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
} );

test( 'the Settings menu entry opens the page; event-only staff are turned away', async ( {
	page,
	browser,
} ) => {
	await page.goto( `${ DASHBOARD }#/events` );
	await page
		.locator( '#toplevel_page_eventsmith' )
		.getByRole( 'link', { name: 'Settings', exact: true } )
		.click();
	await expect( page ).toHaveURL( /#\/settings$/ );
	await expect(
		page.locator( '#toplevel_page_eventsmith li.current' )
	).toContainText( 'Settings' );
	await expect(
		page
			.getByRole( 'region', { name: 'Settings' } )
			.getByLabel( 'Sender address' )
	).toBeVisible( { timeout: 60_000 } );

	// A fresh browser context: this one holds the administrator's cookies.
	const context = await browser.newContext();
	const staff = await context.newPage();
	await logInWithOnly( staff, 'eventsmith_manage_event' );
	await watchForText( staff, DENIAL );
	await openAndSeeDenial( staff, '/settings' );
	await expect( staff ).toHaveURL( /#\/events$/ );
	await expect(
		staff.locator( '#toplevel_page_eventsmith' ).getByRole( 'link', {
			name: 'Settings',
			exact: true,
		} )
	).toHaveCount( 0 );
	await context.close();
} );
