/**
 * The site in German (Settings > General > Site Language = Deutsch, stored as
 * WPLANG): the plugin's own translation in languages/ is loaded for PHP
 * (menu, blocks, e-mails) and for the dashboard's JavaScript, and dates
 * follow the German formats. WordPress core itself stays English here (no
 * core language pack is installed), which is why the assertions look only at
 * Eventsmith's text.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { createRsvpEvent, visitor as rsvpVisitor } from '../../support/rsvp';
import {
	ADMIN,
	logInPage,
	session,
	type Session,
} from '../../support/wordpress';

let admin: Session;

async function language( locale: string ): Promise< void > {
	const response = await admin.rest( 'POST', '/eventsmith-test/v1/language', {
		locale,
	} );
	expect( await json( response ) ).toEqual( { locale } );
}

test.beforeAll( async () => {
	admin = await session( ADMIN );
	await language( 'de_DE' );
} );

test.afterAll( async () => {
	await language( '' );
} );

test( 'the admin menu and the dashboard speak German, from PHP and from the script translations', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await logInPage( page, ADMIN );
	await page.goto( '/wp-admin/admin.php?page=eventsmith#/events' );

	// Menu labels come from PHP (AdminMenu).
	const menu = page.locator( '#adminmenu' );
	await expect(
		menu.getByRole( 'link', { name: 'Vorlagen-Editor' } )
	).toBeVisible();

	// The dashboard is a React app: its words come from the JSON next to the .mo.
	const header = page.getByRole( 'navigation', { name: 'Eventsmith-Menü' } );
	await expect( header ).toBeVisible();
	await expect( header ).toContainText( 'Veranstaltungen' );
	await expect( header ).toContainText( 'Zeitpläne' );
	await expect( header ).not.toContainText( 'Schedules' );
	await expect( page.getByText( 'Eventsmith wird geladen …' ) ).toHaveCount(
		0
	);
	await expect( page.getByText( 'Loading Eventsmith…' ) ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );
} );

test( 'block editor scripts get their German translations from the plugin folder', async () => {
	const html = await (
		await admin.request.get( '/wp-admin/post-new.php?post_type=page' )
	).text();
	// WordPress prints each script's translations inline before it.
	const inline =
		/<script[^>]*id="eventsmith-rsvp-form-editor-script-js-translations"[^>]*>([\s\S]*?)<\/script>/.exec(
			html
		);
	expect(
		inline,
		'translations of the RSVP form block editor script'
	).not.toBeNull();
	expect( inline![ 1 ] ).toContain(
		'"Event RSVP Form":["RSVP-Formular der Veranstaltung"]'
	);
	expect( inline![ 1 ] ).toContain(
		'Besucher geben an, ob sie an der Veranstaltung dieser Seite teilnehmen'
	);
} );

test( 'an event page shows the RSVP form and the date in German', async ( {
	playwright,
} ) => {
	const event = await createRsvpEvent( admin, `Sommerfest ${ Date.now() }`, {
		capacity: 20,
		max: 2,
	} );
	const visitor = await playwright.request.newContext();
	const response = await visitor.get( event.link );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toContain( '<html lang="de-DE"' );
	expect( html ).toContain( 'Nehmen Sie teil?' );
	expect( html ).toContain( 'Nehme teil' );
	expect( html ).toContain( 'Ihr Name' );
	expect( html ).toContain( 'Anmeldung' );
	// "D, j. F Y": the German order of day and month (1 September 2031 is a Monday).
	expect( html ).toMatch( /\w+, 1\. September 2031/ );
	expect( html ).not.toContain( 'Will you attend?' );
	// The visitor-time line of the date block is written in the site's locale.
	// (seeded once per page as the eventsmith/event-date store's state).
	expect( html ).toMatch(
		/"eventsmith\\?\/event-date":\{"locale":"de-DE"\}/
	);
	await visitor.dispose();
} );

test( 'the RSVP confirmation and the default e-mail texts of the settings are German while unedited', async () => {
	const event = await createRsvpEvent( admin, `Sommerfest ${ Date.now() }`, {
		capacity: 20,
	} );
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	const guest = await rsvpVisitor();
	const answered = await guest.rsvp( event.id, {
		response: 'going',
		attendees: [ { name: 'Greta', email: 'greta@example.org' } ],
	} );
	expect( answered.status() ).toBe( 201 );
	const mail = await json< Array< { subject: string; message: string } > >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	expect( mail ).toHaveLength( 1 );
	expect( mail[ 0 ]!.subject ).toBe( `Ihre Zusage für ${ event.title }` );
	expect( mail[ 0 ]!.message ).toContain(
		'Hallo Greta, vielen Dank für Ihre Zusage.'
	);

	const choices = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings/choices' )
	);
	expect( choices.mail_texts[ 0 ] ).toMatchObject( {
		label: 'RSVP-Bestätigung',
		default_subject: 'Ihre Zusage für {event_title}',
	} );
} );

test( 'e-mails go out in German, and REST errors read in German', async () => {
	const event = await createRsvpEvent(
		admin,
		`Herbsttreffen ${ Date.now() }`,
		{ capacity: 20 }
	);
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	const sent = await admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
		event_id: event.id,
		emails: [ 'gast@example.org' ],
	} );
	expect( sent.status() ).toBe( 200 );
	const mail = await json<
		Array< { to: string; subject: string; message: string } >
	>( await admin.rest( 'GET', '/eventsmith-test/v1/mail' ) );
	expect( mail ).toHaveLength( 1 );
	expect( mail[ 0 ]!.subject ).toBe(
		`Sie sind eingeladen: ${ event.title }`
	);
	expect( mail[ 0 ]!.message ).toContain( 'Hier zusagen:' );

	const refused = await admin.rest(
		'POST',
		'/eventsmith/v2/rsvp-invitations',
		{
			event_id: event.id,
			emails: [ 'kein-name' ],
		}
	);
	expect( refused.status() ).toBe( 400 );
	expect( JSON.stringify( await json( refused ) ) ).toContain(
		'ist keine gültige E-Mail-Adresse'
	);
} );
