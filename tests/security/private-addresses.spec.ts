/**
 * SEC-05: addresses that carry a ticket code (ticket, certificate and
 * verify pages) never leak it through the Referer header to linked sites and
 * are never indexed, whatever they answer: the document, a 404 for an
 * unknown or cancelled code, a refusal, or the way to the login form.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, ensureUser, session } from '../support/wordpress';

const CODE = '0123456789abcdef0123456789abcdef';

test( 'SEC-05 ticket, certificate and verify addresses send no-referrer and noindex on every answer', async () => {
	const visitor = await session( null );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	const admin = await session( ADMIN );
	const answers = [
		[ visitor, `/?eventsmith_ticket=${ CODE }`, 404 ],
		[ visitor, `/?eventsmith_certificate=${ CODE }`, 404 ],
		[ visitor, `/?eventsmith_verify=${ CODE }`, 302 ],
		[ subscriber, `/?eventsmith_verify=${ CODE }`, 403 ],
		[ admin, `/?eventsmith_verify=${ CODE }`, 404 ],
	] as const;
	for ( const [ who, path, status ] of answers ) {
		const response = await who.request.get( path, { maxRedirects: 0 } );
		expect( response.status(), path ).toBe( status );
		const headers = response.headers();
		expect( headers[ 'referrer-policy' ], path ).toBe( 'no-referrer' );
		expect( headers[ 'x-robots-tag' ], path ).toContain( 'noindex' );
	}
	await Promise.all(
		[ visitor, subscriber, admin ].map( ( s ) => s.request.dispose() )
	);
} );
