/**
 * Dashboard categories, tags and speaker groups: lists, create forms,
 * validation, toasts and the disable_category_and_tags switch.
 */
import { test } from '@playwright/test';
import {
	DASHBOARD,
	expect,
	watch,
	seed,
	expectAccessible,
	snackbar,
	failRequests,
} from './support/dashboard';
import * as listSteps from './support/lists';
import { setCategoriesAndTags } from './support/shell';

listSteps.asAdministrator();

test( 'ADM-ROUTE-09, 10, ADM-FORM-01..04, 11, 12, ADM-NOTIF-16, ADM-API-18, GAP-09, 11, 31, 34: categories', async ( {
	page,
} ) => {
	const tag = `Cat${ Date.now() }`;
	const parent = await seed( '/categories', { name: `${ tag } Music` } );
	const writes = watch( page, '/categories', 'POST' );
	const reads = watch( page, '/categories', 'GET' );

	await page.goto( `${ DASHBOARD }#/categories/create` );
	await expect( page.getByLabel( 'Category Name' ) ).toBeVisible();
	await expect( page.getByLabel( 'Description' ) ).toBeVisible();
	const parentSelect = page.getByRole( 'combobox', {
		name: 'Parent Category',
	} );
	await expect(
		parentSelect.getByRole( 'option', { name: parent.name } )
	).toHaveCount( 1 );
	// The categories came with the page (preloaded global data), not by a request.
	expect( reads ).toHaveLength( 0 );
	const create = page.getByRole( 'button', { name: 'Create Category' } );
	await create.click();
	await expect(
		page.getByText( 'Category Name is Required!' )
	).toBeVisible();
	expect( writes ).toHaveLength( 0 );
	await expectAccessible( page );

	// A failed create is only logged.
	const logged: string[] = [];
	page.on(
		'console',
		( m ) => m.type() === 'error' && logged.push( m.text() )
	);
	await failRequests( page, '**/categories**', 'Nope', {
		method: 'POST',
		status: 400,
	} );
	await page.getByLabel( 'Category Name' ).fill( `${ tag } Jazz` );
	await create.click();
	await expect.poll( () => logged.join( ' ' ) ).toContain( 'Nope' );
	await expect( page.locator( '.components-snackbar' ) ).toHaveCount( 0 );
	await expect( page.getByLabel( 'Category Name' ) ).toHaveValue(
		`${ tag } Jazz`
	);
	await page.unrouteAll();
	writes.length = 0;

	await parentSelect.selectOption( parent.name );
	await page.getByLabel( 'Description' ).fill( 'Late shows' );
	await page.getByRole( 'button', { name: 'Add field' } ).click();
	await page.getByLabel( 'Field name 1' ).fill( 'color' );
	await page.getByLabel( 'Value 1' ).fill( 'blue' );
	const sent = await listSteps.createOnce(
		page,
		create,
		writes,
		'Successfully created category!',
		/#\/categories$/
	);
	expect( sent ).toEqual( {
		name: `${ tag } Jazz`,
		parent: parent.id,
		description: 'Late shows',
		meta: { color: 'blue' },
	} );

	const table = page.getByRole( 'table', { name: 'Event Categories' } );
	await expect( table.getByRole( 'columnheader' ) ).toHaveText( [
		'Name',
		'Description',
		'Parent',
		'Count',
		'Action',
	] );
	await page
		.getByRole( 'combobox', { name: 'Per page' } )
		.selectOption( '100' );
	const row = table.getByRole( 'row', {
		name: new RegExp( `${ tag } Jazz` ),
	} );
	await expect( row ).toContainText( 'Late shows' );
	await expect( row ).toContainText( parent.name );
	await expectAccessible( page );

	await listSteps.deleteRow( page, row );
	await expect(
		snackbar( page, 'Successfully deleted the category!' )
	).toBeVisible();
	await expect( row ).toHaveCount( 0 );
} );

