/**
 * A certificate's page background chosen from the WordPress media library:
 * uploaded over REST, picked in the media modal, shown in the canvas, saved
 * and restored; replaced and removed.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, session } from '../../support/wordpress';
import { json } from '../../support/json';
import {
	canvasOf,
	getTemplate,
	openNewTemplate,
	saveAndWait,
	settingsSidebar,
	waitForBuilder,
} from './support/builder';

/**
 * A small PNG drawn by the browser.
 *
 * @param page  A page to draw in.
 * @param color Fill colour.
 */
async function drawPng( page: Page, color: string ): Promise< Buffer > {
	const dataUrl = await page.evaluate( ( fill ) => {
		const canvas = document.createElement( 'canvas' );
		canvas.width = 120;
		canvas.height = 80;
		const context = canvas.getContext( '2d' );
		if ( context ) {
			context.fillStyle = fill;
			context.fillRect( 0, 0, 120, 80 );
		}
		return canvas.toDataURL( 'image/png' );
	}, color );
	return Buffer.from( dataUrl.split( ',' )[ 1 ] ?? '', 'base64' );
}

/**
 * Uploads an image to the media library through the REST media endpoint.
 *
 * @param page     A page to draw the image in.
 * @param filename Its file name.
 * @param color    Its colour.
 */
async function uploadImage( page: Page, filename: string, color: string ) {
	const admin = await session( ADMIN );
	const response = await admin.request.post( '/wp-json/wp/v2/media', {
		headers: {
			'X-WP-Nonce': admin.nonce,
			'Content-Type': 'image/png',
			'Content-Disposition': `attachment; filename="${ filename }"`,
		},
		data: await drawPng( page, color ),
	} );
	expect( response.status(), 'uploading an image' ).toBe( 201 );
	const media = await json( response );
	await admin.request.dispose();
	return { id: media.id as number, url: media.source_url as string };
}

/**
 * Picks an attachment in the open media modal.
 *
 * @param page The page.
 * @param id   Attachment id.
 */
async function pickInMediaModal( page: Page, id: number ) {
	const modal = page.locator( '.media-modal' ).last();
	await expect( modal ).toBeVisible( { timeout: 30_000 } );
	await expect(
		modal.getByRole( 'heading', { name: 'Background image' } )
	).toBeVisible();
	const library = modal.getByRole( 'tab', { name: 'Media Library' } );
	if ( ( await library.getAttribute( 'aria-selected' ) ) !== 'true' ) {
		await library.click();
	}
	await modal.locator( `li.attachment[data-id="${ id }"]` ).click( {
		timeout: 30_000,
	} );
	await modal.getByRole( 'button', { name: 'Select', exact: true } ).click();
	await expect( modal ).toBeHidden();
}

test( 'TB-39: a certificate page background is picked from the media library, shown in the canvas, saved, restored, replaced and removed', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	const first = await uploadImage( page, 'gold-frame.png', '#c9a227' );
	const second = await uploadImage( page, 'navy-frame.png', '#1d2b4f' );
	const { template } = await openNewTemplate( page, {
		name: 'Background certificate',
		type: 'certificate',
		content:
			'<!-- wp:paragraph --><p>With honours</p><!-- /wp:paragraph -->',
	} );

	const settings = settingsSidebar( page );
	await expect(
		settings.getByRole( 'tab', { name: 'Body Settings' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expect(
		settings.getByRole( 'button', { name: 'Remove image' } )
	).toHaveCount( 0 );
	const pageBackground = () =>
		canvasOf( page )
			.locator( '.eventsmith-template-page' )
			.evaluate(
				( element ) => getComputedStyle( element ).backgroundImage
			);
	expect( await pageBackground() ).toBe( 'none' );

	// Select image → the media modal → the canvas shows it.
	await settings.getByRole( 'button', { name: 'Select image' } ).click();
	await pickInMediaModal( page, first.id );
	await expect.poll( pageBackground ).toContain( 'gold-frame' );
	await expect( settings.getByLabel( 'Background image URL' ) ).toHaveValue(
		first.url
	);
	await expect(
		settings.getByRole( 'img', { name: 'Current background image' } )
	).toHaveAttribute( 'src', first.url );

	// Saved with the template and there after a reload.
	await saveAndWait( page );
	expect( ( await getTemplate( template.id ) ).template_css ).toContain(
		first.url
	);
	await page.reload();
	await waitForBuilder( page, 'Certificate Builder' );
	await expect.poll( pageBackground ).toContain( 'gold-frame' );

	// Replace image picks another; Remove image clears it.
	await settings.getByRole( 'button', { name: 'Replace image' } ).click();
	await pickInMediaModal( page, second.id );
	await expect.poll( pageBackground ).toContain( 'navy-frame' );
	await settings.getByRole( 'button', { name: 'Remove image' } ).click();
	await expect.poll( pageBackground ).toBe( 'none' );
	await expect( settings.getByLabel( 'Background image URL' ) ).toHaveValue(
		''
	);
	await expect(
		settings.getByRole( 'button', { name: 'Select image' } )
	).toBeVisible();
} );
