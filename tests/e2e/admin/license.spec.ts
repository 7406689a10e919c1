/**
 * Dashboard #/license: the 'Activate License' form, its messages, a key
 * made with bin/license-key.mjs surviving a reload, and deactivation.
 */
import { test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, session } from '../../support/wordpress';
import {
	DASHBOARD,
	expect,
	expectAccessible,
	failRequests,
	isApi,
	snackbar,
	watch,
} from './support/dashboard';
import { asAdministrator } from './support/lists';

const KEYS = mkdtempSync( join( tmpdir(), 'eventsmith-license-e2e-' ) );
const SCRIPT = join( __dirname, '..', '..', '..', 'bin', 'license-key.mjs' );

function issue( name: string, email: string ): string {
	return execFileSync(
		'node',
		[
			SCRIPT,
			'issue',
			'--key',
			join( KEYS, 'license-private.key' ),
			'--name',
			name,
			'--email',
			email,
			'--expires',
			'2099-12-31',
		],
		{ encoding: 'utf8' }
	).trim();
}

async function usePublicKey( publicKey: string ) {
	const admin = await session( ADMIN );
	await admin.rest( 'POST', '/eventsmith/v2/license/deactivate' );
	await admin.rest( 'POST', '/eventsmith-test/v1/license-public-key', {
		public_key: publicKey,
	} );
}

asAdministrator();

test.beforeAll( async () => {
	execFileSync( 'node', [ SCRIPT, 'keypair', '--out', KEYS ] );
	await usePublicKey(
		readFileSync( join( KEYS, 'license-public.key' ), 'utf8' ).trim()
	);
} );

test.afterAll( async () => {
	rmSync( KEYS, { recursive: true, force: true } );
	await usePublicKey( '' );
} );

test( 'LIC-02..06 LIC-09: the Activate License form checks its fields and keeps a refused key', async ( {
	page,
} ) => {
	const posts = watch( page, '/license/activate', 'POST' );
	await page.goto( `${ DASHBOARD }#/license` );
	const screen = page.getByRole( 'region', { name: 'Activate License' } );
	// The first answer of a busy single-worker test site can take a while.
	await expect(
		screen.getByRole( 'heading', { name: 'Activate License' } )
	).toBeVisible();
	await expect( screen.getByRole( 'textbox' ) ).toHaveCount( 3, {
		timeout: 120_000,
	} );
	const activate = screen.getByRole( 'button', { name: 'Activate' } );

	await activate.click();
	for ( const message of [
		'Please input your name!',
		'Enter Valid Email!',
		'Please input your license key!',
	] ) {
		await expect(
			screen.getByText( message, { exact: true } )
		).toBeVisible();
	}
	await expectAccessible( page );

	await screen.getByLabel( 'Name' ).fill( 'Jane Doe' );
	await screen.getByLabel( 'Email' ).fill( 'foo@' );
	await screen.getByLabel( 'License Key' ).fill( 'not-a-key' );
	await activate.click();
	await expect( screen.getByText( 'Enter Valid Email!' ) ).toBeVisible();
	await expect( screen.getByText( 'Please input your name!' ) ).toHaveCount(
		0
	);
	expect( posts ).toHaveLength( 0 );

	await screen.getByLabel( 'Email' ).fill( 'jane@example.org' );
	await activate.click();
	await expect(
		snackbar( page, 'Failed to activate license' )
	).toBeVisible();
	await expect(
		screen.locator( '.components-notice.is-error' )
	).toContainText( 'The license key is incomplete or damaged.' );
	await expect( screen.getByLabel( 'License Key' ) ).toHaveValue(
		'not-a-key'
	);
	expect( posts ).toHaveLength( 1 );
} );

test( 'LIC-07 LIC-08 LIC-10 LIC-11 LIC-12: a key from bin/license-key.mjs activates, survives a reload and deactivates', async ( {
	page,
} ) => {
	const key = issue( 'Jane Doe', 'jane@example.org' );
	const posts = watch( page, '/license/activate', 'POST' );
	await page.goto( `${ DASHBOARD }#/license` );
	await expect( page.getByLabel( 'Name' ) ).toBeVisible( {
		timeout: 120_000,
	} );
	await page.getByLabel( 'Name' ).fill( 'Jane Doe' );
	await page.getByLabel( 'Email' ).fill( 'jane@example.org' );
	await page.getByLabel( 'License Key' ).fill( `${ key }\n` );
	await page.getByRole( 'button', { name: 'Activate' } ).click();

	await expect(
		snackbar( page, 'License activated successfully' )
	).toBeVisible();
	expect( posts[ 0 ]!.postDataJSON() ).toEqual( {
		name: 'Jane Doe',
		email: 'jane@example.org',
		license_key: key,
	} );
	await page.reload();
	const details = page.locator( '.eventsmith-license__details' );
	await expect(
		details.getByRole( 'heading', { name: 'Your license is activated' } )
	).toBeVisible();
	await expect( details ).toContainText( 'Jane Doe' );
	await expect( details ).toContainText( 'jane@example.org' );
	await expect( details ).toContainText( key.slice( -8 ) );
	await expect( details ).not.toContainText( key.slice( 0, 16 ) );
	await expect( details ).toContainText( '2099' );
	await expect( page.getByLabel( 'License Key' ) ).toHaveCount( 0 );
	await expectAccessible( page );

	const deactivate = page.getByRole( 'button', {
		name: 'Deactivate License',
	} );
	await failRequests(
		page,
		isApi( '/license/deactivate' ),
		'The license server is busy.'
	);
	await deactivate.click();
	await expect(
		snackbar( page, 'The license server is busy.' )
	).toBeVisible();
	await expect( details ).toBeVisible();
	await page.unrouteAll();

	await deactivate.click();
	await expect( snackbar( page, 'License deactivated' ) ).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Activate License' } )
	).toBeVisible();
	await expect( page.getByLabel( 'Name' ) ).toBeVisible();
} );
