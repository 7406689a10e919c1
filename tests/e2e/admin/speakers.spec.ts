/**
 * Dashboard speakers: list, filters, search, delete, bulk delete and the
 * speaker editor.
 */
import { test } from '@playwright/test';
import {
	DASHBOARD,
	expect,
	watch,
	searchesSince,
	seed,
	expectAccessible,
	snackbar,
} from './support/dashboard';
import * as listSteps from './support/lists';

listSteps.asAdministrator();

test( 'ADM-ROUTE-14, ADM-SPKL-01..09, 11, 12, ADM-API-18: columns, filters, debounced search, row actions, X-WP-Total', async ( {
	page,
} ) => {
	const tag = `Spk${ Date.now() }`;
	const group = await seed( '/speaker-groups', { name: `${ tag } Keynote` } );
	const ada = await seed( '/speakers', {
		name: `${ tag } Ada`,
		speaker_group: [ group.id ],
		category: [ 'speaker' ],
	} );
	await seed( '/speakers', {
		name: `${ tag } Bob`,
		category: [ 'organizer' ],
	} );
	await seed( '/speakers', {
		name: `${ tag } Cy`,
		category: [ 'speaker', 'organizer' ],
	} );
	const lists = watch( page, '/speakers', 'GET' );
	const groupReads = watch( page, '/speaker-groups', 'GET' );
	const last = () => decodeURIComponent( lists.at( -1 )!.url() );

	await page.goto( `${ DASHBOARD }#/speakers` );
	const table = page.getByRole( 'table', { name: 'Speakers' } );
	await expect( table.getByRole( 'columnheader' ) ).toHaveText( [
		'Name',
		'Group',
		'Role',
		'Action',
	] );
	await expect.poll( () => lists.length ).toBeGreaterThan( 0 );
	expect( last() ).toContain( 'per_page=10' );
	await expect(
		page.getByRole( 'combobox', { name: 'Per page' } )
	).toHaveValue( '10' );

	const before = lists.length;
	await page
		.getByLabel( 'Search speakers' )
		.pressSequentially( tag, { delay: 20 } );
	await expect.poll( () => searchesSince( lists, before ).length ).toBe( 1 );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 4 );
	const searches = searchesSince( lists, before );
	expect( searches ).toHaveLength( 1 );
	expect( searches[ 0 ] ).toContain( `search=${ tag }` );
	await expect(
		page.getByText( 'Showing 1 - 3 of 3 speakers' )
	).toBeVisible();

	const adaRow = table.getByRole( 'row', {
		name: new RegExp( `${ tag } Ada` ),
	} );
	await expect( adaRow ).toContainText( `${ tag } Keynote` );
	await expect( adaRow ).toContainText( 'Speaker' );
	await expect(
		table.getByRole( 'row', { name: new RegExp( `${ tag } Cy` ) } )
	).toContainText( 'Speaker, Organizer' );
	const view = adaRow.getByRole( 'link', { name: /View/ } );
	await expect( view ).toHaveAttribute( 'href', ada.author_url );
	await expect( view ).toHaveAttribute( 'target', '_blank' );
	await expect(
		adaRow.getByRole( 'link', { name: 'Edit' } )
	).toHaveAttribute( 'href', `#/speakers/edit/${ ada.id }` );
	await expectAccessible( page );

	await page
		.getByRole( 'combobox', { name: 'Group' } )
		.selectOption( `${ tag } Keynote` );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 2 );
	expect( last() ).toContain( `speaker_group=${ group.id }` );
	// The group filter's choices came with the page, not by a request.
	expect( groupReads ).toHaveLength( 0 );
	expect( last() ).toContain( 'paged=1' );
	expect( last() ).toContain( 'per_page=10' );

	await page
		.getByRole( 'combobox', { name: 'Group' } )
		.selectOption( 'All groups' );
	await page
		.getByRole( 'combobox', { name: 'Role' } )
		.selectOption( 'Organizer' );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 3 );
	expect( last() ).toContain( 'category=organizer' );
	await expect(
		table.getByRole( 'row', { name: new RegExp( `${ tag } Ada` ) } )
	).toHaveCount( 0 );

	// The total comes from X-WP-Total; the body is a bare array.
	await page.route( '**/speakers?**', ( route ) =>
		route.fulfill( {
			json: [ { ...ada, name: `${ tag } Only` } ],
			headers: { 'X-WP-Total': '37', 'X-WP-TotalPages': '4' },
		} )
	);
	await page
		.getByRole( 'combobox', { name: 'Role' } )
		.selectOption( 'Speaker' );
	await expect(
		page.getByText( 'Showing 1 - 10 of 37 speakers' )
	).toBeVisible();
	await page.unrouteAll();

	await table
		.getByRole( 'row', { name: new RegExp( `${ tag } Only` ) } )
		.getByRole( 'link', { name: 'Edit' } )
		.click();
	await expect( page ).toHaveURL(
		new RegExp( `#/speakers/edit/${ ada.id }$` )
	);
} );

