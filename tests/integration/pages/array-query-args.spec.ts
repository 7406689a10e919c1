/**
 * Public addresses that read one value from the query string (a claim
 * token, an invoice key, a ticket or certificate code, a verify code, an
 * embed id, a calendar) answer 400 or 404 when that value is sent as an
 * array (`?eventsmith_waitlist_claim[]=1`), and leave no PHP warning in
 * debug.log (issue 32 item 10's companion: array-valued query parameters).
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';

const ARGS = [
	'eventsmith_waitlist_claim',
	'eventsmith_invoice',
	'eventsmith_ticket',
	'eventsmith_certificate',
	'eventsmith_verify',
	'eventsmith_embed',
	'eventsmith_embed_frame',
	'eventsmith_ical',
];

test( 'array-valued query parameters answer 400 or 404 without a PHP warning in debug.log', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const logged = async () =>
		String(
			(
				await json(
					await admin.rest( 'GET', '/eventsmith-test/v1/environment' )
				)
			).debug_log
		);
	const before = ( await logged() ).length;

	for ( const arg of ARGS ) {
		for ( const query of [
			`${ arg }[]=1`,
			`${ arg }[a]=feed&${ arg }[]=2`,
		] ) {
			const answer = await guest.request.get( `/?${ query }`, {
				maxRedirects: 0,
			} );
			expect(
				[ 400, 404 ],
				`${ query } answered ${ answer.status() }`
			).toContain( answer.status() );
		}
	}
	// And as a logged-in member of staff (the verify address redirects visitors to log in otherwise).
	for ( const arg of ARGS ) {
		const answer = await admin.request.get( `/?${ arg }[]=1`, {
			maxRedirects: 0,
		} );
		expect( [ 400, 404 ], `${ arg } as staff` ).toContain(
			answer.status()
		);
	}

	const fresh = ( await logged() )
		.slice( before )
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Warning|Notice|Deprecated|Fatal)/.test( line )
		);
	expect( fresh ).toEqual( [] );
} );
