/**
 * Helpers of the dashboard shell tests: opening a route, the header and
 * app regions, the categories-and-tags switch, and users holding one
 * capability who are refused a screen and redirected.
 */
import { expect, type Page } from '@playwright/test';
import {
	ADMIN,
	ensureUser,
	logInPage,
	session,
	sessionWithOnly,
} from '../../../support/wordpress';
import { DASHBOARD } from './dashboard';

export const DENIAL = 'Access Denied! Redirecting...';

/**
 * Opens a dashboard route and waits until the app has started.
 *
 * @param page  The page.
 * @param route Dashboard route, e.g. `/events`.
 */
export async function openRoute( page: Page, route: string ) {
	await page.goto( `${ DASHBOARD }#${ route }` );
	await expect( page.locator( '.eventsmith-app__header' ) ).toBeVisible();
}

export const header = ( page: Page ) =>
	page.locator( '.eventsmith-app__header' );
export const app = ( page: Page ) => page.locator( '#eventsmith-dashboard' );

/**
 * Turns the disable_category_and_tags setting on or off.
 *
 * @param disabled Whether categories and tags are off.
 */
export async function setCategoriesAndTags( disabled: boolean ) {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		disable_category_and_tags: disabled ? 'on' : 'off',
	} );
	expect( response.status(), 'changing settings' ).toBe( 200 );
	await admin.request.dispose();
}

/**
 * Records in the tab's session storage whether a text ever appears in the
 * dashboard, however briefly: the denial message is on screen only until
 * the redirect, which may leave the dashboard (the record stays).
 *
 * @param page The page, before it navigates.
 * @param text The text to watch for.
 */
export async function watchForText( page: Page, text: string ) {
	await page.addInitScript( ( wanted ) => {
		new MutationObserver( () => {
			const root = document.getElementById( 'eventsmith-dashboard' );
			if ( root?.textContent?.includes( wanted ) ) {
				window.sessionStorage.setItem( 'eventsmithSeen', 'yes' );
			}
		} ).observe( document, {
			childList: true,
			subtree: true,
			characterData: true,
		} );
	}, text );
}

/**
 * Logs a page in as a subscriber holding exactly one Eventsmith capability.
 *
 * @param page       The page.
 * @param capability The capability, e.g. eventsmith_manage_event.
 */
export async function logInWithOnly( page: Page, capability: string ) {
	await sessionWithOnly( capability );
	await logInPage(
		page,
		await ensureUser(
			'subscriber',
			`only-${ capability.replace( /_/g, '-' ) }`
		)
	);
}

/**
 * Opens a dashboard route and waits until the denial has been on screen
 * (`watchForText( page, DENIAL )` first).
 *
 * @param page  The page.
 * @param route Dashboard route, e.g. `/events`.
 */
export async function openAndSeeDenial( page: Page, route: string ) {
	await page.goto( `${ DASHBOARD }#${ route }` );
	await page.waitForFunction(
		() => window.sessionStorage.getItem( 'eventsmithSeen' ) === 'yes'
	);
}