test( 'ADM-ROUTE-07, 08, ADM-FORM-05..07, 11, ADM-NOTIF-14, 15: tags', async ( {
	page,
} ) => {
	const tag = `Tag${ Date.now() }`;
	const writes = watch( page, '/tags', 'POST' );
	await page.goto( `${ DASHBOARD }#/tags/create` );
	await expect( page.getByLabel( 'Tag', { exact: true } ) ).toBeVisible();
	await expect( page.getByLabel( 'Description' ) ).toBeVisible();
	await expect( page.getByRole( 'combobox' ) ).toHaveCount( 0 );
	const create = page.getByRole( 'button', { name: 'Create Tag' } );
	await create.click();
	await expect( page.getByText( 'Tag Name is Required!' ) ).toBeVisible();
	expect( writes ).toHaveLength( 0 );

	await failRequests(
		page,
		'**/tags**',
		'A tag with this name already exists.',
		{ method: 'POST', status: 409, code: 'term_exists' }
	);
	await page.getByLabel( 'Tag', { exact: true } ).fill( `${ tag } outdoor` );
	await create.click();
	await expect(
		snackbar( page, 'A tag with this name already exists.' )
	).toBeVisible();
	await page.unrouteAll();
	writes.length = 0;

	await page.getByLabel( 'Description' ).fill( 'Open air' );
	await create.click();
	await expect( snackbar( page, 'Successfully created tag!' ) ).toBeVisible();
	await expect( page ).toHaveURL( /#\/tags$/ );
	expect( writes[ 0 ]!.postDataJSON() ).toEqual( {
		name: `${ tag } outdoor`,
		description: 'Open air',
	} );
	const table = page.getByRole( 'table', { name: 'Event Tags' } );
	await expect( table.getByRole( 'columnheader' ) ).toHaveText( [
		'Name',
		'Description',
		'Count',
		'Action',
	] );
	await page
		.getByRole( 'combobox', { name: 'Per page' } )
		.selectOption( '100' );
	await expect(
		table.getByRole( 'row', { name: new RegExp( `${ tag } outdoor` ) } )
	).toContainText( 'Open air' );
} );

test( 'ADM-ROUTE-17, 18, ADM-FORM-08..11, ADM-NOTIF-12, 13: speaker groups', async ( {
	page,
} ) => {
	const tag = `Grp${ Date.now() }`;
	const writes = watch( page, '/speaker-groups', 'POST' );
	await page.goto( `${ DASHBOARD }#/group/create` );
	const form = page.locator( 'form.eventsmith-form' );
	await expect( form.getByRole( 'textbox' ) ).toHaveCount( 1 );
	await expect( form.getByLabel( 'Group Name' ) ).toBeVisible();
	const create = page.getByRole( 'button', { name: 'Create Group' } );
	await create.click();
	await expect( page.getByText( 'Group Name is Required!' ) ).toBeVisible();
	expect( writes ).toHaveLength( 0 );
	await expectAccessible( page );

	await failRequests( page, '**/speaker-groups**', 'Taken.', {
		method: 'POST',
		status: 409,
		code: 'term_exists',
	} );
	await form.getByLabel( 'Group Name' ).fill( `${ tag } Keynote` );
	await create.click();
	await expect(
		snackbar( page, "Couldn't Create Speaker Group" )
	).toContainText( 'Reason: Taken.' );
	await page.unrouteAll();
	writes.length = 0;

	await create.click();
	await expect(
		snackbar( page, 'Successfully created group!' )
	).toBeVisible();
	await expect( page ).toHaveURL( /#\/group$/ );
	expect( writes[ 0 ]!.postDataJSON() ).toEqual( {
		name: `${ tag } Keynote`,
	} );
	await page
		.getByRole( 'combobox', { name: 'Per page' } )
		.selectOption( '100' );
	await expect(
		page
			.getByRole( 'table', { name: 'Speaker Groups' } )
			.getByRole( 'row', { name: new RegExp( `${ tag } Keynote` ) } )
	).toBeVisible();
	// The store was refreshed: the new group is offered by the speaker list filter.
	await page.goto( `${ DASHBOARD }#/speakers` );
	await expect(
		page
			.getByRole( 'combobox', { name: 'Group' } )
			.getByRole( 'option', { name: `${ tag } Keynote` } )
	).toHaveCount( 1 );
} );

test( 'ADM-ROUTE-30, 31, GAP-33: with categories and tags disabled the create routes go to the lists', async ( {
	page,
} ) => {
	await setCategoriesAndTags( true );
	try {
		await page.goto( `${ DASHBOARD }#/categories/create` );
		await expect( page ).toHaveURL( /#\/categories$/ );
		await expect(
			page.getByRole( 'table', { name: 'Event Categories' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Delete' } )
		).toHaveCount( 0 );
		await page.goto( `${ DASHBOARD }#/tags/create` );
		await expect( page ).toHaveURL( /#\/tags$/ );
		await expect(
			page.getByRole( 'table', { name: 'Event Tags' } )
		).toBeVisible();
		await page.goto( `${ DASHBOARD }#/group/create` );
		await expect( page.getByLabel( 'Group Name' ) ).toBeVisible();
	} finally {
		await setCategoriesAndTags( false );
	}
} );
