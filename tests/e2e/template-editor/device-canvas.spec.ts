/**
 * An event template's device views: the canvas is laid out at the device's
 * width and scaled down to fit the room left by the side panels, and the
 * device tabs of a block's styles panel and the header's device switcher
 * are one choice.
 */
import { expect, test, type Page } from '@playwright/test';
import {
	bodySize,
	canvasFrame,
	canvasOf,
	headerButton,
	openNewTemplate,
	settingsSidebar,
} from './support/builder';

const CONTENT =
	'<!-- wp:heading --><h2 class="wp-block-heading">{{event_title}}</h2><!-- /wp:heading -->' +
	'<!-- wp:paragraph --><p>Doors open at nine.</p><!-- /wp:paragraph -->';

/**
 * What the canvas iframe's own window sees, and whether the iframe is shown
 * inside the visible canvas area.
 *
 * @param page The page.
 */
async function measure( page: Page ) {
	const frame = await canvasFrame( page ).boundingBox();
	const area = await page
		.locator( '.eventsmith-editor__canvas' )
		.boundingBox();
	const inner = await canvasOf( page )
		.locator( 'html' )
		.evaluate( () => ( {
			width: window.innerWidth,
			tablet: window.matchMedia( '(max-width: 768px)' ).matches,
			mobile: window.matchMedia( '(max-width: 480px)' ).matches,
			// A short page fills the device screen without scrolling.
			scrolls: document.documentElement.scrollHeight > window.innerHeight,
		} ) );
	const fits =
		!! frame &&
		!! area &&
		frame.x >= area.x - 0.5 &&
		frame.x + frame.width <= area.x + area.width + 0.5 &&
		frame.y >= area.y - 0.5 &&
		frame.y + frame.height <= area.y + area.height + 0.5;
	return {
		...inner,
		fits,
		shownWidth: frame?.width ?? 0,
		areaWidth: area?.width ?? 0,
	};
}

test( 'TB-10/40: on Tablet, Mobile and a narrow Desktop the canvas is the device width, scaled down to fit beside both panels at 1280px and at 782px', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const { canvas } = await openNewTemplate( page, {
		name: 'Device fit page',
		type: 'event',
		content: CONTENT,
	} );
	await page.getByRole( 'button', { name: 'Blocks' } ).click();
	await expect(
		page.getByRole( 'complementary', { name: 'All Blocks' } )
	).toBeVisible();
	await expect( settingsSidebar( page ) ).toBeVisible();

	const views = [
		{ device: 'Tablet', width: 768, tablet: true, mobile: false },
		{ device: 'Mobile', width: 480, tablet: true, mobile: true },
	];
	for ( const view of views ) {
		await headerButton( page, view.device ).click();
		await expect
			.poll( async () => ( await measure( page ) ).width )
			.toBe( view.width );
		await expect
			.poll( async () => ( await measure( page ) ).fits )
			.toBe( true );
		const seen = await measure( page );
		// Shown smaller than its layout width: the room beside the panels is narrower.
		expect( seen.shownWidth ).toBeLessThan( view.width );
		expect( seen.shownWidth ).toBeGreaterThan( seen.areaWidth * 0.8 );
		// The page inside is laid out at the device width; media queries see it.
		expect( ( await bodySize( canvas ) ).width ).toBe( view.width );
		expect( [ seen.tablet, seen.mobile ] ).toEqual( [
			view.tablet,
			view.mobile,
		] );
		expect( seen.scrolls ).toBe( false );
	}
	// The blocks stay editable in the scaled canvas.
	await canvas.getByText( 'Doors open at nine.' ).click();
	await expect(
		settingsSidebar( page ).getByRole( 'tab', { name: 'Inspector' } )
	).toHaveAttribute( 'aria-selected', 'true' );

	// Desktop beside both panels: laid out at the desktop width (not the tablet layout), scaled to fit.
	await headerButton( page, 'Desktop' ).click();
	await expect
		.poll( async () => ( await measure( page ) ).width )
		.toBe( 1024 );
	await expect
		.poll( async () => ( await measure( page ) ).fits )
		.toBe( true );
	const desktop = await measure( page );
	expect( desktop.tablet ).toBe( false );
	expect( desktop.shownWidth ).toBeLessThan( 1024 );
	await expect(
		page.locator( '.eventsmith-device-frame__caption' )
	).toContainText( 'Desktop · 1024 px' );

	// With room for it (a wide screen, no left panel) the iframe fills the canvas area.
	await page.setViewportSize( { width: 1700, height: 900 } );
	await page.getByRole( 'button', { name: 'Blocks' } ).click();
	await expect
		.poll( async () => {
			const seen = await measure( page );
			return Math.abs( seen.width - seen.areaWidth ) < 1 && seen.fits;
		} )
		.toBe( true );
	await expect(
		page.locator( '.eventsmith-device-frame__caption' )
	).toHaveCount( 0 );

	// 782px (panels float over the canvas): Tablet is scaled into the whole width.
	await page.setViewportSize( { width: 782, height: 900 } );
	await headerButton( page, 'Tablet' ).click();
	await expect
		.poll( async () => ( await measure( page ) ).fits )
		.toBe( true );
	const narrow = await measure( page );
	expect( narrow.width ).toBe( 768 );
	expect( narrow.shownWidth ).toBeLessThan( 768 );
} );

test( 'TB-09/39: the device tabs of the styles panel switch the canvas device, and the header switcher selects the matching tab', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const { canvas } = await openNewTemplate( page, {
		name: 'Device tabs page',
		type: 'event',
		content: CONTENT,
	} );
	const paragraph = canvas.getByText( 'Doors open at nine.' );
	await paragraph.click();
	const settings = settingsSidebar( page );
	await settings.getByRole( 'button', { name: 'Styles per device' } ).click();
	const tab = ( name: string ) => settings.getByRole( 'tab', { name } );
	const innerWidth = () =>
		canvasOf( page )
			.locator( 'html' )
			.evaluate( () => window.innerWidth );
	await expect( tab( 'Desktop' ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( headerButton( page, 'Desktop' ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);

	// Tab → canvas: choosing Mobile shows the mobile canvas and presses Mobile in the header.
	await tab( 'Mobile' ).click();
	await expect( headerButton( page, 'Mobile' ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect.poll( innerWidth ).toBe( 480 );
	await expect( tab( 'Mobile' ) ).toHaveAttribute( 'aria-selected', 'true' );
	// What is typed on the Mobile tab is previewed on the mobile canvas.
	await settings.getByLabel( 'Font size' ).fill( '13px' );
	await expect( paragraph ).toHaveCSS( 'font-size', '13px' );

	// Header → tab: Tablet in the header selects the Tablet tab.
	await headerButton( page, 'Tablet' ).click();
	await expect( tab( 'Tablet' ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( tab( 'Mobile' ) ).toHaveAttribute( 'aria-selected', 'false' );
	await expect( settings.getByLabel( 'Font size' ) ).toHaveValue( '' );
	await expect.poll( innerWidth ).toBe( 768 );

	// Keyboard: arrows move between the tabs, and the canvas follows.
	await tab( 'Tablet' ).focus();
	await page.keyboard.press( 'ArrowLeft' );
	await expect( tab( 'Desktop' ) ).toBeFocused();
	await expect( tab( 'Desktop' ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( headerButton( page, 'Desktop' ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect( paragraph ).not.toHaveCSS( 'font-size', '13px' );
} );
