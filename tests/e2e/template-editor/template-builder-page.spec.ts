/**
 * The template builder's own admin page.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, logInPage } from '../../support/wordpress';

test( 'the template builder page mounts its app and links back to the dashboard', async ( {
	page,
} ) => {
	await logInPage( page, ADMIN );

	await page.goto( '/wp-admin/admin.php?page=eventsmith-template-builder' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Template Builder' } )
	).toBeVisible();

	await page.getByRole( 'link', { name: 'Back to dashboard' } ).click();
	await expect( page ).toHaveURL( /admin\.php\?page=eventsmith$/ );
} );
