/**
 * A certificate from the template library is built in the editor, saved as
 * draft, renamed and published, and everything is there after a reload and
 * in the template list.
 */
import { expect, test } from '@playwright/test';
import {
	bodySize,
	getTemplate,
	imageWidth,
	insertPlaceholder,
	isUpdate,
	openLibraryCertificate,
	saveButton,
	snackbar,
	waitForBuilder,
} from './support/builder';

test( 'TB-02..07, TB-11/12, TB-20..26, TB-28, TB-01: a library certificate is saved as draft, renamed, published and reloaded', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	const { template, canvas } = await openLibraryCertificate(
		page,
		'New Template'
	);

	// TB-02/03/04/11: the template loads with its type's title, name, panel buttons and orientation switcher.
	await expect( page.getByLabel( 'Template name' ) ).toHaveValue(
		'New Template'
	);
	await expect( page.getByRole( 'button', { name: 'Desktop' } ) ).toHaveCount(
		0
	);
	for ( const name of [ 'Blocks', 'Placeholders', 'Layers' ] ) {
		await expect( page.getByRole( 'button', { name } ) ).toBeVisible();
	}
	expect( await bodySize( canvas ) ).toEqual( { width: 842, height: 595 } );
	await expect( saveButton( page ) ).toHaveText( 'Save & Publish' );

	await insertPlaceholder( page, canvas, '{{ticket_type}}' );
	await page.getByRole( 'button', { name: 'Portrait' } ).click();

	// TB-23/07/26: Draft keeps the draft, renames 'New Template', saves a 250px thumbnail.
	await page.getByRole( 'button', { name: 'More save options' } ).click();
	await page.getByRole( 'menuitem', { name: 'Draft' } ).click();
	await expect(
		snackbar( page, 'Template updated successfully' )
	).toBeVisible( { timeout: 30_000 } );
	await expect( page.getByLabel( 'Template name' ) ).toHaveValue(
		`New Template - ${ template.id }`
	);
	await expect( saveButton( page ) ).toHaveText( 'Save & Publish' );
	let stored = await getTemplate( template.id );
	expect( stored.status ).toBe( 'draft' );
	expect( stored.thumbnail ).toMatch( /^data:image\/jpeg;base64,/ );
	expect( await imageWidth( page, stored.thumbnail ) ).toBe( 250 );

	// TB-06/21/26: rename and Save & Publish (one request for a double click): published, 1000px thumbnail.
	await page.getByLabel( 'Template name' ).fill( 'Gold cert' );
	let updates = 0;
	page.on( 'request', ( request ) => {
		if ( isUpdate( request ) ) {
			updates++;
		}
	} );
	await saveButton( page ).dblclick();
	await expect( saveButton( page ) ).toHaveText( 'Save', {
		timeout: 30_000,
	} );
	expect( updates ).toBe( 1 );
	stored = await getTemplate( template.id );
	expect( stored ).toMatchObject( {
		name: 'Gold cert',
		status: 'publish',
		orientation: 'portrait',
	} );
	expect( stored.content ).toContain( '{{ticket_type}}' );
	expect( await imageWidth( page, stored.thumbnail ) ).toBe( 1000 );

	// Reload: everything persisted (TB-12: the orientation too).
	await page.reload();
	await waitForBuilder( page, 'Certificate Builder' );
	await expect( page.getByLabel( 'Template name' ) ).toHaveValue(
		'Gold cert'
	);
	await expect( saveButton( page ) ).toHaveText( 'Save' );
	await expect( canvas.getByText( '{{ticket_type}}' ) ).toHaveCount( 1 );
	expect( await bodySize( canvas ) ).toEqual( { width: 595, height: 842 } );

	// TB-01: back goes to the list, where the template shows as published with its thumbnail.
	await page.getByRole( 'link', { name: 'Back to templates' } ).click();
	await expect( page ).toHaveURL( /#\/template-builder$/ );
	const row = page.getByRole( 'row', { name: /Gold cert/ } );
	await expect( row ).toContainText( 'Published' );
	await expect( row.locator( 'img' ) ).toHaveAttribute(
		'src',
		/^data:image\/jpeg;base64,/
	);
} );
