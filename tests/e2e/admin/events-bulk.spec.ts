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

test( 'ADM-EVL-07..10: selecting rows hides the filters; bulk delete confirms, sends the ids, clears the selection and refetches', async ( {
	page,
} ) => {
	await logInPage( page, ADMIN );
	await openList( page );
	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).check();
	await expect( page.getByLabel( 'Status' ) ).toHaveCount( 0 );
	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).uncheck();
	await expect( page.getByLabel( 'Status' ) ).toBeVisible();

	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).check();
	await row( page, 'Filler 2' ).getByRole( 'checkbox' ).check();
	await expect( page.getByText( '2 events selected' ) ).toBeVisible();
	const deletes = recordEventRequests( page, 'DELETE' );
	await page.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( page.getByText( 'Are you sure?' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Yes' } ).click();
	await expect(
		snackbar( page, 'Successfully deleted the event!' )
	).toBeVisible();
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
