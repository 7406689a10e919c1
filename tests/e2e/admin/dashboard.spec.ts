/**
 * The Eventsmith dashboard page in the WordPress admin.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, ensureUser, logInPage } from '../../support/wordpress';

test( 'an administrator finds the Eventsmith menu and the dashboard app mounts', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'console', ( message ) => {
		// The offline test site cannot reach gravatar.com; that is not the dashboard's fault.
		if (
			message.type() === 'error' &&
			! message.text().startsWith( 'Failed to load resource' )
		) {
			errors.push( message.text() );
		}
	} );
	await logInPage( page, ADMIN );

	await page.goto( '/wp-admin/' );
	const menu = page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: 'Eventsmith', exact: true } );
	await expect( menu ).toBeVisible();
	await menu.click();

	await expect( page ).toHaveURL( /admin\.php\?page=eventsmith$/ );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Eventsmith' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Welcome to Eventsmith' } )
	).toBeVisible();
	await expect( page.getByText( 'Loading Eventsmith…' ) ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );
} );

test( 'a subscriber has no Eventsmith menu and cannot open the dashboard', async ( {
	page,
} ) => {
	await logInPage( page, await ensureUser( 'subscriber' ) );

	await page.goto( '/wp-admin/profile.php' );
	await expect( page.locator( '#adminmenu' ) ).toBeVisible();
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', { name: 'Eventsmith' } )
	).toHaveCount( 0 );

	await page.goto( '/wp-admin/admin.php?page=eventsmith' );
	await expect(
		page.getByText( 'Sorry, you are not allowed to access this page.' )
	).toBeVisible();
	await expect( page.locator( '#eventsmith-dashboard' ) ).toHaveCount( 0 );
} );
