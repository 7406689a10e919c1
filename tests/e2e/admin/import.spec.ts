/**
 * Dashboard #/import (issue 35.5): upload an .ics file, read the dry run's
 * counts, start, follow the progress bar to the end (the batches run as
 * WP-Cron would), find the run again after leaving the page, and remove
 * what the import created.
 */
import { test } from '@playwright/test';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { runToken } from '../../integration/support/rest';
import { DASHBOARD, expect } from './support/dashboard';
import { asAdministrator } from './support/lists';

asAdministrator();

test( 'an .ics file is counted, imported with a progress bar that survives a reload, and removed (35.5)', async ( {
	page,
} ) => {
	const token = runToken( 'e' );
	let ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n';
	for ( let i = 0; i < 3; i++ ) {
		ics += `BEGIN:VEVENT\r\nUID:screen-${ i }-${ token }\r\nDTSTART:2027110${ i + 1 }T100000Z\r\nSUMMARY:Screen ${ token } ${ i }\r\nEND:VEVENT\r\n`;
	}
	ics +=
		'BEGIN:VEVENT\r\nUID:no-date\r\nSUMMARY:Broken\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

	await page.goto( `${ DASHBOARD }#/import` );
	const screen = page.getByRole( 'region', { name: 'Import' } );
	await screen.getByLabel( 'iCal file (.ics)' ).setInputFiles( {
		name: 'club.ics',
		mimeType: 'text/calendar',
		buffer: Buffer.from( ics ),
	} );
	await screen
		.getByRole( 'button', { name: 'Count what it will do (dry run)' } )
		.click();
	await expect(
		screen.getByText(
			'Dry run: 3 to create, 0 to update, 0 to skip, 1 refused.'
		)
	).toBeVisible( { timeout: 60_000 } );
	// The report is a table: line, UID, what became of the row, and why.
	const refused = screen.getByRole( 'row' ).filter( { hasText: 'no-date' } );
	await expect( refused.getByRole( 'cell' ).first() ).toHaveText( '19' );
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
		screen.getByText( 'Done: 3 created, 0 updated, 0 skipped, 1 failed.' )
	).toBeVisible( { timeout: 30_000 } );
	await expect( screen.locator( 'progress' ) ).toHaveAttribute(
		'value',
		'100'
	);

	// Leaving and coming back shows the same run.
	await page.reload();
	await expect(
		screen.getByText( 'Done: 3 created, 0 updated, 0 skipped, 1 failed.' )
	).toBeVisible( { timeout: 60_000 } );
	// Removing asks first: "Cancel" keeps everything.
	const remove = screen.getByRole( 'button', {
		name: 'Remove what this import created',
	} );
	await remove.click();
	const dialog = page.getByRole( 'dialog', { name: 'Please confirm' } );
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( screen.getByText( /^Done:/ ) ).toBeVisible();
	await remove.click();
	await dialog.getByRole( 'button', { name: 'Yes' } ).click();
	await expect( screen.getByText( /^Removed:/ ) ).toBeVisible();
} );
