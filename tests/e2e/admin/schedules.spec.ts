/**
 * Dashboard schedules: list, search, clone, delete, bulk delete, empty
 * state and the schedule editor.
 */
import { test } from '@playwright/test';
import { ADMIN, session } from '../../support/wordpress';
import { json } from '../../support/json';
import {
	DASHBOARD,
	expect,
	methodOf,
	watch,
	searchesSince,
	seed,
	expectAccessible,
	snackbar,
	failRequests,
} from './support/dashboard';
import * as listSteps from './support/lists';

listSteps.asAdministrator();

async function seedSchedule(
	body: Record< string, unknown >
): Promise< number > {
	const { id } = await seed( '/schedules', body, 'seeding a schedule' );
	return id;
}

test( 'ADM-ROUTE-19, ADM-SCHL-01..05, 08, 10: columns, rows, debounced search, paging footer', async ( {
	page,
} ) => {
	const tag = `Sch${ Date.now() }`;
	await seedSchedule( {
		program_title: `${ tag } Alpha`,
		date: '2031-05-17',
	} );
	await seedSchedule( {
		program_title: `${ tag } Beta`,
		date: '2031-05-18',
	} );
	const lists = watch( page, '/schedules', 'GET' );

	await page.goto( `${ DASHBOARD }#/schedules` );
	const table = page.getByRole( 'table', { name: 'Schedules' } );
	await expect( table.getByRole( 'columnheader' ) ).toHaveText( [
		'Program Title',
		'Date',
		'Action',
	] );
	await expect.poll( () => lists.length ).toBeGreaterThan( 0 );
	const first = decodeURIComponent( lists[ 0 ]!.url() );
	expect( first ).toContain( 'paged=1' );
	expect( first ).toContain( 'per_page=10' );
	await expect(
		page.getByRole( 'combobox', { name: 'Per page' } )
	).toHaveValue( '10' );

	const search = page.getByPlaceholder( 'Search by program title' );
	await expect( search ).toBeVisible();
	const before = lists.length;
	await search.pressSequentially( tag, { delay: 20 } );
	await expect.poll( () => searchesSince( lists, before ).length ).toBe( 1 );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 3 );
	const searches = searchesSince( lists, before );
	expect( searches ).toHaveLength( 1 );
	expect( searches[ 0 ] ).toContain( `search=${ tag }` );
	expect( searches[ 0 ] ).toContain( 'paged=1' );
	expect( searches[ 0 ] ).toContain( 'per_page=10' );

	const alpha = table.getByRole( 'row', {
		name: new RegExp( `${ tag } Alpha` ),
	} );
	await expect( alpha ).toContainText( 'May 17, 2031' );
	await expect(
		alpha.getByRole( 'button', { name: 'Clone' } )
	).toBeVisible();
	await expect( alpha.getByRole( 'link', { name: 'Edit' } ) ).toBeVisible();
	await expect(
		alpha.getByRole( 'button', { name: 'Delete' } )
	).toBeVisible();
	await expect(
		page.getByText( 'Showing 1 - 2 of 2 schedules' )
	).toBeVisible();
	await expectAccessible( page );

	await alpha.getByRole( 'link', { name: 'Edit' } ).click();
	await expect( page ).toHaveURL( /#\/schedules\/edit\/\d+$/ );
	await expect( page.getByLabel( 'Program Title' ) ).toHaveValue(
		`${ tag } Alpha`
	);
} );

