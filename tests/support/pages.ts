/**
 * Creating published pages over REST for front-end tests.
 */
import { expect } from '@playwright/test';
import { ADMIN, session } from './wordpress';
import { json } from './json';

/**
 * Publishes a page with the given block markup and returns its URL.
 *
 * @param title   Page title.
 * @param content Serialized blocks or shortcodes.
 */
export async function publishPage(
	title: string,
	content: string
): Promise< string > {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', '/wp/v2/pages', {
		title,
		content,
		status: 'publish',
	} );
	expect( response.status(), `creating page "${ title }"` ).toBe( 201 );
	const page = await json( response );
	await admin.request.dispose();
	return page.link;
}

/**
 * A date as the countdown reads it ("12/24/2012 12:00:00"), in UTC.
 *
 * @param at The moment.
 */
export function countdownDate( at: Date ): string {
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return `${ pad( at.getUTCMonth() + 1 ) }/${ pad( at.getUTCDate() ) }/${ at.getUTCFullYear() } ${ pad(
		at.getUTCHours()
	) }:${ pad( at.getUTCMinutes() ) }:${ pad( at.getUTCSeconds() ) }`;
}
