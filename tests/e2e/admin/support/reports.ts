/**
 * Steps of the report tests (attendees, purchase report, RSVP report):
 * their time limit, opening a report and reading its rows and columns.
 */
import { test, type Page } from '@playwright/test';
import { ADMIN, logInPage } from '../../../support/wordpress';
import { DASHBOARD, expect, rows } from './dashboard';

/**
 * Playground answers one request at a time; an admin page's background
 * requests can hold the dashboard's first REST answer for several seconds.
 * Each report test checks several items in one go, which takes a few
 * minutes there.
 */
export function allowSlowReports() {
	test.describe.configure( { timeout: 300_000 } );
}

/**
 * Opens a report as the administrator and waits for its rows (the first
 * admin page of a run is slow to answer on Playground).
 *
 * @param page  The page.
 * @param route Dashboard route, e.g. `/attendees`.
 */
export async function openReport( page: Page, route: string ) {
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#${ route }` );
	await expect( rows( page ).first() ).not.toContainText( 'Loading…', {
		timeout: 30_000,
	} );
}

/**
 * Expects one row for each name, as seeded with a run's stamp.
 *
 * @param page  The page.
 * @param names First names, e.g. 'Ann'.
 * @param stamp The stamp after each name.
 */
export async function expectOneRowEach(
	page: Page,
	names: string[],
	stamp: number
) {
	for ( const name of names ) {
		await expect(
			rows( page ).filter( { hasText: `${ name } ${ stamp }` } )
		).toHaveCount( 1 );
	}
}

/**
 * Expects the list table to show these column headers.
 *
 * @param page    The page.
 * @param columns Header labels.
 */
export async function expectColumns( page: Page, columns: string[] ) {
	const header = page.locator( '.eventsmith-list__table thead' );
	for ( const column of columns ) {
		await expect(
			header.getByRole( 'columnheader', { name: column, exact: true } )
		).toBeVisible();
	}
}