test( 'ADM-SCHL-06, 07, 09, ADM-NOTIF-06..09, GAP-29: clone and delete with confirmation, failures, bulk delete', async ( {
	page,
} ) => {
	const tag = `Clo${ Date.now() }`;
	await seedSchedule( { program_title: `${ tag } One`, date: '2031-06-01' } );
	await seedSchedule( { program_title: `${ tag } Two`, date: '2031-06-02' } );
	const clones = watch( page, '/clone', 'POST' );
	const deletes = watch( page, '/schedules', 'DELETE' );

	await page.goto( `${ DASHBOARD }#/schedules` );
	await page.getByPlaceholder( 'Search by program title' ).fill( tag );
	const table = page.getByRole( 'table', { name: 'Schedules' } );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 3 );
	const one = table.getByRole( 'row', {
		name: new RegExp( `${ tag } One` ),
	} );

	// Cancelled clone: no request.
	await one.getByRole( 'button', { name: 'Clone' } ).click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toContainText(
		'Are you sure you want to clone this schedule?'
	);
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( dialog ).toHaveCount( 0 );
	expect( clones ).toHaveLength( 0 );

	// Failing clone.
	await failRequests( page, '**/clone**', 'Boom' );
	await one.getByRole( 'button', { name: 'Clone' } ).click();
	await listSteps.answerDialog( page, 'Yes' );
	await expect(
		snackbar( page, 'Failed to clone the schedule!' )
	).toBeVisible();
	await page.unroute( '**/clone**' );

	// Successful clone: the copy appears.
	await one.getByRole( 'button', { name: 'Clone' } ).click();
	await listSteps.answerDialog( page, 'Yes' );
	await expect(
		snackbar( page, 'Successfully cloned the schedule!' )
	).toBeVisible();
	await expect(
		table.getByRole( 'row', { name: new RegExp( `${ tag } One` ) } )
	).toHaveCount( 2 );

	// Delete asks first; a failing delete leaves the row.
	const two = table.getByRole( 'row', {
		name: new RegExp( `${ tag } Two` ),
	} );
	await two.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( dialog ).toContainText( 'Are you sure?' );
	expect( deletes ).toHaveLength( 0 );
	await listSteps.answerDialog( page, 'Cancel' );
	await listSteps.deleteRowAfterAFailure(
		page,
		two,
		( url ) => url.href.includes( 'schedules' ),
		{
			failed: 'Failed to delete the schedule!',
			deleted: 'Successfully deleted the schedule!',
		}
	);

	// Bulk delete of both copies clears the selection.
	await expect( table.getByRole( 'row' ) ).toHaveCount( 3 );
	const bulk = await listSteps.selectAllRows( page, table );
	await expect( bulk ).toContainText( '2 selected' );
	await expect(
		page.getByPlaceholder( 'Search by program title' )
	).toHaveCount( 0 );
	await listSteps.bulkDelete( page, bulk );
	await expect(
		snackbar( page, 'Successfully deleted the schedule!' )
	).toHaveCount( 2 );
	await expect(
		page.getByPlaceholder( 'Search by program title' )
	).toHaveValue( tag );
	expect( decodeURIComponent( deletes.at( -1 )!.url() ) ).toMatch(
		/ids=\d+,\d+/
	);
	await expect( table.getByText( 'No schedules found.' ) ).toBeVisible();
} );