test( 'ADM-SPKL-10, ADM-NOTIF-10, 11, GAP-28, GAP-29: delete with confirmation, failure keeps the row, bulk delete', async ( {
	page,
} ) => {
	const tag = `Del${ Date.now() }`;
	for ( const name of [ 'One', 'Two', 'Three' ] ) {
		await seed( '/speakers', { name: `${ tag } ${ name }` } );
	}
	const deletes = watch( page, '/speakers', 'DELETE' );
	await page.goto( `${ DASHBOARD }#/speakers` );
	await page.getByLabel( 'Search speakers' ).fill( tag );
	const table = page.getByRole( 'table', { name: 'Speakers' } );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 4 );
	await expect( table.getByRole( 'button', { name: 'Clone' } ) ).toHaveCount(
		0
	);
	const one = table.getByRole( 'row', {
		name: new RegExp( `${ tag } One` ),
	} );
	const dialog = page.getByRole( 'dialog' );

	await one.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( dialog ).toContainText( 'Are you sure?' );
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( deletes ).toHaveLength( 0 );

	await listSteps.deleteRowAfterAFailure( page, one, '**/speakers/**', {
		failed: 'Failed to delete the speaker!',
		deleted: 'Successfully deleted the speaker!',
	} );

	const bulk = await listSteps.selectAllRows( page, table );
	await listSteps.bulkDelete( page, bulk );
	await expect( table.getByText( 'No speakers found.' ) ).toBeVisible();
	expect( decodeURIComponent( deletes.at( -1 )!.url() ) ).toMatch(
		/ids=\d+,\d+/
	);
} );

test( 'ADM-ROUTE-15, 16, 32, GAP-06: the editor validates without a request, creates, edits and persists', async ( {
	page,
} ) => {
	const tag = `New${ Date.now() }`;
	const group = await seed( '/speaker-groups', { name: `${ tag } Panel` } );
	const writes = watch( page, '/speakers', 'POST' );

	await page.goto( `${ DASHBOARD }#/speakers/create` );
	const save = page.getByRole( 'button', { name: 'Save Speaker' } );
	await save.click();
	await expect( page.getByText( 'Speaker Name is Required!' ) ).toBeVisible();
	await page.getByLabel( 'Name', { exact: true } ).fill( `${ tag } Grace` );
	await page.getByLabel( 'Email' ).fill( 'grace@' );
	await save.click();
	await expect(
		page.getByText( 'Please enter a valid email address!' )
	).toBeVisible();
	await expect( page.getByText( 'Speaker Name is Required!' ) ).toHaveCount(
		0
	);
	expect( writes ).toHaveLength( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Choose photo' } )
	).toBeEnabled();
	await expectAccessible( page );

	await page.getByLabel( 'Email' ).fill( 'grace@example.org' );
	await page.getByLabel( 'Designation' ).fill( 'Admiral' );
	await page.getByLabel( 'Bio' ).fill( 'Wrote the first compiler.' );
	await page.getByLabel( 'Groups' ).fill( group.name );
	await page.getByRole( 'option', { name: group.name } ).click();
	// Close the group suggestions before moving on.
	await page.getByLabel( 'Bio' ).focus();
	await page.getByRole( 'checkbox', { name: 'Organizer' } ).check();
	await page.getByRole( 'button', { name: 'Add social link' } ).click();
	await page.getByLabel( 'Network 1' ).fill( 'Mastodon' );
	await page.getByLabel( 'Address 1' ).fill( 'https://example.org/@grace' );
	const sent = await listSteps.createOnce(
		page,
		save,
		writes,
		'Successfully created the speaker!',
		/#\/speakers$/
	);
	expect( sent ).toMatchObject( {
		name: `${ tag } Grace`,
		email: 'grace@example.org',
		speaker_group: [ group.name ],
		category: [ 'speaker', 'organizer' ],
		social: [ { network: 'Mastodon', url: 'https://example.org/@grace' } ],
	} );

	await page.getByLabel( 'Search speakers' ).fill( tag );
	const row = page.getByRole( 'row', {
		name: new RegExp( `${ tag } Grace` ),
	} );
	await expect( row ).toContainText( group.name );
	await row.getByRole( 'link', { name: 'Edit' } ).click();
	await expect( page.getByLabel( 'Designation' ) ).toHaveValue( 'Admiral' );
	await page.getByLabel( 'Designation' ).fill( 'Rear Admiral' );
	await page.getByRole( 'button', { name: 'Update Speaker' } ).click();
	await expect(
		snackbar( page, 'Successfully updated the speaker!' )
	).toBeVisible();

	await page.reload();
	await expect( page.getByLabel( 'Designation' ) ).toHaveValue(
		'Rear Admiral'
	);
	await expect( page.getByLabel( 'Email' ) ).toHaveValue(
		'grace@example.org'
	);
	await expect(
		page.getByRole( 'checkbox', { name: 'Organizer' } )
	).toBeChecked();
	await expect( page.getByLabel( 'Address 1' ) ).toHaveValue(
		'https://example.org/@grace'
	);
} );
