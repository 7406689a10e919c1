/**
 * Settings → Privacy → Policy guide: Eventsmith's suggested policy text.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, session } from '../../support/wordpress';

test( "the privacy policy guide offers Eventsmith's suggested text", async () => {
	const admin = await session( ADMIN );
	const page = await admin.request.get(
		'/wp-admin/options-privacy.php?tab=policyguide'
	);
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	expect( html ).toContain( 'Eventsmith' );
	expect( html ).toContain(
		'When you book tickets for an event, we store your name, email address'
	);
} );
