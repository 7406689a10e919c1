/**
 * The template chooser (#/templates/choose): tabs fed by the template
 * library, 'Create your own', 'Use this template', 'Preview now' with its
 * 3-second spinner and sizes, and the failures spec §8 and GAP-10 describe.
 */
import { test, type Page } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, logInPage, session } from '../../support/wordpress';
import { expect, isApi, axe } from './support/dashboard';
import { bodySize, waitForBuilder } from '../template-editor/support/builder';

// Playground answers one request at a time; an admin page's background
// requests can hold the dashboard's first REST answer for several seconds.
// Each test checks several items in one go, which takes a few minutes there.
test.describe.configure( { timeout: 300_000 } );

const CHOOSER = '/wp-admin/admin.php?page=eventsmith#/templates/choose';

const chooser = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Choose a template' } );

function createdPayloads( page: Page ): Json[] {
	const payloads: Json[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			isApi( '/templates' )( new URL( request.url() ) )
		) {
			payloads.push( JSON.parse( request.postData() ?? '{}' ) );
		}
	} );
	return payloads;
}

test( 'ADM-TPL-01..05, ADM-TPL-10..12, ADM-CONST-05, 07, GAP-35: the chooser shows three tabs of library cards and previews a design after 3 seconds at three sizes', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const certificates = await json< Json[] >(
		await admin.rest(
			'GET',
			'/eventsmith/v2/template-library?type=certificate'
		)
	);
	await admin.request.dispose();

	await logInPage( page, ADMIN );
	await page.goto( CHOOSER );
	const modal = chooser( page );
	await expect( modal ).toBeVisible();
	await expect(
		modal.getByRole( 'heading', { name: 'Choose a template' } )
	).toBeVisible();
	const tabs = modal.getByRole( 'tab' );
	await expect( tabs ).toHaveText( [
		'Event Landing',
		'Event Certificate',
		'Event tickets',
	] );

	for ( const tab of [
		'Event Landing',
		'Event tickets',
		'Event Certificate',
	] ) {
		await modal.getByRole( 'tab', { name: tab } ).click();
		await expect(
			modal.getByRole( 'button', { name: 'Create your own' } )
		).toBeVisible();
	}
	const cards = modal.locator(
		'.eventsmith-template-card:not(.eventsmith-template-card--blank)'
	);
	await expect( cards ).toHaveCount( certificates.length );
	for ( const [ index, design ] of certificates.entries() ) {
		const card = cards.nth( index );
		await expect(
			card.getByRole( 'heading', { name: design.name } )
		).toBeVisible();
		await expect( card.locator( 'img' ) ).toHaveAttribute(
			'src',
			design.thumbnail
		);
		await expect(
			card.getByRole( 'button', { name: 'Use this template' } )
		).toBeVisible();
		await expect(
			card.getByRole( 'button', { name: 'Preview now' } )
		).toBeVisible();
	}
	expect( await axe( page, '.components-modal__frame' ) ).toEqual( [] );

	// Preview: the design is fetched by its id, a spinner shows for 3 s, then the frame.
	const fetched = page.waitForRequest( ( request ) =>
		isApi( `/template-library/${ certificates[ 0 ]!.id }` )(
			new URL( request.url() )
		)
	);
	await cards.first().getByRole( 'button', { name: 'Preview now' } ).click();
	const started = Date.now();
	await fetched;
	const preview = page.getByRole( 'dialog', {
		name: certificates[ 0 ]!.name,
	} );
	await expect( preview.getByText( 'Loading preview…' ) ).toBeVisible();
	const frame = preview.locator( 'iframe' );
	await expect( frame ).toBeVisible( { timeout: 8000 } );
	const waited = Date.now() - started;
	expect( waited ).toBeGreaterThanOrEqual( 2800 );
	expect( waited ).toBeLessThan( 7000 );
	await expect( preview.getByText( 'Loading preview…' ) ).toHaveCount( 0 );
	expect( await frame.getAttribute( 'srcdoc' ) ).toContain( '<body>' );

	const width = async () => ( await frame.boundingBox() )!.width;
	await preview.getByRole( 'button', { name: 'Tablet' } ).click();
	await expect(
		preview.getByRole( 'button', { name: 'Tablet' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	expect( await width() ).toBe( 768 );
	await preview.getByRole( 'button', { name: 'Mobile' } ).click();
	expect( await width() ).toBe( 375 );
	await preview.getByRole( 'button', { name: 'Desktop' } ).click();
	const stage = ( await preview
		.locator( '.eventsmith-template-preview__stage' )
		.boundingBox() )!;
	expect( await width() ).toBeGreaterThan( 768 );
	expect( await width() ).toBeLessThanOrEqual( stage.width );

	await preview.getByRole( 'button', { name: 'Close' } ).click();
	await expect( modal ).toBeVisible();
	await modal.getByRole( 'button', { name: 'Close' } ).click();
	await expect( page ).toHaveURL( /#\/events$/ );
} );

test( 'ADM-TPL-06, ADM-TPL-08, ADM-TPL-09, ADM-CONST-06: both create paths post a draft and land on the template builder with the new id; a blank certificate is an 842 × 595 landscape page', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const [ design ] = await json< Json[] >(
		await admin.rest(
			'GET',
			'/eventsmith/v2/template-library?type=certificate'
		)
	);
	await logInPage( page, ADMIN );
	const payloads = createdPayloads( page );

	await page.goto( CHOOSER );
	await chooser( page ).getByRole( 'tab', { name: 'Event tickets' } ).click();
	await chooser( page )
		.getByRole( 'button', { name: 'Create your own' } )
		.click();
	await expect( page ).toHaveURL(
		/page=eventsmith-template-builder#\/template-builder\/\d+$/
	);
	expect( payloads ).toEqual( [
		{
			name: 'New Template',
			orientation: 'landscape',
			content: '',
			status: 'draft',
			type: 'ticket',
		},
	] );
	const blankId = Number( page.url().split( '/' ).pop() );
	const blank = await json(
		await admin.rest( 'GET', `/eventsmith/v2/templates/${ blankId }` )
	);
	expect( blank ).toMatchObject( {
		status: 'draft',
		type: 'ticket',
		orientation: 'landscape',
	} );

	await page.goto( CHOOSER );
	await chooser( page )
		.getByRole( 'tab', { name: 'Event Certificate' } )
		.click();
	await chooser( page )
		.locator( '.eventsmith-template-card', { hasText: design!.name } )
		.getByRole( 'button', { name: 'Use this template' } )
		.click();
	await expect( page ).toHaveURL( /#\/template-builder\/\d+$/ );
	expect( payloads[ 1 ] ).toEqual( {
		name: design!.name,
		orientation: design!.orientation,
		content: design!.content,
		status: 'draft',
		type: 'certificate',
	} );
	const copyId = Number( page.url().split( '/' ).pop() );
	expect( copyId ).not.toBe( blankId );
	const copy = await json(
		await admin.rest( 'GET', `/eventsmith/v2/templates/${ copyId }` )
	);
	expect( copy ).toMatchObject( {
		status: 'draft',
		type: 'certificate',
		name: design!.name,
	} );

	// A blank certificate opens as a landscape page of 842 × 595 px.
	await page.goto( CHOOSER );
	await chooser( page )
		.getByRole( 'tab', { name: 'Event Certificate' } )
		.click();
	await chooser( page )
		.getByRole( 'button', { name: 'Create your own' } )
		.click();
	const canvas = await waitForBuilder( page, 'Certificate Builder' );
	expect( await bodySize( canvas ) ).toEqual( { width: 842, height: 595 } );
	await expect(
		page.getByRole( 'button', { name: 'Landscape' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await admin.request.dispose();
} );

test( 'GAP-10, ADM-TPL-08, ADM-NOTIF-17..19: a failing library leaves empty tabs; a failed copy shows the server message, a failed blank only logs', async ( {
	page,
} ) => {
	const logged: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			logged.push( message.text() );
		}
	} );
	await logInPage( page, ADMIN );
	await page.route( isApi( '/template-library' ), ( route ) =>
		route.fulfill( {
			status: 502,
			contentType: 'application/json',
			body: JSON.stringify( { code: 'x', message: 'Library down' } ),
		} )
	);
	await page.route( isApi( '/templates' ), ( route ) =>
		route.request().method() === 'POST'
			? route.fulfill( {
					status: 500,
					contentType: 'application/json',
					body: JSON.stringify( {
						code: 'x',
						message: 'Template storage is full',
					} ),
				} )
			: route.fallback()
	);
	await page.goto( CHOOSER );
	const modal = chooser( page );
	await expect( modal.getByRole( 'tab' ) ).toHaveCount( 3 );
	await expect(
		modal.getByRole( 'button', { name: 'Create your own' } )
	).toBeVisible();
	await expect(
		modal.locator( '.eventsmith-template-grid' )
	).toHaveAttribute( 'aria-busy', 'false' );
	await expect(
		modal.getByRole( 'button', { name: 'Use this template' } )
	).toHaveCount( 0 );
	await modal.getByRole( 'button', { name: 'Create your own' } ).click();
	await expect.poll( () => logged.length ).toBeGreaterThanOrEqual( 2 );
	await expect( page.locator( '.components-snackbar' ) ).toHaveCount( 0 );
	await expect( page ).toHaveURL( /#\/templates\/choose$/ );

	// With the library back, a failing 'Use this template' shows the server's message.
	await page.unroute( isApi( '/template-library' ) );
	await page.reload();
	await chooser( page )
		.getByRole( 'button', { name: 'Use this template' } )
		.first()
		.click();
	await expect( page.locator( '.components-snackbar' ) ).toContainText(
		'Template storage is full'
	);
	await expect( page ).toHaveURL( /#\/templates\/choose$/ );
} );
