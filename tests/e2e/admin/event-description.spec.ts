/**
 * Rich events in the event editor: a description formatted in its block
 * editor (loaded on demand) and a featured image picked from the media
 * library, both seen on the event page, a card and the JSON-LD.
 */
import { test, type Page } from '@playwright/test';
import { json } from '../../support/json';
import { uploadImage } from '../../support/media';
import { publishPage } from '../../support/pages';
import { ADMIN, logInPage, session } from '../../support/wordpress';
import { DASHBOARD, expect, expectAccessible } from './support/dashboard';
import { seedEvent } from './support/events';

const RUN = Date.now().toString( 36 );

async function scriptSources( page: Page ): Promise< string[] > {
	return page.$$eval( 'script[src]', ( scripts ) =>
		scripts.map( ( script ) => ( script as HTMLScriptElement ).src )
	);
}

test( 'staff format a description and pick a featured image; the event page, a card and the JSON-LD show both', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 180_000 );
	const imageName = `harbour-${ RUN }`;
	const uploader = await session( ADMIN );
	const imageId = await uploadImage( uploader, imageName, '', 'event-3.jpg' );
	await uploader.request.dispose();
	const event = await seedEvent( {
		title: `Harbour Festival ${ RUN }`,
		start_date: '2032-08-01',
		start_time: '12:00',
		end_date: '2032-08-01',
		end_time: '22:00',
		timezone: 'UTC',
		description: 'Old plain text description.',
	} );

	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/events/create/${ event.id }/basic` );
	const editor = page.getByRole( 'group', { name: 'Description' } );
	await expect( editor ).toBeVisible();
	expect(
		( await scriptSources( page ) ).some( ( src ) =>
			src.includes( 'block-editor' )
		)
	).toBe( true );

	// The plain text description became a paragraph; replace it with formatted text.
	const first = editor.getByRole( 'document', { name: /Block: Paragraph/ } );
	await expect( first ).toContainText( 'Old plain text description.' );
	await first.click();
	await page.keyboard.press( 'ControlOrMeta+a' );
	await page.keyboard.type( 'Join us for ' );
	await page.keyboard.press( 'ControlOrMeta+b' );
	await page.keyboard.type( 'live music' );
	await page.keyboard.press( 'ControlOrMeta+b' );
	await page.keyboard.type( ' by the sea.' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( '## Programme' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( '- Opening' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( 'Fireworks' );
	await expect(
		editor.getByRole( 'document', { name: /Block: Heading/ } )
	).toHaveText( 'Programme' );
	await expect( editor.locator( 'li' ) ).toHaveText( [
		'Opening',
		'Fireworks',
	] );

	await page.getByRole( 'button', { name: 'Choose image' } ).click();
	const picker = page.getByRole( 'dialog', { name: 'Featured image' } );
	await expect( picker ).toBeVisible();
	await picker.getByRole( 'searchbox' ).fill( imageName );
	await picker.locator( `img[src*="${ imageName }"]` ).first().click();
	await expect( picker ).toBeHidden();
	await expect(
		page.getByRole( 'img', { name: 'Featured image' } )
	).toHaveAttribute( 'src', new RegExp( imageName ) );
	await expectAccessible( page );

	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Saved' } )
	).toBeVisible();

	const admin = await session( ADMIN );
	const saved = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ event.id }` )
	);
	expect( saved.featured_image.id ).toBe( imageId );
	expect( saved.description ).toContain(
		'<p>Join us for <strong>live music</strong> by the sea.</p>'
	);
	expect( saved.description ).toMatch( /<h2[^>]*>Programme<\/h2>/ );
	expect( saved.description ).toContain( '<li>Fireworks</li>' );
	await admin.request.dispose();

	// As a visitor.
	const visitor = await browser.newContext( {
		viewport: { width: 390, height: 844 },
	} );
	const phone = await visitor.newPage();
	await phone.goto( saved.link );
	await expect(
		phone.getByRole( 'heading', { name: 'Programme' } )
	).toBeVisible();
	await expect(
		phone.locator( 'strong', { hasText: 'live music' } )
	).toBeVisible();
	await expect(
		phone.locator( `img.wp-post-image[src*="${ imageName }"]` )
	).toBeVisible();
	const data = JSON.parse(
		( await phone
			.locator( 'script[type="application/ld+json"]' )
			.first()
			.textContent() ) ?? '{}'
	);
	expect( data.description ).toBe(
		'Join us for live music by the sea. Programme Opening Fireworks'
	);
	expect( data.image[ 0 ] ).toContain( imageName );

	await phone.goto(
		await publishPage(
			`Festival cards ${ RUN }`,
			'<!-- wp:eventsmith/events {"descLimit":5,"filterWithStatus":"upcoming","limit":50} /-->'
		)
	);
	const card = phone.locator( '.eventsmith-events__item', {
		hasText: `Harbour Festival ${ RUN }`,
	} );
	await expect( card.locator( 'img' ) ).toHaveAttribute(
		'src',
		new RegExp( imageName )
	);
	await expect( card.locator( '.eventsmith-events__excerpt' ) ).toHaveText(
		'Join us for live music…'
	);
	await visitor.close();
} );
