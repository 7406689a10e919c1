/**
 * Shared steps of the template builder's browser tests: templates created
 * and read over REST, the builder opened on one of them, and what the tests
 * measure in it.
 */
import {
	expect,
	type FrameLocator,
	type Locator,
	type Page,
	type Request,
} from '@playwright/test';
import { ADMIN, logInPage, session } from '../../../support/wordpress';
import { json, type Json } from '../../../support/json';

export const BUILDER = '/wp-admin/admin.php?page=eventsmith-template-builder';

/**
 * The builder needs a while to boot on PHP as WebAssembly (longer for the
 * first screen after the site starts, or on a busy machine).
 */
const LOAD_TIMEOUT = 60_000;

/**
 * Calls REST as the admin and returns the response's JSON.
 *
 * @param method   HTTP method.
 * @param route    Route below /wp-json.
 * @param data     Body.
 * @param expected Status the call must answer with.
 */
export async function adminRest< T = Json >(
	method: string,
	route: string,
	data?: unknown,
	expected = method === 'POST' ? 201 : 200
): Promise< T > {
	const admin = await session( ADMIN );
	const response = await admin.rest( method, route, data );
	expect( response.status(), `${ method } ${ route }` ).toBe( expected );
	const body = await json< T >( response );
	await admin.request.dispose();
	return body;
}

export function createTemplate( data: Json ): Promise< Json > {
	return adminRest( 'POST', '/eventsmith/v2/templates', data );
}

export function getTemplate( id: number ): Promise< Json > {
	return adminRest( 'GET', `/eventsmith/v2/templates/${ id }` );
}

/**
 * The editor canvas iframe (as an element and as a frame).
 *
 * @param page The page.
 */
export const canvasFrame = ( page: Page ): Locator =>
	page.locator( 'iframe[name="editor-canvas"]' );
export const canvasOf = ( page: Page ): FrameLocator =>
	page.frameLocator( 'iframe[name="editor-canvas"]' );

/**
 * Waits for the builder of a template: its title and the first block.
 *
 * @param page    The page.
 * @param heading Title of the builder (Certificate Builder …).
 */
export async function waitForBuilder(
	page: Page,
	heading: string
): Promise< FrameLocator > {
	// The title is hidden on narrow screens; it is in the page all the same.
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: heading,
			includeHidden: true,
		} )
	).toHaveCount( 1, { timeout: LOAD_TIMEOUT } );
	const canvas = canvasOf( page );
	await expect( canvas.locator( '.wp-block' ).first() ).toBeVisible( {
		timeout: LOAD_TIMEOUT,
	} );
	return canvas;
}

/**
 * Logs the admin in and opens the builder of a template.
 *
 * @param page    The page.
 * @param id      Template id.
 * @param heading Title of the builder (Certificate Builder …).
 */
export async function openBuilder(
	page: Page,
	id: number,
	heading: string
): Promise< FrameLocator > {
	await logInPage( page, ADMIN );
	await page.goto( `${ BUILDER }#/template-builder/${ id }` );
	return waitForBuilder( page, heading );
}

/**
 * Width of an image data URL, decoded by the browser.
 *
 * @param page    A page to decode in.
 * @param dataUrl The image.
 */
export function imageWidth( page: Page, dataUrl: string ): Promise< number > {
	return page.evaluate(
		( src ) =>
			new Promise< number >( ( resolve, reject ) => {
				const image = new Image();
				image.onload = () => resolve( image.naturalWidth );
				image.onerror = () => reject( new Error( 'not an image' ) );
				image.src = src;
			} ),
		dataUrl
	);
}

/**
 * The page body's real layout size (the canvas may show it scaled down).
 *
 * @param canvas The canvas frame.
 */
export function bodySize( canvas: FrameLocator ) {
	return canvas
		.locator( '.eventsmith-template-page' )
		.evaluate( ( element: HTMLElement ) => ( {
			width: element.offsetWidth,
			height: element.offsetHeight,
		} ) );
}

/**
 * An update request (api-fetch sends PUT as POST with a method override header).
 *
 * @param request A request the page sent.
 */
export function isUpdate( request: Request ): boolean {
	return (
		request.method() === 'PUT' ||
		request.headers()[ 'x-http-method-override' ] === 'PUT'
	);
}

export const saveButton = ( page: Page ): Locator =>
	page.locator( '.eventsmith-split-button > .components-button' );

/**
 * A notice (snackbar) with a text.
 *
 * @param page The page.
 * @param text Its text.
 */
export const snackbar = ( page: Page, text: string ): Locator =>
	page.locator( '.components-snackbar' ).getByText( text );

/**
 * Clicks the main save button and waits for the success notice.
 *
 * @param page The page.
 */
export async function saveAndWait( page: Page ): Promise< void > {
	await saveButton( page ).click();
	await expect(
		snackbar( page, 'Template updated successfully' )
	).toBeVisible( { timeout: LOAD_TIMEOUT } );
}

/**
 * The settings sidebar (right).
 *
 * @param page The page.
 */
export const settingsSidebar = ( page: Page ): Locator =>
	page.getByRole( 'complementary', { name: 'Settings' } );

/**
 * A header button by its exact name (Desktop, Tablet, Portrait …).
 *
 * @param page The page.
 * @param name Its name.
 */
export const headerButton = ( page: Page, name: string ): Locator =>
	page
		.locator( '.eventsmith-editor__header' )
		.getByRole( 'button', { name, exact: true } );

/**
 * Opens the Placeholders panel and inserts a token at the end of the first
 * paragraph (the Insert button puts it at the caret).
 *
 * @param page   The page.
 * @param canvas The canvas frame.
 * @param token  Placeholder token, e.g. {{ticket_type}}.
 */
export async function insertPlaceholder(
	page: Page,
	canvas: FrameLocator,
	token: string
): Promise< Locator > {
	const left = page.getByRole( 'complementary', { name: 'Placeholders' } );
	if ( ! ( await left.isVisible() ) ) {
		await page.getByRole( 'button', { name: 'Placeholders' } ).click();
	}
	await canvas.locator( 'p' ).first().click();
	await page.keyboard.press( 'End' );
	await left.getByRole( 'button', { name: `Insert ${ token }` } ).click();
	await expect( canvas.getByText( token ) ).toHaveCount( 1 );
	return left;
}

/**
 * The first design of the template library for a type.
 *
 * @param type Template type.
 */
export async function libraryDesign( type: string ): Promise< Json > {
	const library = await adminRest< Json[] >(
		'GET',
		`/eventsmith/v2/template-library?type=${ type }`
	);
	return library[ 0 ] as Json;
}

const HEADINGS: Record< string, string > = {
	certificate: 'Certificate Builder',
	ticket: 'Ticket Builder',
	event: 'Event Builder',
};

/**
 * Creates a template over REST and opens its builder.
 *
 * @param page The page.
 * @param data Template fields (name, type, content …).
 */
export async function openNewTemplate(
	page: Page,
	data: Json
): Promise< { template: Json; canvas: FrameLocator } > {
	const template = await createTemplate( data );
	const canvas = await openBuilder(
		page,
		template.id,
		HEADINGS[ String( data.type ) ] ?? ''
	);
	return { template, canvas };
}

/**
 * Creates a landscape certificate from the first library design and opens
 * its builder.
 *
 * @param page The page.
 * @param name Template name.
 */
export async function openLibraryCertificate( page: Page, name: string ) {
	const design = await libraryDesign( 'certificate' );
	return openNewTemplate( page, {
		name,
		type: 'certificate',
		orientation: 'landscape',
		content: design.content,
	} );
}
