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

test.afterAll( () => rmSync( KEYS, { recursive: true, force: true } ) );

test( 'LIC license routes need the settings permission', async () => {
	expect(
		(
			await (
				await session( null )
			).rest( 'GET', '/eventsmith/v2/license' )
		).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect(
		(
			await subscriber.rest( 'POST', '/eventsmith/v2/license/deactivate' )
		).status()
	).toBe( 403 );
} );

test( 'LIC a valid key activates, shows as valid with the key masked, and deactivates', async () => {
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

test( 'LIC a key for another email, a tampered key or an expired key is refused and nothing is stored', async () => {
	const admin = await session( ADMIN );
	const good = issue( 'Ann Lee', 'ann@example.org' );
	expect(
		( await activate( admin, 'Ann Lee', 'ann@example.org', good ) ).status()
	).toBe( 200 );

	const wrongEmail = await activate(
		admin,
		'Ann Lee',
		'someone@example.org',
		good
	);
	expect( wrongEmail.status() ).toBe( 400 );
	expect( ( await json( wrongEmail ) ).code ).toBe(
		'eventsmith_license_mismatch'
	);

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
	expect( ( await json( tampered ) ).message ).toBe(
		'This license key is not valid.'
	);

	const expired = await activate(
		admin,
		'Ann Lee',
		'ann@example.org',
		issue( 'Ann Lee', 'ann@example.org', '2020-01-01' )
	);
	expect( expired.status() ).toBe( 400 );
	expect( ( await json( expired ) ).code ).toBe(
		'eventsmith_license_expired'
	);

	const still = await json(
		await admin.rest( 'GET', '/eventsmith/v2/license' )
	);
	expect( still ).toMatchObject( {
		license: 'valid',
		email: 'ann@example.org',
	} );
	await admin.rest( 'POST', '/eventsmith/v2/license/deactivate' );
} );
