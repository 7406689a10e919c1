/**
 * Dashboard #/access-control: the 'Manage Access' table, the Add/Edit
 * modal and its messages, and a permission given to editors from the page
 * that an editor then uses.
 */
import { test, type Page } from '@playwright/test';
import { PERMISSIONS } from '../../integration/support/permissions';
import { ADMIN, ensureUser, logInPage, session } from '../../support/wordpress';
import {
	axe,
	DASHBOARD,
	expect,
	expectAccessible,
	failRequests,
	isApi,
	methodOf,
	watch,
} from './support/dashboard';
import { answerDialog, asAdministrator } from './support/lists';

async function clearEditors() {
	const admin = await session( ADMIN );
	await admin.rest( 'DELETE', '/eventsmith/v2/permissions/roles/editor' );
}

asAdministrator();
// Each save answers, then the table reloads: several requests on one busy PHP worker.
test.describe.configure( { timeout: 480_000 } );
test.beforeEach( clearEditors );
test.afterAll( clearEditors );

const modal = ( page: Page ) => page.getByRole( 'dialog' );

test( 'ACL-01 ACL-02 ACL-03 ACL-05 ACL-06 ACL-07 ACL-11 ACL-13: the Manage Access table and the modal’s checks', async ( {
	page,
} ) => {
	const writes = watch( page, '/permissions/editor' );
	await page.goto( `${ DASHBOARD }#/access-control` );
	const table = page.getByRole( 'table', { name: 'Manage Access' } );
	await expect(
		page.getByRole( 'heading', { name: 'Manage Access' } )
	).toBeVisible();
	await expect( table.getByRole( 'columnheader' ) ).toHaveText( [
		'User Role',
		'Permissions',
		'Action',
	] );
	const administrator = table.getByRole( 'row', { name: /Administrator/ } );
	// The first answer of a busy single-worker test site can take a while.
	await expect( administrator ).toContainText( 'Ticket Scanner', {
		timeout: 120_000,
	} );
	await expect( administrator ).not.toContainText( 'eventsmith_manage' );
	await expect(
		administrator.getByRole( 'button', { name: 'Delete Administrator' } )
	).toBeDisabled();
	await expect( table.getByRole( 'row', { name: /Editor/ } ) ).toHaveCount(
		0
	);
	await expectAccessible( page );

	await page.getByRole( 'button', { name: 'Add New' } ).click();
	const dialog = modal( page );
	const role = dialog.getByRole( 'combobox', { name: 'User Role' } );
	await expect( role ).toHaveValue( '' );
	await expect( role.getByRole( 'option', { name: 'Editor' } ) ).toHaveCount(
		1
	);
	await expect(
		role.getByRole( 'option', { name: 'Administrator' } )
	).toHaveCount( 0 );
	const boxes = dialog
		.locator( '.eventsmith-access-modal__grid' )
		.getByRole( 'checkbox' );
	await expect( boxes ).toHaveCount( PERMISSIONS.length );
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		dialog.getByText( 'Please select a role type!' )
	).toBeVisible();
	await expect(
		dialog.getByText( 'Please select at least one permission!' )
	).toBeVisible();
	expect( writes ).toHaveLength( 0 );
	expect( await axe( page, '.components-modal__frame' ) ).toEqual( [] );

	const all = dialog.getByLabel( 'All Permissions' );
	await all.check();
	for ( const box of await boxes.all() ) {
		await expect( box ).toBeChecked();
	}
	await all.uncheck();
	for ( const box of await boxes.all() ) {
		await expect( box ).not.toBeChecked();
	}

	// A failed save is only logged (spec §8): no toast, the modal stays.
	const logged: string[] = [];
	page.on(
		'console',
		( m ) => m.type() === 'error' && logged.push( m.text() )
	);
	await failRequests( page, isApi( '/permissions/editor' ), 'Nope' );
	await role.selectOption( 'editor' );
	await dialog.getByRole( 'checkbox', { name: 'Schedules' } ).check();
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	await expect.poll( () => logged.join( ' ' ) ).toContain( 'Nope' );
	await expect( page.locator( '.components-snackbar' ) ).toHaveCount( 0 );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( dialog ).toHaveCount( 0 );
} );