test( 'ADM-ROUTE-22, GAP-32: the empty state on its route and when there are no schedules', async ( {
	page,
} ) => {
	await page.goto( `${ DASHBOARD }#/schedules/empty` );
	await expect(
		page.getByRole( 'heading', { name: 'No schedules yet' } )
	).toBeVisible();
	await expectAccessible( page );
	await page.getByRole( 'link', { name: 'Create a schedule' } ).click();
	await expect( page ).toHaveURL( /#\/schedules\/create$/ );

	await page.route( '**/schedules?**', ( route ) =>
		methodOf( route.request() ) === 'GET'
			? route.fulfill( { json: { items: [], total_items: 0 } } )
			: route.fallback()
	);
	await page.goto( `${ DASHBOARD }#/schedules` );
	await expect(
		page.getByRole( 'heading', { name: 'No schedules yet' } )
	).toBeVisible();
	await expect( page.getByRole( 'table' ) ).toHaveCount( 0 );
} );

test( 'ADM-ROUTE-20, 21, 32, GAP-06: the editor validates without a request, creates, edits and persists', async ( {
	page,
} ) => {
	const tag = `Ed${ Date.now() }`;
	const admin = await session( ADMIN );
	const speaker = await json(
		await admin.rest( 'POST', '/eventsmith/v2/speakers', {
			name: `${ tag } Speaker`,
		} )
	);
	await admin.request.dispose();
	const writes = watch( page, '/schedules', 'POST' );

	await page.goto( `${ DASHBOARD }#/schedules/create` );
	await page.getByRole( 'button', { name: 'Save Schedule' } ).click();
	await expect(
		page.getByText( 'Program Title is Required!' )
	).toBeVisible();
	await expect( page.getByText( 'Date is Required!' ) ).toBeVisible();
	expect( writes ).toHaveLength( 0 );
	await expectAccessible( page );

	await page.getByLabel( 'Program Title' ).fill( `${ tag } Day` );
	await page.getByLabel( 'Date' ).fill( '2031-07-04' );
	await page.getByLabel( 'Start time' ).fill( '10:00' );
	await page.getByLabel( 'End time' ).fill( '09:00' );
	await page.getByRole( 'button', { name: 'Save Schedule' } ).click();
	await expect(
		page.getByText( 'A session cannot end before it starts.' )
	).toBeVisible();
	expect( writes ).toHaveLength( 0 );

	await page.getByLabel( 'End time' ).fill( '11:00' );
	await page.getByLabel( 'Session title' ).fill( 'Opening' );
	await page.getByLabel( 'Speakers' ).fill( `${ tag } Speaker` );
	await page.getByRole( 'option', { name: `${ tag } Speaker` } ).click();
	await page.getByRole( 'button', { name: 'Add session' } ).click();
	await page.getByLabel( 'Session title' ).nth( 1 ).fill( 'Closing' );
	await page.getByRole( 'button', { name: 'Move up' } ).nth( 1 ).click();
	await expect( page.getByLabel( 'Session title' ).first() ).toHaveValue(
		'Closing'
	);
	const created = await listSteps.createOnce(
		page,
		page.getByRole( 'button', { name: 'Save Schedule' } ),
		writes,
		'Successfully created the schedule!',
		/#\/schedules$/
	);
	expect( created ).toMatchObject( {
		program_title: `${ tag } Day`,
		date: '2031-07-04',
		sessions: [
			{ title: 'Closing' },
			{
				title: 'Opening',
				start_time: '10:00',
				end_time: '11:00',
				speakers: [ speaker.id ],
			},
		],
	} );

	await page.getByPlaceholder( 'Search by program title' ).fill( tag );
	const row = page.getByRole( 'row', { name: new RegExp( `${ tag } Day` ) } );
	await row.getByRole( 'link', { name: 'Edit' } ).click();
	await expect( page.getByLabel( 'Program Title' ) ).toHaveValue(
		`${ tag } Day`
	);
	await page.getByLabel( 'Program Title' ).fill( `${ tag } Day renamed` );
	await page.getByRole( 'button', { name: 'Update Schedule' } ).click();
	await expect(
		snackbar( page, 'Successfully updated the schedule!' )
	).toBeVisible();

	// A cold load of the deep link shows the stored values.
	await page.reload();
	await expect( page.getByLabel( 'Program Title' ) ).toHaveValue(
		`${ tag } Day renamed`
	);
	await expect( page.getByLabel( 'Session title' ).nth( 1 ) ).toHaveValue(
		'Opening'
	);
	await expect(
		page
			.locator( '.components-form-token-field__token-text' )
			.filter( { hasText: `${ tag } Speaker` } )
	).toBeVisible();

	// A server error keeps the form filled.
	await failRequests( page, '**/schedules/**', 'Boom', { method: 'PUT' } );
	await page.getByRole( 'button', { name: 'Update Schedule' } ).click();
	await expect(
		snackbar( page, 'Failed to save the schedule!' )
	).toBeVisible();
	await expect( page.getByLabel( 'Program Title' ) ).toHaveValue(
		`${ tag } Day renamed`
	);
} );
