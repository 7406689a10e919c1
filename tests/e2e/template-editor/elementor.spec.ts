/**
 * Elementor in the builder: the 'Edit with Elementor' link only on sites that
 * run Elementor, and 'Back to WordPress' for a template designed with it.
 * No copy of Elementor can be installed here, so the active case is set
 * through the `eventsmith_elementor_active` filter by a test helper.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, logInPage } from '../../support/wordpress';
import {
	adminRest,
	BUILDER,
	createTemplate,
	getTemplate,
	openBuilder,
	waitForBuilder,
} from './support/builder';

const setElementorActive = ( active: boolean ) =>
	adminRest( 'POST', '/eventsmith-test/v1/elementor', { active }, 200 );

const CONTENT =
	'<!-- wp:paragraph --><p>Designed here</p><!-- /wp:paragraph -->';

test.afterAll( async () => {
	await setElementorActive( false );
} );

test( 'TB-08: without Elementor the builder offers no Elementor link', async ( {
	page,
} ) => {
	const template = await createTemplate( {
		type: 'certificate',
		content: CONTENT,
	} );
	const canvas = await openBuilder(
		page,
		template.id,
		'Certificate Builder'
	);
	await expect( canvas.getByText( 'Designed here' ) ).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Edit with Elementor' } )
	).toHaveCount( 0 );
} );

test( 'TB-08, TB-41: with Elementor the link marks the template and opens Elementor for it', async ( {
	page,
} ) => {
	await setElementorActive( true );
	const template = await createTemplate( {
		type: 'ticket',
		content: CONTENT,
	} );
	await openBuilder( page, template.id, 'Ticket Builder' );
	const link = page.getByRole( 'link', { name: 'Edit with Elementor' } );
	await expect( link ).toHaveAttribute(
		'href',
		new RegExp( `post\\.php\\?post=${ template.id }&action=elementor$` )
	);

	// Elementor itself is not here: answer its editor address with a stand-in page.
	await page.route( /post\.php\?post=\d+&action=elementor/, ( route ) =>
		route.fulfill( {
			contentType: 'text/html',
			body: '<title>Elementor</title><h1>Elementor editor</h1>',
		} )
	);
	await link.click();
	await expect( page ).toHaveURL(
		new RegExp( `post=${ template.id }&action=elementor` )
	);
	expect( ( await getTemplate( template.id ) ).edit_with_elementor ).toBe(
		true
	);
} );

test( 'TB-42: a template designed with Elementor offers Back to WordPress, which reopens the block builder', async ( {
	page,
} ) => {
	await setElementorActive( false );
	const template = await createTemplate( {
		type: 'certificate',
		name: 'Elementor design',
		content: CONTENT,
	} );
	await adminRest( 'PATCH', `/eventsmith/v2/templates/${ template.id }`, {
		edit_with_elementor: true,
	} );
	await logInPage( page, ADMIN );
	await page.goto( `${ BUILDER }#/template-builder/${ template.id }` );
	await expect(
		page.getByText( 'This template is designed with Elementor.', {
			exact: false,
		} )
	).toBeVisible( { timeout: 60_000 } );
	await expect(
		page.getByRole( 'heading', { name: 'Elementor design' } )
	).toBeVisible();
	await expect( page.locator( 'iframe[name="editor-canvas"]' ) ).toHaveCount(
		0
	);

	const back = page.waitForRequest(
		( request ) =>
			request.method() === 'POST' &&
			decodeURIComponent( request.url() ).includes(
				`/templates/${ template.id }/back-to-wordpress`
			)
	);
	await page.getByRole( 'button', { name: 'Back to WordPress' } ).click();
	await back;
	const canvas = await waitForBuilder( page, 'Certificate Builder' );
	await expect( canvas.getByText( 'Designed here' ) ).toBeVisible();
	expect( ( await getTemplate( template.id ) ).edit_with_elementor ).toBe(
		false
	);
} );