test( 'ACL-08 ACL-09 ACL-10 ACL-16: editors given the schedule permission here land on the schedule list; delete asks first', async ( {
	page,
	browser,
} ) => {
	const editor = await ensureUser( 'editor' );
	const writes = watch( page, '/permissions/' );
	await page.goto( `${ DASHBOARD }#/access-control` );
	const table = page.getByRole( 'table', { name: 'Manage Access' } );
	await expect(
		table.getByRole( 'row', { name: /Administrator/ } )
	).toBeVisible( { timeout: 120_000 } );

	await page.getByRole( 'button', { name: 'Add New' } ).click();
	let dialog = modal( page );
	await dialog
		.getByRole( 'combobox', { name: 'User Role' } )
		.selectOption( 'editor' );
	await dialog.getByRole( 'checkbox', { name: 'Schedules' } ).check();
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	const row = table.getByRole( 'row', { name: /Editor/ } );
	await expect( row ).toContainText( 'Schedules', { timeout: 120_000 } );
	const saved = writes.filter( ( r ) => methodOf( r ) !== 'GET' );
	expect( saved.map( methodOf ) ).toEqual( [ 'POST' ] );
	expect( saved[ 0 ]!.postDataJSON() ).toEqual( {
		permissions: [ 'eventsmith_manage_schedule' ],
	} );

	await row.getByRole( 'button', { name: 'Edit Editor' } ).click();
	dialog = modal( page );
	await expect(
		dialog.getByRole( 'combobox', { name: 'User Role' } )
	).toBeDisabled();
	await expect(
		dialog.getByRole( 'checkbox', { name: 'Schedules' } )
	).toBeChecked();
	await dialog.getByRole( 'checkbox', { name: 'Ticket Scanner' } ).check();
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	await expect( row ).toContainText( 'Ticket Scanner', {
		timeout: 120_000,
	} );
	const edited = writes.filter( ( r ) => methodOf( r ) === 'PUT' );
	expect( edited ).toHaveLength( 1 );
	expect( edited[ 0 ]!.url() ).toContain( '/permissions/editor' );
	expect( edited[ 0 ]!.postDataJSON() ).toEqual( {
		permissions: [
			'eventsmith_manage_schedule',
			'eventsmith_manage_qr_scan',
		],
	} );

	// The editor's next page load: the dashboard opens on the schedule list.
	const editorContext = await browser.newContext();
	const editorPage = await editorContext.newPage();
	await logInPage( editorPage, editor );
	await editorPage.goto( DASHBOARD );
	await expect( editorPage ).toHaveURL( /#\/schedules$/ );
	// The schedule screen, whether the site has schedules (a table) or not (its empty state).
	await expect(
		editorPage.getByRole( 'heading', { name: 'Schedules', level: 2 } )
	).toBeVisible();
	await expect(
		editorPage
			.getByRole( 'table', { name: 'Schedules' } )
			.or(
				editorPage.getByRole( 'heading', { name: 'No schedules yet' } )
			)
	).toBeVisible();
	await editorContext.close();

	await row.getByRole( 'button', { name: 'Delete Editor' } ).click();
	await expect(
		modal( page ).getByText( 'Are you sure you want to delete this role?' )
	).toBeVisible();
	await answerDialog( page, 'Yes' );
	await expect( row ).toHaveCount( 0, { timeout: 120_000 } );
	const deletes = writes.filter( ( r ) => methodOf( r ) === 'DELETE' );
	expect( deletes.map( ( r ) => r.url() ) ).toEqual( [
		expect.stringContaining( '/permissions/roles/editor' ),
	] );
} );
