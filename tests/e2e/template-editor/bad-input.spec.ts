/**
 * The builder with bad input: unknown template ids, a block whose markup does
 * not match, and an update the server refuses.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, logInPage } from '../../support/wordpress';
import {
	BUILDER,
	createTemplate,
	getTemplate,
	isUpdate,
	saveButton,
	snackbar,
	waitForBuilder,
} from './support/builder';

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
	for ( const id of [ 99999999, 1 ] ) {
		await page.goto( `${ BUILDER }#/template-builder/${ id }` );
		await expect(
			page.getByRole( 'heading', { name: 'Template not found' } )
		).toBeVisible( { timeout: 30_000 } );
	}
	await page.getByRole( 'link', { name: 'Back to templates' } ).click();
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Templates' } )
	).toBeVisible();

	// Malformed block: the editor offers recovery instead of dropping it.
	await page.goto( `${ BUILDER }#/template-builder/${ template.id }` );
	const canvas = await waitForBuilder( page, 'Ticket Builder' );
	await expect( canvas.getByText( 'Fine' ) ).toBeVisible();
	await expect(
		canvas.getByText( /unexpected or invalid content/ )
	).toBeVisible();
	await expect(
		canvas.getByRole( 'button', { name: 'Attempt Block Recovery' } )
	).toBeVisible();

	// The server refuses the update (as for a user without the permission): error toast.
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
	await expect( snackbar( page, "Couldn't update template" ) ).toBeVisible( {
		timeout: 30_000,
	} );
	expect( ( await getTemplate( template.id ) ).status ).toBe( 'draft' );
} );

test( 'TB-27, TB-28: a thumbnail that cannot be made is only logged; the template is saved all the same', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const template = await createTemplate( {
		name: 'No picture',
		type: 'certificate',
		content:
			'<!-- wp:paragraph --><p>Saved anyway</p><!-- /wp:paragraph -->',
	} );
	const logged: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			logged.push( message.text() );
		}
	} );
	// The image library loads on the first save: make it unavailable.
	await page.route( /html-to-image[^/]*\.js/, ( route ) =>
		route.fulfill( { status: 404, body: '' } )
	);
	await logInPage( page, ADMIN );
	await page.goto( `${ BUILDER }#/template-builder/${ template.id }` );
	await waitForBuilder( page, 'Certificate Builder' );

	const update = page.waitForRequest( isUpdate );
	await saveButton( page ).click();
	await update;
	await expect(
		snackbar( page, 'Template updated successfully' )
	).toBeVisible( { timeout: 30_000 } );
	expect( logged.join( '\n' ) ).toContain(
		'Failed to convert content to image'
	);
	const saved = await getTemplate( template.id );
	expect( saved.status ).toBe( 'publish' );
	expect( saved.thumbnail ).toBe( '' );
} );
