/**
 * Steps on the dashboard's list screens: answering the confirmation,
 * deleting a row (once failing, then for good), and selecting every row
 * for a bulk delete.
 */
import { test, type Locator, type Page, type Request } from '@playwright/test';
import { ADMIN, logInPage } from '../../../support/wordpress';
import { expect, failRequests, snackbar } from './dashboard';

/**
 * Clicks a button of the open confirmation dialog.
 *
 * @param page   The page.
 * @param answer 'Yes' or 'Cancel'.
 */
export async function answerDialog( page: Page, answer: 'Yes' | 'Cancel' ) {
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: answer } )
		.click();
}

/**
 * Deletes a row with its Delete button, confirming.
 *
 * @param page The page.
 * @param row  The row.
 */
export async function deleteRow( page: Page, row: Locator ) {
	await row.getByRole( 'button', { name: 'Delete' } ).click();
	await answerDialog( page, 'Yes' );
}

/**
 * Selects every row of a table and returns the bulk bar that replaces the
 * filters.
 *
 * @param page  The page.
 * @param table The list table.
 */
export async function selectAllRows( page: Page, table: Locator ) {
	await table.getByRole( 'checkbox', { name: 'Select all' } ).check();
	return page.getByRole( 'group', { name: 'Bulk actions' } );
}

/**
 * Deletes the selected rows from the bulk bar, confirming.
 *
 * @param page The page.
 * @param bulk The bulk bar.
 */
export async function bulkDelete( page: Page, bulk: Locator ) {
	await bulk.getByRole( 'button', { name: 'Delete' } ).click();
	await answerDialog( page, 'Yes' );
	await expect( bulk ).toHaveCount( 0 );
}

/**
 * Deletes a row twice: the first time the server fails, the toast says so
 * and the row stays; the second time it goes.
 *
 * @param page          The page.
 * @param row           The row.
 * @param url           The delete requests' URLs, as `page.route()` takes them.
 * @param texts         The failure's and the success's toasts.
 * @param texts.failed
 * @param texts.deleted
 */
export async function deleteRowAfterAFailure(
	page: Page,
	row: Locator,
	url: string | ( ( url: URL ) => boolean ),
	texts: { failed: string; deleted: string }
) {
	await failRequests( page, url, 'Boom', { method: 'DELETE' } );
	await deleteRow( page, row );
	await expect( snackbar( page, texts.failed ) ).toBeVisible();
	await expect( row ).toBeVisible();
	await page.unrouteAll();

	await deleteRow( page, row );
	await expect( snackbar( page, texts.deleted ) ).toBeVisible();
	await expect( row ).toHaveCount( 0 );
}

/**
 * Sends a create form with a double click, expects one request, the
 * success toast and the list again, and returns what was sent.
 *
 * @param page   The page.
 * @param submit The form's submit button.
 * @param writes The create requests seen so far (none yet).
 * @param toast  The success toast.
 * @param list   Address of the list the form goes back to.
 */
export async function createOnce(
	page: Page,
	submit: Locator,
	writes: Request[],
	toast: string,
	list: RegExp
) {
	await submit.dblclick();
	await expect( snackbar( page, toast ) ).toBeVisible();
	await expect( page ).toHaveURL( list );
	expect( writes ).toHaveLength( 1 );
	return writes[ 0 ]!.postDataJSON();
}

/** A long timeout, and an administrator logged in before each test. */
export function asAdministrator() {
	test.describe.configure( { timeout: 240_000 } );
	test.beforeEach( async ( { page } ) => {
		await logInPage( page, ADMIN );
	} );
}
