/**
 * Who "one visitor" is for the rate limits (issue 32.7 and 32.10): the
 * embed route finds the visitor as the RSVP limit does, from the
 * `trusted_proxies` setting, and an IPv6 /64 counts as one visitor for both.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, type Session } from '../../support/wordpress';

const SETTINGS = '/eventsmith/v2/settings';

async function setProxies( admin: Session, proxies: string[] ) {
	const saved = await admin.rest( 'PUT', SETTINGS, {
		trusted_proxies: proxies,
	} );
	expect( saved.status(), await saved.text() ).toBe( 200 );
}

async function embedRoute( admin: Session ): Promise< string > {
	const saved = await admin.rest(
		'POST',
		'/eventsmith/v2/shortcode-scripts',
		{
			post_name: 'Visitor address',
			shortcode: '[eventsmith_speakers limit="1"]',
		}
	);
	expect( saved.status(), await saved.text() ).toBe( 201 );
	return `/wp-json/eventsmith/v2/public/embed/${ ( await json( saved ) ).id }`;
}

async function setEmbedLimit( admin: Session, limit: number ) {
	expect(
		(
			await admin.rest( 'POST', '/eventsmith-test/v1/embed-rate-limit', {
				limit,
			} )
		).status()
	).toBe( 200 );
}

test( 'the embed rate limit trusts the proxies of the trusted_proxies setting, as the RSVP limit does (32.10)', async () => {
	const admin = await session( ADMIN );
	const route = await embedRoute( admin );
	const guest = await session( null );
	const from = ( address: string ) =>
		guest.request
			.get( route, { headers: { 'X-Forwarded-For': address } } )
			.then( ( r ) => r.status() );
	await setEmbedLimit( admin, 2 );
	try {
		// No proxy declared: the header is ignored, every request is the connection's.
		await setProxies( admin, [] );
		const direct = [];
		for ( const n of [ 1, 2, 3 ] ) {
			direct.push( await from( `198.51.100.${ 40 + n }` ) );
		}
		expect( direct ).toEqual( [ 200, 200, 429 ] );

		// Declared in the settings: each forwarded visitor has a limit of their own.
		await setProxies( admin, [ '127.0.0.1', '::1' ] );
		expect( [
			await from( '198.51.100.50' ),
			await from( '198.51.100.50' ),
			await from( '198.51.100.50' ),
			await from( '198.51.100.51' ),
		] ).toEqual( [ 200, 200, 429, 200 ] );
	} finally {
		await setProxies( admin, [] );
		await setEmbedLimit( admin, 1000 );
	}
} );

test( 'IPv6 visitors in one /64 share a rate limit; the next /64 has its own (32.7)', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'IPv6 neighbours', 100 );
	const route = await embedRoute( admin );
	const guest = await visitor();
	const prefix = `2001:db8:${ ( Date.now() % 0xffff ).toString( 16 ) }`;
	await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
		limit: 2,
	} );
	await setEmbedLimit( admin, 2 );
	await setProxies( admin, [ '127.0.0.1', '::1' ] );
	try {
		const rsvp = async ( address: string, n: number ) =>
			(
				await guest.rsvp( eventId, going( n ), {
					'X-Forwarded-For': address,
				} )
			).status();
		expect( [
			await rsvp( `${ prefix }:1::1`, 1 ),
			await rsvp( `${ prefix }:1:ffff:ffff:ffff:fffe`, 2 ),
			await rsvp( `${ prefix }:1:abcd::9`, 3 ),
			await rsvp( `${ prefix }:2::1`, 4 ),
		] ).toEqual( [ 201, 201, 429, 201 ] );

		const embed = async ( address: string ) =>
			(
				await guest.context.get( route, {
					headers: { 'X-Forwarded-For': address },
				} )
			).status();
		expect( [
			await embed( `${ prefix }:3::1` ),
			await embed( `${ prefix }:3::2` ),
			await embed( `${ prefix }:3::3` ),
			await embed( `${ prefix }:4::1` ),
		] ).toEqual( [ 200, 200, 429, 200 ] );
	} finally {
		await setProxies( admin, [] );
		await setEmbedLimit( admin, 1000 );
		await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
			limit: 1000,
		} );
	}
} );
