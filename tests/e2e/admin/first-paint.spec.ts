/**
 * What the dashboard's first screen waits for: the first event rows come
 * with the page (no request), the media modal's scripts are not loaded and
 * neither are wp-components, wp-date and moment (until a dialog needs them);
 * speaker photos go through the REST media route instead.
 */
import { test } from '@playwright/test';
import { DASHBOARD, expect, seed } from './support/dashboard';
import * as listSteps from './support/lists';

listSteps.asAdministrator();

// A 2×2 red PNG.
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
	'base64'
);

test( 'the first page of the event list is in the page: rows paint with no list request, no media modal scripts and no wp-components', async ( {
	page,
} ) => {
	const title = `FirstPaint ${ Date.now() }`;
	await seed( '/events', {
		title,
		start_date: '2039-01-10',
		start_time: '10:00',
		end_date: '2039-01-10',
		end_time: '12:00',
		timezone: 'UTC',
	} );
	const listRequests: string[] = [];
	page.on( 'request', ( request ) => {
		const url = decodeURIComponent( request.url() );
		if ( /eventsmith\/v2\/events(\?|$)/.test( url ) ) {
			listRequests.push( url );
		}
	} );

	await page.goto( `${ DASHBOARD }#/events` );
	await expect( page.getByText( title ) ).toBeVisible();

	expect( listRequests ).toEqual( [] );
	const scripts = await page
		.locator( 'script[src]' )
		.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => node.getAttribute( 'src' ) ?? '' )
		);
	expect(
		scripts.filter( ( src ) =>
			/media-views|mediaelement|plupload/.test( src )
		)
	).toEqual( [] );
	// Nor wp-components, wp-date and moment: they load when another screen,
	// a dialog or a notification needs them.
	expect(
		scripts.filter( ( src ) =>
			/dist\/(components|date|vendor\/moment)(\.min)?\.js/.test( src )
		)
	).toEqual( [] );
	await page.getByRole( 'button', { name: 'More actions' } ).first().click();
	await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
	await expect(
		page.getByRole( 'dialog', { name: 'Please confirm' } )
	).toBeVisible();
	await expect(
		page.locator( 'script[src*="dist/components"]' )
	).toHaveCount( 1 );
	await page.getByRole( 'button', { name: 'Cancel' } ).click();
} );

test( 'a speaker photo is uploaded through the media picker and shown in the editor', async ( {
	page,
} ) => {
	await page.goto( `${ DASHBOARD }#/speakers/create` );
	await page.getByRole( 'button', { name: 'Choose photo' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Speaker photo' } );
	await expect( dialog ).toBeVisible();
	await dialog.getByLabel( 'Upload a new image' ).setInputFiles( {
		name: 'first-paint-photo.png',
		mimeType: 'image/png',
		buffer: PNG,
	} );
	await expect( dialog ).toBeHidden();
	await expect(
		page.getByRole( 'img', { name: 'Speaker photo' } )
	).toHaveAttribute( 'src', /first-paint-photo.*\.png$/ );
	await expect(
		page.getByRole( 'button', { name: 'Replace photo' } )
	).toBeVisible();
} );
