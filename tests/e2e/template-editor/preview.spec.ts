/**
 * An event template: device views, the event it is designed for (the Edit
 * Template Design modal) and the front-end preview.
 */
import { expect, test } from '@playwright/test';
import {
	adminRest,
	bodySize,
	headerButton,
	openNewTemplate,
	waitForBuilder,
} from './support/builder';

test( 'TB-09/10/13..18/39, GAP-18: an event template has device views, asks for an event and previews it', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const event = await adminRest( 'POST', '/eventsmith/v2/events', {
		title: 'Builder Preview Summit',
		status: 'publish',
		start_date: '2031-06-12',
		start_time: '09:30',
		end_date: '2031-06-12',
		end_time: '17:15',
		timezone: 'UTC',
	} );
	const { template, canvas } = await openNewTemplate( page, {
		name: 'Event page',
		type: 'event',
		content:
			'<!-- wp:heading --><h2 class="wp-block-heading">{{event_title}}</h2><!-- /wp:heading -->',
	} );

	await expect(
		page.getByRole( 'button', { name: 'Placeholders' } )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Landscape' } )
	).toHaveCount( 0 );
	await expect( canvas.getByText( '{{event_title}}' ) ).toBeVisible();
	const width = async () => ( await bodySize( canvas ) ).width;
	await headerButton( page, 'Mobile' ).click();
	await expect.poll( width ).toBe( 480 );
	await headerButton( page, 'Tablet' ).click();
	await expect.poll( width ).toBe( 768 );
	await headerButton( page, 'Desktop' ).click();
	await expect.poll( width ).toBeGreaterThan( 400 );

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
	// TB-16: the events came with the page: choosing one asks the server for nothing.
	const eventRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			/eventsmith\/v2\/events/.test( decodeURIComponent( request.url() ) )
		) {
			eventRequests.push( request.url() );
		}
	} );
	await expect(
		modal.getByLabel( 'Event' ).getByRole( 'option', {
			name: 'Builder Preview Summit',
		} )
	).toHaveCount( 1 );
	await modal.getByLabel( 'Event' ).selectOption( String( event.id ) );
	expect( eventRequests ).toEqual( [] );
	await modal.getByRole( 'button', { name: 'Confirm' } ).click();

	// TB-18/19: the preview modal loads the server-rendered template with the event's values.
	const preview = page.getByRole( 'dialog', { name: 'Preview' } );
	await expect( preview ).toBeVisible();
	await expect( preview.locator( 'iframe' ) ).toHaveAttribute(
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
	await waitForBuilder( page, 'Event Builder' );
	await page.getByRole( 'button', { name: 'Select Event' } ).click();
	await expect(
		page
			.getByRole( 'dialog', { name: 'Edit Template Design' } )
			.getByLabel( 'Event' )
	).toHaveValue( String( event.id ) );
} );
