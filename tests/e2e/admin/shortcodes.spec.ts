/**
 * The shortcode generator (#/shortcodes): a form builds the shortcode and
 * the server preview live, Get Script waits for a shortcode, and the copied
 * script tag shows the widget, in a frame inside a shadow root, on a page
 * served from another origin, whose own styles cannot reach it.
 */
import { test } from '@playwright/test';
import { hostPage } from '../support/host-page';
import { ADMIN, logInPage } from '../../support/wordpress';
import { DASHBOARD, axe, expect, seed } from './support/dashboard';
import { answerDialog } from './support/lists';

test.describe.configure( { timeout: 480_000 } );

test( 'SC-01 SC-02 SC-03 SC-05 SC-06 SC-07 SC-08 a filled form gives a shortcode, a preview and a script that renders the widget on another site', async ( {
	page,
	context,
} ) => {
	const name = `Embed ${ Date.now().toString( 36 ) } Speaker`;
	await seed( '/speakers', {
		name,
		designation: 'Keynote',
		category: [ 'speaker' ],
	} );
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/shortcodes` );

	const getScript = page.getByRole( 'button', { name: 'Get Script' } );
	const shortcode = page
		.getByRole( 'status', { name: 'Generated shortcode' } )
		.or( page.locator( 'output.eventsmith-shortcodes__code' ) );
	await expect( getScript ).toBeDisabled();
	await expect( shortcode ).toHaveText( 'No shortcode yet.' );
	const widget = page.getByLabel( 'Widget', { exact: true } );
	await expect(
		widget.locator( 'option', { hasText: 'Event slider (Pro)' } )
	).toHaveCount( 1 );
	expect( await widget.locator( 'option' ).count() ).toBeGreaterThanOrEqual(
		17
	);

	await widget.selectOption( 'eventsmith_speakers' );
	await expect( shortcode ).toContainText(
		'[eventsmith_speakers style="style-1" column="3" limit="20"'
	);
	await expect( getScript ).toBeEnabled();

	const limit = page.getByLabel( 'Limit', { exact: true } );
	await limit.fill( '0' );
	await limit.blur();
	await expect( limit ).toHaveValue( '1' );
	await expect( shortcode ).toContainText( 'limit="1"' );
	await limit.fill( '100' );
	await page.getByLabel( 'Show designation' ).uncheck();
	await expect( shortcode ).toContainText( 'limit="100"' );
	await expect( shortcode ).toContainText( 'show_designation="no"' );

	const preview = page.getByRole( 'region', { name: 'Widget preview' } );
	// Playground renders one request at a time: each change above asked for a preview.
	await expect( preview.getByText( name ) ).toBeVisible( {
		timeout: 120_000,
	} );
	await expect( preview.getByText( 'Keynote' ) ).toHaveCount( 0 );
	expect( await axe( page ) ).toEqual( [] );

	await page.getByLabel( 'Script name' ).fill( name );
	await getScript.click();
	const tag = page.getByLabel( 'Embed script' );
	await expect( tag ).toHaveText(
		/^<script src="http:\/\/127\.0\.0\.1:\d+\/\?eventsmith_embed=\d+" async><\/script>$/
	);
	const scriptTag = ( await tag.textContent() ) ?? '';
	await page
		.getByRole( 'button', { name: 'Copy the script tag', exact: true } )
		.click();
	await expect( page.getByText( 'Copied', { exact: true } ) ).toBeVisible();
	const pasted = await page.evaluate( () => navigator.clipboard.readText() );
	expect( pasted ).toBe( scriptTag );

	const host = await hostPage(
		`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title><style>h3, a { color: rgb(255, 0, 0) !important; font-size: 60px; }</style></head><body><h1>Another site</h1>${ pasted }<p id="after">After the widget</p></body></html>`
	);
	try {
		const visitor = await context.browser()!.newPage();
		await visitor.goto( host.url );
		const frame = visitor.frameLocator( 'eventsmith-embed iframe' );
		const embedded = frame.locator( '.eventsmith-people__name', {
			hasText: name,
		} );
		await expect( embedded ).toBeVisible( { timeout: 30_000 } );
		const seen = await visitor.evaluate( () => {
			const element = document.querySelector(
				'[data-eventsmith-embed]'
			)!;
			return {
				shadow: element.shadowRoot !== null,
				inLightDom:
					document.body.querySelectorAll( '.eventsmith-people' )
						.length,
				beforeAfter: element.nextElementSibling?.id,
			};
		} );
		expect( seen ).toMatchObject( {
			shadow: true,
			inLightDom: 0,
			beforeAfter: 'after',
		} );
		// The host page's red, 60 px rule for links does not reach the widget.
		const link = embedded.locator( 'a' );
		expect(
			await link.evaluate( ( a ) => getComputedStyle( a ).color )
		).not.toBe( 'rgb(255, 0, 0)' );
		expect( await link.evaluate( ( a ) => a.baseURI ) ).toContain(
			'eventsmith_embed_frame'
		);
		expect(
			await link.evaluate(
				( a ) => a.ownerDocument.querySelector( 'base' )?.target
			)
		).toBe( '_top' );
		await visitor.close();
	} finally {
		host.server.close();
	}

	const record = page.locator( '.eventsmith-shortcodes__record', {
		hasText: name,
	} );
	await record.getByRole( 'button', { name: `Delete ${ name }` } ).click();
	await answerDialog( page, 'Yes' );
	await expect( record ).toHaveCount( 0 );
} );
