/**
 * The speakers / organizers widget as a visitor reads it: block and shortcode
 * print the same people, columns are clamped, no email, names are text.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { widgetPage } from '../support/widget-page';

const RUN = Date.now().toString( 36 );
const GROUP = `Widget Group ${ RUN }`;

/**
 * A published page with the content, as a visitor gets it.
 *
 * @param admin   Administrator session.
 * @param content Post content.
 */
const page = ( admin: Session, content: string ) =>
	widgetPage( admin, `People ${ RUN }`, content );

/**
 * The widget's markup only.
 *
 * @param html The whole page.
 */
function widget( html: string ): string {
	const marker = html.indexOf( 'wp-block-eventsmith-speakers"' );
	expect( marker ).toBeGreaterThan( -1 );
	const start = html.lastIndexOf( '<div', marker );
	return html.slice( start, html.indexOf( '</div>', start ) );
}

test.beforeAll( async () => {
	const admin = await session( ADMIN );
	for ( const [ name, category ] of [
		[ `<script>alert(1)</script> Ada ${ RUN }`, 'speaker' ],
		[ `Grace ${ RUN }`, 'organizer' ],
	] ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/speakers', {
			name,
			email: `secret-${ RUN }@example.org`,
			designation: 'Keynote',
			category: [ category ],
			speaker_group: [ GROUP ],
		} );
		expect( response.status() ).toBe( 201 );
	}
} );

test( 'the speakers block and its shortcode show the same published speakers, without email, names as text', async () => {
	const admin = await session( ADMIN );
	const attrs = JSON.stringify( { group: GROUP, column: 9 } );
	const block = widget(
		await page( admin, `<!-- wp:eventsmith/speakers ${ attrs } /-->` )
	);
	const shortcode = widget(
		await page(
			admin,
			`<!-- wp:shortcode -->[eventsmith_speakers group="${ GROUP }" column="9"]<!-- /wp:shortcode -->`
		)
	);
	expect( shortcode ).toBe( block );
	expect( block ).toContain( '--eventsmith-people-columns:4' );
	expect( block ).toContain(
		`&lt;script&gt;alert(1)&lt;/script&gt; Ada ${ RUN }`
	);
	expect( block ).not.toContain( '<script>' );
	expect( block ).not.toContain( `Grace ${ RUN }` );
	expect( block ).not.toContain( 'example.org' );
	expect( block ).toContain( 'Keynote' );
} );

test( 'the organizers shortcode lists organizers; an empty group shows a friendly message', async () => {
	const admin = await session( ADMIN );
	const organizers = widget(
		await page(
			admin,
			`<!-- wp:shortcode -->[eventsmith_organizers group="${ GROUP }"]<!-- /wp:shortcode -->`
		)
	);
	expect( organizers ).toContain( `Grace ${ RUN }` );
	expect( organizers ).not.toContain( `Ada ${ RUN }` );

	const empty = widget(
		await page(
			admin,
			`<!-- wp:eventsmith/speakers {"group":"No such group ${ RUN }"} /-->`
		)
	);
	expect( empty ).toContain( 'No speakers to show yet.' );
} );
