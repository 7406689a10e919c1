/**
 * A speaker's public page (the address the API gives as `author_url`/`url`):
 * photo, role, bio, social links and the upcoming events and sessions they
 * take part in, never their e-mail address.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { dressedEvent, RUN, text, visit } from './support';

test( "a speaker's page shows role, bio, links and their upcoming events with their sessions, on block and classic themes", async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const { event, speaker } = await dressedEvent( admin, `Profiled ${ RUN }` );
	const updated = await admin.rest(
		'PUT',
		`/eventsmith/v2/speakers/${ speaker.id }`,
		{
			bio: 'Wrote the first program for a machine.',
			social: [
				{ network: 'Mastodon', url: 'https://example.org/@ada' },
			],
		}
	);
	expect( updated.status(), await updated.text() ).toBe( 200 );
	const profile = await json(
		await admin.rest( 'GET', `/eventsmith/v2/speakers/${ speaker.id }` )
	);

	const check = async () => {
		const html = await visit( request, profile.author_url );
		const page = text( html );
		expect( page ).toContain( `Ada ${ RUN }` );
		expect( page ).toContain( 'Keynote speaker, Analytical Engines' );
		expect( page ).toContain( 'Wrote the first program for a machine.' );
		expect( html ).toContain( 'href="https://example.org/@ada"' );
		expect( page ).toContain( 'Upcoming events' );
		expect( html ).toContain( `href="${ event.link }"` );
		expect( page ).toContain( '10:00 Opening keynote' );
		expect( html ).not.toContain( `ada-${ RUN }@example.org` );
	};
	await check();
	await admin.rest( 'POST', '/eventsmith-test/v1/theme', {
		stylesheet: 'eventsmith-classic',
	} );
	try {
		await check();
	} finally {
		await admin.rest( 'POST', '/eventsmith-test/v1/theme', {
			stylesheet: 'twentytwentyfour',
		} );
	}
} );
