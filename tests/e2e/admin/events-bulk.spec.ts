/**
 * Bulk actions of the event list (#/events): selecting rows and deleting
 * them together.
 */
import { test } from '@playwright/test';
import { ADMIN, logInPage } from '../../support/wordpress';
import { expect, snackbar } from './support/dashboard';
import {
	openList,
	recordEventRequests,
	row,
	seedListEvents,
	type SeededEvents,
} from './support/events';

let events: SeededEvents;

test.beforeAll( async () => {
	test.setTimeout( 180_000 );
	events = await seedListEvents();
} );

test( 'ADM-EVL-07..10, ADM-CONST-08, ADM-NOTIF-01: selecting rows hides the filters; bulk delete confirms in a 500px popup, sends the ids, clears the selection, refetches and reports bottom right', async ( {
	page,
} ) => {
	await logInPage( page, ADMIN );
	await openList( page );
	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).check();
	await expect( page.getByLabel( 'Status' ) ).toHaveCount( 0 );
	// One row of many: "Select all" stays unchecked.
	await expect(
		page.getByRole( 'checkbox', { name: 'Select all' } )
	).not.toBeChecked();
	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).uncheck();
	await expect( page.getByLabel( 'Status' ) ).toBeVisible();

	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).check();
	await row( page, 'Filler 2' ).getByRole( 'checkbox' ).check();
	await expect( page.getByText( '2 events selected' ) ).toBeVisible();
	const deletes = recordEventRequests( page, 'DELETE' );
	await page.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( page.getByText( 'Are you sure?' ) ).toBeVisible();
	const popup = await page
		.getByRole( 'dialog', { name: 'Please confirm' } )
		.boundingBox();
	expect( popup?.width ).toBe( 500 );
	await page.getByRole( 'button', { name: 'Yes' } ).click();
	const toast = snackbar( page, 'Successfully deleted the event!' );
	await expect( toast ).toBeVisible();
	const viewport = page.viewportSize()!;
	const placed = ( await toast.boundingBox() )!;
	expect( viewport.width - ( placed.x + placed.width ) ).toBeLessThan( 80 );
	expect( viewport.height - ( placed.y + placed.height ) ).toBeLessThan( 80 );
	expect( placed.x ).toBeGreaterThan( viewport.width / 2 );
	expect( deletes.map( ( d ) => d.get( 'ids' ) ) ).toEqual( [
		`${ events.get( 'filler1' ).id },${ events.get( 'filler2' ).id }`,
	] );
	await expect( row( page, 'Filler 1' ) ).toHaveCount( 0 );
	await expect( row( page, 'Filler 2' ) ).toHaveCount( 0 );
	await expect( page.getByLabel( 'Status' ) ).toBeVisible();
	await expect( page.getByRole( 'checkbox', { checked: true } ) ).toHaveCount(
		0
	);
} );
