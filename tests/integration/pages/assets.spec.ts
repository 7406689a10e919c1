/**
 * What the visitor pages download of Eventsmith: nothing where there is no
 * Eventsmith content, and a few kilobytes of script on an event page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { createEvent, oneDay } from '../../support/events';
import { publishPage } from '../../support/pages';
import { ADMIN, session } from '../../support/wordpress';
import { RUN, visit } from './support';

/** Budget for an event page's own JavaScript, gzipped, beyond WordPress's Interactivity runtime. */
const EVENT_PAGE_JS_BUDGET = 6 * 1024;

/**
 * Every Eventsmith asset address a page names (scripts, modules, styles, preloads).
 *
 * @param html Page HTML.
 */
function ownAssets( html: string ): string[] {
	return [
		...html.matchAll(
			/(?:src|href)="([^"]*\/plugins\/eventsmith\/[^"]*)"/g
		),
		...html.matchAll( /"([^"]*\/plugins\/eventsmith\/[^"]*\.js[^"]*)"/g ),
	].map( ( match ) => ( match[ 1 ] ?? '' ).replace( /&#038;|&amp;/g, '&' ) );
}

async function gzippedBytes( request: APIRequestContext, url: string ) {
	const response = await request.get( url );
	expect( response.status(), url ).toBe( 200 );
	return gzipSync( await response.body() ).length;
}

test( 'the front page and a plain post load no Eventsmith CSS or JavaScript', async ( {
	request,
} ) => {
	const site = process.env.EVENTSMITH_TEST_URL as string;
	const plain = await publishPage(
		`Plain ${ RUN }`,
		'<!-- wp:paragraph --><p>Nothing about events here.</p><!-- /wp:paragraph -->'
	);
	for ( const url of [ `${ site }/`, plain ] ) {
		const html = await visit( request, url );
		expect( ownAssets( html ), url ).toEqual( [] );
		expect( html, url ).not.toMatch( /id="eventsmith[^"]*-(css|js)"/ );
		expect( html, url ).not.toMatch(
			/wp-block-eventsmith-[a-z-]+-inline-css/
		);
	}
} );

test( `an event page loads at most ${ EVENT_PAGE_JS_BUDGET / 1024 } KB of Eventsmith JavaScript, gzipped`, async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const event = await createEvent( admin, {
		title: `Weighed ${ RUN }`,
		...oneDay( '2031-10-10', '10:00', '12:00', 'Europe/Berlin' ),
		location: { address: { address: 'Somewhere 1' } },
		rsvp: { enabled: true, capacity: 10, max_per_submission: 2 },
	} );
	const html = await visit( request, event.link );
	const scripts = [
		...new Set(
			ownAssets( html ).filter( ( url ) => /\.js(\?|$)/.test( url ) )
		),
	];
	expect( scripts.length ).toBeGreaterThan( 0 );
	let total = 0;
	for ( const url of scripts ) {
		total += await gzippedBytes( request, url );
	}
	expect( total ).toBeLessThanOrEqual( EVENT_PAGE_JS_BUDGET );
} );
