/**
 * REST /license: offline activation with keys signed for a name and email.
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	type Session,
} from '../../support/wordpress';

const KEYS = mkdtempSync( join( tmpdir(), 'eventsmith-license-' ) );
const SCRIPT = join( __dirname, '..', '..', '..', 'bin', 'license-key.mjs' );

function issue( name: string, email: string, expires?: string ): string {
	const args = [
		SCRIPT,
		'issue',
		'--key',
		join( KEYS, 'license-private.key' ),
		'--name',
		name,
		'--email',
		email,
	];
	return execFileSync(
		'node',
		expires ? [ ...args, '--expires', expires ] : args,
		{ encoding: 'utf8' }
	).trim();
}

async function activate(
	admin: Session,
	name: string,
	email: string,
	key: string
) {
	return admin.rest( 'POST', '/eventsmith/v2/license/activate', {
		name,
		email,
		license_key: key,
	} );
}

test.beforeAll( async () => {
	execFileSync( 'node', [ SCRIPT, 'keypair', '--out', KEYS ] );
	const admin = await session( ADMIN );
	await admin.rest( 'POST', '/eventsmith-test/v1/license-public-key', {
		public_key: readFileSync(
			join( KEYS, 'license-public.key' ),
			'utf8'
		).trim(),
	} );
} );

test.afterAll( async () => {
	rmSync( KEYS, { recursive: true, force: true } );
	// Leave no license and the production public key for the test files after this one.
	const admin = await session( ADMIN );
	await admin.rest( 'POST', '/eventsmith/v2/license/deactivate' );
	await admin.rest( 'POST', '/eventsmith-test/v1/license-public-key', {
		public_key: '',
	} );
} );

test( 'LIC-01 license routes answer 401 logged out and 403 to a subscriber', async () => {
	const visitor = await session( null );
	expect(
		( await visitor.rest( 'GET', '/eventsmith/v2/license' ) ).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	for ( const route of [
		'/eventsmith/v2/license/activate',
		'/eventsmith/v2/license/deactivate',
	] ) {
		expect(
			( await subscriber.rest( 'POST', route, {} ) ).status(),
			route
		).toBe( 403 );
	}
	expect(
		( await subscriber.rest( 'GET', '/eventsmith/v2/license' ) ).status()
	).toBe( 403 );
} );

test( 'LIC-01 LIC-07 LIC-08 LIC-10 LIC-12 a valid key activates, shows as valid with the key masked, and deactivates', async () => {
	const admin = await session( ADMIN );
	expect(
		await json( await admin.rest( 'GET', '/eventsmith/v2/license' ) )
	).toEqual( { license: 'invalid' } );

	const key = issue( 'Jane Doe', 'jane@example.org', '2099-12-31' );
	const activated = await activate(
		admin,
		'jane doe',
		'Jane@Example.org',
		key
	);
	expect( activated.status() ).toBe( 200 );
	const license = await json( activated );
	expect( license ).toMatchObject( {
		license: 'valid',
		name: 'Jane Doe',
		email: 'jane@example.org',
		expires: '2099-12-31',
	} );
	expect( license.key ).not.toContain( key.slice( 0, 20 ) );
	expect( JSON.stringify( license ) ).not.toContain( key );
	const reread = await json(
		await admin.rest( 'GET', '/eventsmith/v2/license' )
	);
	expect( reread ).toEqual( license );

	expect(
		await json(
			await admin.rest( 'POST', '/eventsmith/v2/license/deactivate' )
		)
	).toEqual( { license: 'invalid' } );
	expect(
		( await json( await admin.rest( 'GET', '/eventsmith/v2/license' ) ) )
			.license
	).toBe( 'invalid' );
} );

test( 'LIC-04 LIC-09 a refused activation on an inactive site stores nothing and names the field', async () => {
	const admin = await session( ADMIN );
	const key = issue( 'Bo Chen', 'bo@example.org' );

	const missing = await admin.rest(
		'POST',
		'/eventsmith/v2/license/activate',
		{ email: 'bo@example.org', license_key: key }
	);
	expect( missing.status() ).toBe( 400 );
	expect( Object.keys( ( await json( missing ) ).data.params ) ).toEqual( [
		'name',
	] );

	const noName = await activate( admin, '  ', 'bo@example.org', key );
	expect( noName.status() ).toBe( 400 );
	expect( await json( noName ) ).toMatchObject( {
		code: 'eventsmith_license_name_required',
		message: 'Please input your name!',
		data: { params: { name: 'Please input your name!' } },
	} );

	const otherName = await activate( admin, 'Bo Chan', 'bo@example.org', key );
	expect( otherName.status() ).toBe( 400 );
	const body = await json( otherName );
	expect( body.code ).toBe( 'eventsmith_license_mismatch' );
	expect( Object.keys( body.data.params ) ).toEqual( [ 'name' ] );

	expect(
		await json( await admin.rest( 'GET', '/eventsmith/v2/license' ) )
	).toEqual( { license: 'invalid' } );
} );

test( 'LIC-09 a key for another email, a tampered key or an expired key is refused and the active license stays', async () => {
	const admin = await session( ADMIN );
	const good = issue( 'Ann Lee', 'ann@example.org' );
	const first = await activate( admin, 'Ann Lee', 'ann@example.org', good );
	expect( first.status() ).toBe( 200 );
	const active = await json( first );

	const wrongEmail = await activate(
		admin,
		'Ann Lee',
		'someone@example.org',
		good
	);
	expect( wrongEmail.status() ).toBe( 400 );
	const wrongEmailBody = await json( wrongEmail );
	expect( wrongEmailBody.code ).toBe( 'eventsmith_license_mismatch' );
	expect( Object.keys( wrongEmailBody.data.params ) ).toEqual( [ 'email' ] );

	const [ payload, signature ] = good.split( '.' );
	const forged = Buffer.from( payload ?? '', 'base64url' )
		.toString()
		.replace( 'ann@example.org', 'eve@example.org' );
	const tampered = await activate(
		admin,
		'Ann Lee',
		'eve@example.org',
		`${ Buffer.from( forged ).toString( 'base64url' ) }.${ signature }`
	);
	expect( tampered.status() ).toBe( 400 );
	expect( await json( tampered ) ).toMatchObject( {
		code: 'eventsmith_license_invalid',
		message: 'This license key is not valid.',
		data: { params: { license_key: 'This license key is not valid.' } },
	} );

	const expired = await activate(
		admin,
		'Ann Lee',
		'ann@example.org',
		issue( 'Ann Lee', 'ann@example.org', '2020-01-01' )
	);
	expect( expired.status() ).toBe( 400 );
	expect( await json( expired ) ).toMatchObject( {
		code: 'eventsmith_license_expired',
		message: 'This license key expired on 2020-01-01.',
	} );

	expect(
		await json( await admin.rest( 'GET', '/eventsmith/v2/license' ) )
	).toEqual( active );
	expect(
		await json(
			await admin.rest( 'POST', '/eventsmith/v2/license/deactivate' )
		)
	).toEqual( { license: 'invalid' } );
} );
