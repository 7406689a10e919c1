/**
 * The template builder's canvas and panels: the template-only blocks'
 * stylesheet inside the canvas, a certificate page scaled to fit, per-device
 * styles on a core block, and the settings sidebar as an overlay on narrow
 * screens.
 */
import { expect, test } from '@playwright/test';
import {
	getTemplate,
	headerButton,
	openNewTemplate,
	saveAndWait,
} from './support/builder';

test( 'the template-only blocks are styled inside the canvas, and an 842px certificate is scaled to fit at 1280px with both panels open, keeping its real size', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const { canvas } = await openNewTemplate( page, {
		name: 'Fit certificate',
		type: 'certificate',
		orientation: 'landscape',
		content:
			'<!-- wp:eventsmith/signature {"name":"Ada Director","title":"Chair"} /-->' +
			'<!-- wp:paragraph --><p>Right edge</p><!-- /wp:paragraph -->',
	} );
	const signature = canvas.locator( '.eventsmith-signature' );
	await expect( signature ).toBeVisible();
	// From the blocks' stylesheet (style.css), not from inline styles.
	await expect( signature ).toHaveCSS( 'display', 'inline-flex' );
	await expect( canvas.locator( '.eventsmith-signature__image' ) ).toHaveCSS(
		'border-bottom-style',
		'solid'
	);

	await page.getByRole( 'button', { name: 'Blocks' } ).click();
	await expect(
		page.getByRole( 'complementary', { name: 'All Blocks' } )
	).toBeVisible();

	const pageBody = canvas.locator( '.eventsmith-template-page' );
	const frame = page.locator( 'iframe[name="editor-canvas"]' );
	const fits = async () => {
		const shown = await pageBody.boundingBox();
		const room = await frame.boundingBox();
		return (
			!! shown &&
			!! room &&
			shown.x >= room.x - 0.5 &&
			shown.x + shown.width <= room.x + room.width + 0.5
		);
	};
	await expect.poll( fits, { timeout: 10_000 } ).toBe( true );
	const shown = await pageBody.boundingBox();
	expect( shown?.width ?? 0 ).toBeLessThan( 842 );
	// Aspect ratio kept.
	expect( ( shown?.width ?? 0 ) / ( shown?.height ?? 1 ) ).toBeCloseTo(
		842 / 595,
		1
	);
	// The real page size is unchanged (thumbnails, preview and measurements use it).
	expect(
		await pageBody.evaluate( ( element: HTMLElement ) => [
			element.offsetWidth,
			element.offsetHeight,
		] )
	).toEqual( [ 842, 595 ] );

	// Portrait fits too and measures 595 × 842.
	await page.getByRole( 'button', { name: 'Portrait' } ).click();
	await expect
		.poll( () =>
			pageBody.evaluate( ( element: HTMLElement ) => [
				element.offsetWidth,
				element.offsetHeight,
			] )
		)
		.toEqual( [ 595, 842 ] );
	await expect.poll( fits, { timeout: 10_000 } ).toBe( true );

	// Blocks are still selectable in the scaled page.
	await canvas.getByText( 'Right edge' ).click();
	await expect(
		page
			.getByRole( 'complementary', { name: 'Settings' } )
			.getByRole( 'tab', { name: 'Inspector' } )
	).toHaveAttribute( 'aria-selected', 'true' );
} );

test( 'TB-39/40 a core block gets per-device styles: edited in its inspector, previewed for the device shown, saved with the template', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const { template, canvas } = await openNewTemplate( page, {
		name: 'Device styles page',
		type: 'event',
		content:
			'<!-- wp:paragraph --><p>Styled per device</p><!-- /wp:paragraph -->',
	} );
	const paragraph = canvas.getByText( 'Styled per device' );
	await paragraph.click();

	const settings = page.getByRole( 'complementary', { name: 'Settings' } );
	await settings.getByRole( 'button', { name: 'Styles per device' } ).click();
	await expect(
		settings.getByRole( 'tab', { name: 'Desktop' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await settings.getByLabel( 'Text colour' ).fill( 'rgb(0, 128, 0)' );
	await settings.getByRole( 'tab', { name: 'Tablet' } ).click();
	await settings.getByLabel( 'Font size' ).fill( '31px' );
	await settings.getByLabel( 'Container class name' ).fill( 'hero-line' );

	// The Tablet tab shows the tablet view: desktop styles inherited, its own added.
	await expect( headerButton( page, 'Tablet' ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect( paragraph ).toHaveCSS( 'font-size', '31px' );
	await expect( paragraph ).toHaveCSS( 'color', 'rgb(0, 128, 0)' );

	// Desktop shows the desktop styles only.
	await headerButton( page, 'Desktop' ).click();
	await expect( paragraph ).toHaveCSS( 'color', 'rgb(0, 128, 0)' );
	await expect( paragraph ).not.toHaveCSS( 'font-size', '31px' );
	await expect( paragraph ).toHaveClass( /hero-line/ );

	// Mobile inherits Tablet; the panel follows to Mobile.
	await headerButton( page, 'Mobile' ).click();
	await expect( paragraph ).toHaveCSS( 'font-size', '31px' );
	await expect(
		settings.getByRole( 'tab', { name: 'Mobile' } )
	).toHaveAttribute( 'aria-selected', 'true' );

	await saveAndWait( page );
	const saved = await getTemplate( template.id );
	expect( saved.content ).toContain( '"containerClassName":"hero-line"' );
	expect( saved.content ).toContain( '"Desktop":{"color":"rgb(0, 128, 0)"}' );
	expect( saved.content ).toContain( '"Tablet":{"fontSize":"31px"}' );
} );

test( 'at 782px the settings sidebar opens from a header toggle as an overlay, by keyboard too', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await page.setViewportSize( { width: 782, height: 900 } );
	await openNewTemplate( page, {
		name: 'Narrow certificate',
		type: 'certificate',
		content: '<!-- wp:paragraph --><p>Narrow</p><!-- /wp:paragraph -->',
	} );
	const settings = page.locator( '#eventsmith-editor-settings' );
	const toggle = page.getByRole( 'button', {
		name: 'Settings',
		exact: true,
	} );
	await expect( settings ).toBeHidden();
	await expect( toggle ).toBeVisible();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toHaveAttribute(
		'aria-controls',
		'eventsmith-editor-settings'
	);

	await toggle.focus();
	await page.keyboard.press( 'Enter' );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( settings ).toBeVisible();
	await expect(
		settings.getByRole( 'tab', { name: 'Body Settings' } )
	).toBeVisible();
	// An overlay: inside the editor, over the canvas, not wider than the screen.
	const box = await settings.boundingBox();
	expect( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) ).toBeLessThanOrEqual( 782 );
	expect(
		await settings.evaluate( ( el ) => getComputedStyle( el ).position )
	).toBe( 'absolute' );

	await settings.getByRole( 'tab', { name: 'Body Settings' } ).focus();
	await page.keyboard.press( 'Escape' );
	await expect( settings ).toBeHidden();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );

	await toggle.click();
	await settings.getByRole( 'button', { name: 'Close settings' } ).click();
	await expect( settings ).toBeHidden();

	// Wide screens show the sidebar without a toggle.
	await page.setViewportSize( { width: 1280, height: 900 } );
	await expect( settings ).toBeVisible();
	await expect( toggle ).toBeHidden();
} );
