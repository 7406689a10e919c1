/**
 * Undo and redo in the builder, by keyboard and by the header's buttons, and
 * the orientation switcher's page sizes.
 */
import { expect, test } from '@playwright/test';
import {
	bodySize,
	insertPlaceholder,
	openLibraryCertificate,
	settingsSidebar,
} from './support/builder';

test( 'TB-12, TB-34, TB-38: an inserted placeholder is undone and redone by keyboard and buttons; orientation sets the page size', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const { canvas } = await openLibraryCertificate( page, 'Undo certificate' );
	const token = canvas.getByText( '{{ticket_type}}' );
	const undo = page.getByRole( 'button', { name: 'Undo', exact: true } );
	const redo = page.getByRole( 'button', { name: 'Redo', exact: true } );

	// TB-34: selecting a block shows Inspector; the token goes in at the caret.
	await insertPlaceholder( page, canvas, '{{ticket_type}}' );
	await expect(
		settingsSidebar( page ).getByRole( 'tab', { name: 'Inspector' } )
	).toHaveAttribute( 'aria-selected', 'true' );

	// TB-38: Ctrl+Z undoes, Ctrl+Y redoes; the header buttons do the same.
	await page.keyboard.press( 'Control+z' );
	await expect( token ).toHaveCount( 0 );
	await page.keyboard.press( 'Control+y' );
	await expect( token ).toHaveCount( 1 );
	await undo.click();
	await expect( token ).toHaveCount( 0 );
	await expect( redo ).toBeEnabled();
	await redo.click();
	await expect( token ).toHaveCount( 1 );

	// TB-12: orientation sets the page body size, both ways.
	await page.getByRole( 'button', { name: 'Portrait' } ).click();
	expect( await bodySize( canvas ) ).toEqual( { width: 595, height: 842 } );
	await page.getByRole( 'button', { name: 'Landscape' } ).click();
	expect( await bodySize( canvas ) ).toEqual( { width: 842, height: 595 } );
} );
