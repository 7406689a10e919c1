/**
 * The template builder editor: a certificate from the library edited, saved
 * as draft and published; an event template's device views, event modal and
 * preview; bad ids, failing saves and broken blocks.
 */
import {
	expect,
	test,
	type FrameLocator,
	type Page,
	type Request,
} from '@playwright/test';
import { ADMIN, logInPage, session } from '../../support/wordpress';
import { json, type Json } from '../../support/json';

const BUILDER = '/wp-admin/admin.php?page=eventsmith-template-builder';

async function createTemplate( data: Json ): Promise< Json > {
	const admin = await session( ADMIN );
	const response = await admin.rest(
		'POST',
		'/eventsmith/v2/templates',
		data
	);
	expect( response.status(), 'creating a template' ).toBe( 201 );
	const template = await json( response );
	await admin.request.dispose();
	return template;
}

async function getTemplate( id: number ): Promise< Json > {
	const admin = await session( ADMIN );
	const template = await json(
		await admin.rest( 'GET', `/eventsmith/v2/templates/${ id }` )
	);
	await admin.request.dispose();
	return template;
}

/**
 * Width of a JPEG data URL, decoded by the browser.
 * @param page
 * @param dataUrl
 */
function imageWidth( page: Page, dataUrl: string ): Promise< number > {
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
 * @param canvas
 */
async function bodySize( canvas: FrameLocator ) {
	return canvas
		.locator( '.eventsmith-template-page' )
		.evaluate( ( element: HTMLElement ) => ( {
			width: element.offsetWidth,
			height: element.offsetHeight,
		} ) );
}

/**
 * An update request (api-fetch sends PUT as POST with a method override header).
 * @param request
 */
function isUpdate( request: Request ): boolean {
	return (
		request.method() === 'PUT' ||
		request.headers()[ 'x-http-method-override' ] === 'PUT'
	);
}

const saveButton = ( page: Page ) =>
	page.locator( '.eventsmith-split-button > .components-button' );

test( 'TB-02..07, TB-11/12, TB-20..26, TB-30..38: a library certificate is edited, undone, redone, saved as draft, published and reloaded', async ( {
	page,
	context,
} ) => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const library = await json< Json[] >(
		await admin.rest(
			'GET',
			'/eventsmith/v2/template-library?type=certificate'
		)
	);
	await admin.request.dispose();
	const design = library[ 0 ] as Json;
	const template = await createTemplate( {
		name: 'New Template',
		type: 'certificate',
		orientation: 'landscape',
		content: design.content,
	} );
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await logInPage( page, ADMIN );
	await page.goto( `${ BUILDER }#/template-builder/${ template.id }` );

	// TB-02/03/04: the template loads with its type's title, name and panel buttons.
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Certificate Builder' } )
	).toBeVisible( { timeout: 30_000 } );
	await expect( page.getByLabel( 'Template name' ) ).toHaveValue(
		'New Template'
	);
	await expect( page.getByRole( 'button', { name: 'Desktop' } ) ).toHaveCount(
		0
	);
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( canvas.locator( '.wp-block' ).first() ).toBeVisible();
	expect( await bodySize( canvas ) ).toEqual( { width: 842, height: 595 } );
	await expect( saveButton( page ) ).toHaveText( 'Save & Publish' );

	// TB-33: right sidebar 400px with both tabs; Body Settings while nothing is selected.
	const right = page.getByRole( 'complementary', { name: 'Settings' } );
	expect( Math.round( ( await right.boundingBox() )?.width ?? 0 ) ).toBe(
		400
	);
	await expect(
		right.getByRole( 'tab', { name: 'Body Settings' } )
	).toHaveAttribute( 'aria-selected', 'true' );

	// TB-30/31/35/36: the Placeholders panel, 360px, lists the 14 tokens and copies one.
	await page.getByRole( 'button', { name: 'Placeholders' } ).click();
	const left = page.getByRole( 'complementary', { name: 'Placeholders' } );
	expect( Math.round( ( await left.boundingBox() )?.width ?? 0 ) ).toBe(
		360
	);
	await expect( left.getByRole( 'listitem' ) ).toHaveCount( 14 );
	await left.getByRole( 'button', { name: 'Copy {{event_title}}' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( 'Copied Successfully!' )
	).toBeVisible();
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		'{{event_title}}'
	);

	// Insert a placeholder at the caret (TB-34: selecting a block shows Inspector), then undo/redo by keyboard (TB-38).
	await canvas.locator( 'p' ).first().click();
	await expect(
		right.getByRole( 'tab', { name: 'Inspector' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'End' );
	await left
		.getByRole( 'button', { name: 'Insert {{ticket_type}}' } )
		.click();
	await expect( canvas.getByText( '{{ticket_type}}' ) ).toHaveCount( 1 );
	await page.keyboard.press( 'Control+z' );
	await expect( canvas.getByText( '{{ticket_type}}' ) ).toHaveCount( 0 );
	await page.keyboard.press( 'Control+y' );
	await expect( canvas.getByText( '{{ticket_type}}' ) ).toHaveCount( 1 );

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

	// TB-12: orientation sets the page body size.
	await page.getByRole( 'button', { name: 'Portrait' } ).click();
	expect( await bodySize( canvas ) ).toEqual( { width: 595, height: 842 } );

	// TB-23/07/26: Draft keeps the draft, renames 'New Template', saves a 250px thumbnail.
	await page.getByRole( 'button', { name: 'More save options' } ).click();
	await page.getByRole( 'menuitem', { name: 'Draft' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( 'Template updated successfully' )
	).toBeVisible( {
		timeout: 30_000,
	} );
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

	// Reload: everything persisted.
	await page.reload();
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

test( 'TB-09/10/13/14/15/17/18/39: an event template has device views, asks for an event and previews it', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const admin = await session( ADMIN );
	const eventResponse = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title: 'Builder Preview Summit',
		status: 'publish',
		start_date: '2031-06-12',
		start_time: '09:30',
		end_date: '2031-06-12',
		end_time: '17:15',
		timezone: 'UTC',
	} );
	expect( eventResponse.status() ).toBe( 201 );
	const event = await json( eventResponse );
	await admin.request.dispose();
	const template = await createTemplate( {
		name: 'Event page',
		type: 'event',
		content:
			'<!-- wp:heading --><h2 class="wp-block-heading">{{event_title}}</h2><!-- /wp:heading -->',
	} );
	await logInPage( page, ADMIN );
	await page.goto( `${ BUILDER }#/template-builder/${ template.id }` );

	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Event Builder' } )
	).toBeVisible( { timeout: 30_000 } );
	await expect(
		page.getByRole( 'button', { name: 'Placeholders' } )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Landscape' } )
	).toHaveCount( 0 );
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( canvas.getByText( '{{event_title}}' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Mobile' } ).click();
	expect( ( await bodySize( canvas ) ).width ).toBe( 480 );
	await page.getByRole( 'button', { name: 'Tablet' } ).click();
	expect( ( await bodySize( canvas ) ).width ).toBe( 768 );
	await page.getByRole( 'button', { name: 'Desktop' } ).click();
	expect( ( await bodySize( canvas ) ).width ).toBeGreaterThan( 400 );

	// GAP-39: Preview without an event asks for one first; the modal requires it (TB-14).
	await page.getByRole( 'button', { name: 'Preview' } ).click();
	const modal = page.getByRole( 'dialog', { name: 'Edit Template Design' } );
	await expect( modal ).toBeVisible();
	await expect(
		modal.getByRole( 'link', { name: 'Create Event' } )
	).toHaveAttribute(
		'href',
		/admin\.php\?page=eventsmith#\/events\/create$/
	);
	await modal.getByRole( 'button', { name: 'Confirm' } ).click();
	await expect( modal.getByText( 'Please select an event.' ) ).toBeVisible();
	await modal.getByLabel( 'Event' ).selectOption( String( event.id ) );
	await modal.getByRole( 'button', { name: 'Confirm' } ).click();

	// TB-18/19: the preview modal loads the server-rendered template with the event's values.
	const preview = page.getByRole( 'dialog', { name: 'Preview' } );
	await expect( preview ).toBeVisible();
	const frame = preview.locator( 'iframe' );
	await expect( frame ).toHaveAttribute(
		'src',
		new RegExp( `template_id=${ template.id }&event_id=${ event.id }` )
	);
	await expect(
		page
			.frameLocator( '.eventsmith-preview-modal__frame' )
			.getByText( 'Builder Preview Summit' )
	).toBeVisible( {
		timeout: 30_000,
	} );
	await page.keyboard.press( 'Escape' );

	// TB-17: the choice is kept per template and restored after a reload; TB-13: Select Event opens the modal.
	const stored = await page.evaluate( () =>
		window.localStorage.getItem( 'eventsmith-template-preview-events' )
	);
	expect( JSON.parse( stored ?? '{}' ) ).toEqual( {
		[ template.id ]: event.id,
	} );
	await page.reload();
	await page.getByRole( 'button', { name: 'Select Event' } ).click();
	await expect(
		page
			.getByRole( 'dialog', { name: 'Edit Template Design' } )
			.getByLabel( 'Event' )
	).toHaveValue( String( event.id ) );
} );

test( 'TB-29 and bad input: unknown ids, failing saves and broken blocks', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const template = await createTemplate( {
		name: 'Broken blocks',
		type: 'ticket',
		content:
			'<!-- wp:paragraph --><p>Fine</p><!-- /wp:paragraph --><!-- wp:heading {"level":2} --><h3 class="wp-block-heading">Wrong level</h3><!-- /wp:heading -->',
	} );
	await logInPage( page, ADMIN );

	// Unknown id and an id that is not a template.
	await page.goto( `${ BUILDER }#/template-builder/99999999` );
	await expect(
		page.getByRole( 'heading', { name: 'Template not found' } )
	).toBeVisible( { timeout: 30_000 } );
	await page.goto( `${ BUILDER }#/template-builder/1` );
	await expect(
		page.getByRole( 'heading', { name: 'Template not found' } )
	).toBeVisible( { timeout: 30_000 } );
	await page.getByRole( 'link', { name: 'Back to templates' } ).click();
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Templates' } )
	).toBeVisible();

	// Malformed block: the editor offers recovery instead of dropping it.
	await page.goto( `${ BUILDER }#/template-builder/${ template.id }` );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Ticket Builder' } )
	).toBeVisible( { timeout: 30_000 } );
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( canvas.getByText( 'Fine' ) ).toBeVisible();
	await expect(
		canvas.getByText( /unexpected or invalid content/ )
	).toBeVisible();
	await expect(
		canvas.getByRole( 'button', { name: 'Attempt Block Recovery' } )
	).toBeVisible();

	// The server refuses the update (as for a user without the permission): error toast; thumbnail failure is only logged.
	await page.route( /templates\/\d+/, async ( route ) => {
		const request = route.request();
		if ( isUpdate( request ) ) {
			await route.fulfill( {
				status: 403,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
					data: { status: 403 },
				} ),
			} );
			return;
		}
		await route.continue();
	} );
	await saveButton( page ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( "Couldn't update template" )
	).toBeVisible( {
		timeout: 30_000,
	} );
	expect( ( await getTemplate( template.id ) ).status ).toBe( 'draft' );
} );
