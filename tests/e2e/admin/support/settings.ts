/**
 * The settings screen in the browser tests: the defaults each test starts
 * from, and opening the screen.
 */
import type { Page } from '@playwright/test';
import { ADMIN, session } from '../../../support/wordpress';
import { DASHBOARD, expect } from './dashboard';

export const DEFAULTS = {
	currency: 'USD',
	default_timezone: '',
	pending_hold_minutes: 60,
	attendee_verification_style: 'on',
	mail_from_name: '',
	mail_from_address: '',
	mail_rsvp_confirmation_subject: '',
	mail_rsvp_confirmation_body: '',
	events_slug: '',
	purge_host: '',
};

export async function resetSettings() {
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', '/eventsmith/v2/settings', DEFAULTS );
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	await admin.request.dispose();
}

export async function openSettings( page: Page ) {
	await page.goto( `${ DASHBOARD }#/settings` );
	const screen = page.getByRole( 'region', { name: 'Settings' } );
	// The first answer of a busy single-worker test site can take a while.
	await expect( screen.getByLabel( 'Sender address' ) ).toBeVisible( {
		timeout: 120_000,
	} );
	return screen;
}
