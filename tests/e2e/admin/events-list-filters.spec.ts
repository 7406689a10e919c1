/**
 * The filters of the event list (#/events): status, date range, the
 * debounced search, and paging.
 */
import { test } from '@playwright/test';
import { ADMIN, logInPage } from '../../support/wordpress';
import { expect } from './support/dashboard';
import {
	openList,
	recordEventRequests,
	row,
	seedListEvents,
} from './support/events';

test.beforeAll( async () => {
	test.setTimeout( 180_000 );
	await seedListEvents();
} );

test( 'ADM-EVL-01..06, 25, ADM-CONST-01..03, GAP-24, GAP-25: filters, debounce and paging', async ( {
	page,
} ) => {
	test.setTimeout( 150_000 );
	await logInPage( page, ADMIN );
	const requests = recordEventRequests( page, 'GET' );
	await openList( page );
	// The first page (paged 1, per_page 10) comes preloaded with the page: no request for it.
	expect( requests ).toHaveLength( 0 );

	const status = page.getByLabel( 'Status' );
	await expect( status.locator( 'option' ) ).toHaveText( [
		'All',
		'Draft',
		'Ongoing',
		'Upcoming',
		'Expired',
	] );
	await expect(
		page.getByRole( 'textbox', { name: 'From', exact: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'textbox', { name: 'To', exact: true } )
	).toBeVisible();
	await expect( page.getByLabel( 'Search events' ) ).toBeVisible();

	// Paging and page size.
	await page.getByRole( 'button', { name: 'Next' } ).click();
	await expect.poll( () => requests.at( -1 )?.get( 'paged' ) ).toBe( '2' );
	expect( requests.at( -1 )?.get( 'per_page' ) ).toBe( '10' );
	await page.getByLabel( 'Per page' ).selectOption( '20' );
	await expect
		.poll( () => requests.at( -1 )?.get( 'per_page' ) )
		.toBe( '20' );

	// A filter change resets paged and per_page.
	await status.selectOption( 'past' );
	await expect
		.poll( () => requests.at( -1 )?.get( 'status' ) )
		.toBe( 'past' );
	expect( requests.at( -1 )?.get( 'paged' ) ).toBe( '1' );
	expect( requests.at( -1 )?.get( 'per_page' ) ).toBe( '10' );
	await expect( row( page, 'Past Gala' ) ).toBeVisible();
	await expect( row( page, 'Upcoming Summit' ) ).toHaveCount( 0 );
	await status.selectOption( 'all' );
	await expect.poll( () => requests.at( -1 )?.get( 'status' ) ).toBe( 'all' );

	// Date range as YYYY-MM-DD.
	const day = ( offsetDays: number ) =>
		new Date( Date.now() + offsetDays * 86_400_000 )
			.toISOString()
			.slice( 0, 10 );
	for ( const [ label, arg, date ] of [
		[ 'From', 'start_date', day( 2 ) ],
		[ 'To', 'end_date', day( 4 ) ],
	] as [ string, string, string ][] ) {
		await page
			.getByRole( 'textbox', { name: label, exact: true } )
			.fill( date );
		await expect.poll( () => requests.at( -1 )?.get( arg ) ).toBe( date );
	}
	await expect( row( page, 'Upcoming Summit' ) ).toBeVisible();
	await expect( row( page, 'Past Gala' ) ).toHaveCount( 0 );
	await page.getByRole( 'textbox', { name: 'From', exact: true } ).fill( '' );
	await page.getByRole( 'textbox', { name: 'To', exact: true } ).fill( '' );
	await expect
		.poll( () => requests.at( -1 )?.get( 'end_date' ) ?? '' )
		.toBe( '' );

	// Search waits for 500 ms of quiet, then sends search_keyword once.
	const before = requests.length;
	const search = page.getByLabel( 'Search events' );
	await search.pressSequentially( 'Tokyo', { delay: 60 } );
	const typedAt = Date.now();
	await expect
		.poll( () =>
			requests.slice( before ).map( ( r ) => r.get( 'search_keyword' ) )
		)
		.toEqual( [ 'Tokyo' ] );
	expect( Date.now() - typedAt ).toBeGreaterThanOrEqual( 400 );
	await expect( row( page, 'Tokyo Night' ) ).toBeVisible();
	await expect( page.getByText( 'Showing 1 - 1 of 1 events' ) ).toBeVisible();
} );
