/**
 * Dashboard #/settings, what two settings change beyond the screen: an edited
 * RSVP confirmation text is the next confirmation e-mail, and a new events
 * address serves the events list there.
 */
import { test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { createRsvpEvent } from '../../support/rsvp';
import { ADMIN, session } from '../../support/wordpress';
import { expect, expectAccessible, snackbar } from './support/dashboard';
import { asAdministrator } from './support/lists';
import { openSettings, resetSettings } from './support/settings';

asAdministrator();
test.beforeEach( resetSettings );
test.afterAll( resetSettings );

test( 'an edited RSVP confirmation subject is the subject of the next confirmation e-mail', async ( {
	page,
}, testInfo ) => {
	const admin = await session( ADMIN );
	const event = await createRsvpEvent( admin, 'Settings RSVP night', {
		capacity: 10,
	} );
	const screen = await openSettings( page );
	const toggle = screen.getByRole( 'button', { name: 'RSVP confirmation' } );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	const confirmation = screen.getByRole( 'group', {
		name: 'RSVP confirmation',
	} );
	const subject = confirmation.getByLabel( 'Subject', { exact: true } );
	// The default text is shown, ready to edit, with its placeholders below.
	await expect( subject ).toHaveValue( 'Your RSVP for {event_title}' );
	await expect(
		confirmation.getByLabel( 'Text', { exact: true } )
	).toHaveValue( /^Hello \{attendee_name\}, thank you for your RSVP\./ );
	for ( const placeholder of [
		'{attendee_name}',
		'{ticket_links}',
		'{event_title}',
		'{event_date}',
		'{event_link}',
		'{site_title}',
	] ) {
		await expect(
			confirmation
				.getByRole( 'listitem' )
				.filter( { hasText: placeholder } )
		).toBeVisible();
	}
	await expectAccessible( page );
	await page.screenshot( {
		path: testInfo.outputPath( 'settings-mail-texts-1280.png' ),
		fullPage: true,
	} );
	await page.setViewportSize( { width: 782, height: 900 } );
	await confirmation.scrollIntoViewIfNeeded();
	await page.screenshot( {
		path: testInfo.outputPath( 'settings-mail-texts-782.png' ),
	} );
	await page.setViewportSize( { width: 1280, height: 900 } );

	// A placeholder this e-mail does not fill is refused at its field.
	await subject.fill( 'Order {order_number}' );
	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( subject ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( subject ).toBeFocused();
	await expect( confirmation.getByRole( 'alert' ) ).toContainText(
		'{order_number} is not a placeholder of this e-mail'
	);

	await subject.fill( 'See you at {event_title}!' );
	await expect( toggle ).toContainText( 'Edited' );
	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( snackbar( page, 'Settings saved.' ) ).toBeVisible();
	expect(
		await json( await admin.rest( 'GET', '/eventsmith/v2/settings' ) )
	).toMatchObject( {
		mail_rsvp_confirmation_subject: 'See you at {event_title}!',
		mail_rsvp_confirmation_body: '',
	} );

	// A visitor answers on the event page: the confirmation has the new subject.
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	await page.goto( event.link );
	const form = page.locator( '.wp-block-eventsmith-rsvp-form' );
	await form.getByLabel( 'Going', { exact: true } ).check();
	await form.getByLabel( 'Your name' ).fill( 'Rita Guest' );
	await form.getByLabel( 'Your email' ).fill( 'rita@example.org' );
	await form.getByRole( 'button', { name: 'Next' } ).click();
	await form.getByRole( 'button', { name: 'Submit' } ).click();
	await expect(
		form.getByText( 'Thank you! Your answer has been sent.' )
	).toBeVisible();
	const mail = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	expect( mail ).toHaveLength( 1 );
	expect( mail[ 0 ] ).toMatchObject( {
		to: 'rita@example.org',
		subject: 'See you at Settings RSVP night!',
	} );
	expect( mail[ 0 ]!.message ).toContain( 'Hello Rita Guest' );

	// Restoring the default stores the empty setting again.
	const again = await openSettings( page );
	await again.getByRole( 'button', { name: /^RSVP confirmation/ } ).click();
	await again
		.getByRole( 'button', { name: 'Restore the default subject and text' } )
		.click();
	await expect(
		again
			.getByRole( 'group', { name: 'RSVP confirmation' } )
			.getByLabel( 'Subject', { exact: true } )
	).toHaveValue( 'Your RSVP for {event_title}' );
	await again.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( snackbar( page, 'Settings saved.' ) ).toBeVisible();
	expect(
		await json( await admin.rest( 'GET', '/eventsmith/v2/settings' ) )
	).toMatchObject( { mail_rsvp_confirmation_subject: '' } );
	await admin.request.dispose();
} );

test( 'a new events address serves the events list there', async ( {
	page,
} ) => {
	const screen = await openSettings( page );
	const address = screen.getByLabel( 'Events address' );
	await address.fill( 'Our Shows' );
	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( screen.getByRole( 'alert' ) ).toContainText( 'events_slug' );

	await address.fill( 'our-shows' );
	await expect(
		screen.getByText( /The events list is at http\S+\/our-shows\// )
	).toBeVisible();
	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( snackbar( page, 'Settings saved.' ) ).toBeVisible();

	const list = await page.goto( '/our-shows/' );
	expect( list?.status() ).toBe( 200 );
	await expect( page.locator( 'body' ) ).toHaveClass(
		/post-type-archive-eventsmith_event/
	);
} );
