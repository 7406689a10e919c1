/**
 * Dashboard #/import, CSV (issue 35.4): choose a file, read its first rows,
 * map a column the suggestion left out with the keyboard, count the dry run
 * (a refused row shown with its line), start, follow it to the end, and
 * remove what it created; at 782 px the preview scrolls inside the screen.
 */
import { test } from '@playwright/test';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { runToken } from '../../integration/support/rest';
import { DASHBOARD, axe, expect } from './support/dashboard';
import { asAdministrator } from './support/lists';

asAdministrator();

test( 'a CSV of events is previewed, mapped, counted, imported and removed (35.4)', async ( {
	page,
} ) => {
	const token = runToken( 'ec' );
	const csv =
		[
			'Event name;When;Kickoff;Room',
			`Talk ${ token } 1;2027-11-01;10:00;Hall A`,
			`Talk ${ token } 2;2027-11-02;2:30 pm;Hall B`,
			`Talk ${ token } 3;31/02/2027;10:00;Hall C`,
		].join( '\n' ) + '\n';

	await page.setViewportSize( { width: 782, height: 900 } );
	await page.goto( `${ DASHBOARD }#/import` );
	const screen = page.getByRole( 'region', { name: 'Import' } );
	await screen
		.getByLabel( 'Import from' )
		.selectOption( { label: 'CSV file (events or attendees)' } );
	await screen.getByLabel( 'CSV file (.csv)' ).setInputFiles( {
		name: 'talks.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from( csv ),
	} );

	// The preview: the first rows, each column with its select.
	const table = screen.getByRole( 'table', {
		name: /The first rows of the file/,
	} );
	await expect( table ).toBeVisible( { timeout: 60_000 } );
	await expect(
		table.getByRole( 'cell', { name: `Talk ${ token } 2` } )
	).toBeVisible();
	await expect(
		table.getByLabel( 'Import column “Event name” as' )
	).toHaveValue( 'title' );
	await expect( table.getByLabel( 'Import column “Room” as' ) ).toHaveValue(
		''
	);
	// "When" and "Kickoff" are not known names: the start date is still missing.
	await expect(
		screen.getByText( /Choose a column for: Start date/ )
	).toBeVisible();
	const dryRun = screen.getByRole( 'button', {
		name: 'Count what it will do (dry run)',
	} );
	await expect( dryRun ).toBeDisabled();

	// Map with the keyboard.
	const when = table.getByLabel( 'Import column “When” as' );
	await when.focus();
	await when.selectOption( 'start_date' );
	await table
		.getByLabel( 'Import column “Kickoff” as' )
		.selectOption( 'start_time' );
	await table
		.getByLabel( 'Import column “Room” as' )
		.selectOption( 'address' );
	await expect( screen.getByText( /Choose a column for/ ) ).toHaveCount( 0 );

	// At 782 px the table scrolls inside its box: the screen itself does not.
	const overflow = await page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	expect( await axe( page ) ).toEqual( [] );

	await dryRun.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		screen.getByText(
			'Dry run: 2 to create, 0 to update, 0 to skip, 1 refused.'
		)
	).toBeVisible( { timeout: 60_000 } );
	// The report table: the refused row's line, and why.
	const refused = screen
		.getByRole( 'row' )
		.filter( { hasText: 'When "31/02/2027" is not a date.' } );
	await expect( refused.getByRole( 'cell' ).first() ).toHaveText( '4' );
	await expect( refused ).toContainText( 'Refused' );

	await screen.getByRole( 'button', { name: 'Start' } ).click();
	await expect(
		screen.getByRole( 'button', { name: 'Stop' } )
	).toBeVisible();
	const admin = await session( ADMIN );
	const runs = await json< Array< { id: number } > >(
		await admin.rest( 'GET', '/eventsmith/v2/imports' )
	);
	await admin.rest(
		'POST',
		`/eventsmith-test/v1/imports/${ runs[ 0 ]!.id }/run`
	);
	await expect(
		screen.getByText( 'Done: 2 created, 0 updated, 0 skipped, 1 failed.' )
	).toBeVisible( { timeout: 30_000 } );
	const listed = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events?search_keyword=${ token }&per_page=10`
		)
	);
	expect(
		( listed.items as Array< { title: string } > )
			.map( ( item ) => item.title )
			.sort()
	).toEqual( [ `Talk ${ token } 1`, `Talk ${ token } 2` ] );

	await screen
		.getByRole( 'button', { name: 'Remove what this import created' } )
		.click();
	await page
		.getByRole( 'dialog', { name: 'Please confirm' } )
		.getByRole( 'button', { name: 'Yes' } )
		.click();
	await expect( screen.getByText( /^Removed:/ ) ).toBeVisible();
} );
