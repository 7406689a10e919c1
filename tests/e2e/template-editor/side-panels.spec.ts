/**
 * The builder's side panels: the settings sidebar's tabs, and the left panel
 * (All Blocks, Placeholders, Documents Overview) opened, switched and closed.
 */
import { expect, test } from '@playwright/test';
import {
	canvasOf,
	openLibraryCertificate,
	settingsSidebar,
	snackbar,
} from './support/builder';

test( 'TB-30..33, TB-35..37: the settings sidebar has its tabs; the Placeholders panel lists and copies tokens; left panels switch and close; All Blocks inserts into the canvas and the layers', async ( {
	page,
	context,
} ) => {
	test.setTimeout( 120_000 );
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await openLibraryCertificate( page, 'Panels certificate' );

	// TB-33: right sidebar 400px with both tabs; Body Settings while nothing is selected.
	const right = settingsSidebar( page );
	expect( Math.round( ( await right.boundingBox() )?.width ?? 0 ) ).toBe(
		400
	);
	await expect(
		right.getByRole( 'tab', { name: 'Inspector' } )
	).toBeVisible();
	await expect(
		right.getByRole( 'tab', { name: 'Body Settings' } )
	).toHaveAttribute( 'aria-selected', 'true' );

	// TB-30/35/36: the Placeholders panel, 360px, lists the 14 tokens and copies one.
	await page.getByRole( 'button', { name: 'Placeholders' } ).click();
	const left = page.getByRole( 'complementary', { name: 'Placeholders' } );
	expect( Math.round( ( await left.boundingBox() )?.width ?? 0 ) ).toBe(
		360
	);
	await expect( left.getByRole( 'listitem' ) ).toHaveCount( 14 );
	await left.getByRole( 'button', { name: 'Copy {{event_title}}' } ).click();
	await expect( snackbar( page, 'Copied Successfully!' ) ).toBeVisible();
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		'{{event_title}}'
	);

	// TB-37: when the clipboard refuses (both ways of copying), the copy fails visibly.
	await page.evaluate( () => {
		navigator.clipboard.writeText = () =>
			Promise.reject( new Error( 'denied' ) );
		document.execCommand = () => false;
	} );
	await left.getByRole( 'button', { name: 'Copy {{ticket_id}}' } ).click();
	await expect( snackbar( page, 'Failed to copy.' ) ).toBeVisible();

	// TB-31: the active panel closes; another switches.
	await page.getByRole( 'button', { name: 'Placeholders' } ).click();
	await expect( left ).toHaveCount( 0 );
	await page.getByRole( 'button', { name: 'Layers' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Documents Overview' } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Blocks' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'All Blocks' } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Blocks' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'All Blocks' } )
	).toHaveCount( 0 );

	// TB-32: a Heading inserted from All Blocks is in the canvas and in the layers.
	const canvasHeadings = canvasOf( page ).locator( '.wp-block-heading' );
	const before = await canvasHeadings.count();
	await page.getByRole( 'button', { name: 'Layers' } ).click();
	const layers = page.getByRole( 'complementary', {
		name: 'Documents Overview',
	} );
	const layerHeadings = layers.getByRole( 'link', { name: /^Heading/ } );
	await expect( layers.getByRole( 'link' ).first() ).toBeVisible();
	const listedBefore = await layerHeadings.count();
	await page.getByRole( 'button', { name: 'Blocks' } ).click();
	const library = page.getByRole( 'complementary', { name: 'All Blocks' } );
	await library.getByRole( 'searchbox' ).fill( 'Heading' );
	await library
		.getByRole( 'option', { name: 'Heading', exact: true } )
		.click();
	await expect( canvasHeadings ).toHaveCount( before + 1 );
	await page.getByRole( 'button', { name: 'Layers' } ).click();
	await expect( layerHeadings ).toHaveCount( listedBefore + 1 );
} );
