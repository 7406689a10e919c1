/**
 * What the Plugins screen does with Eventsmith (issue 33.3): its action links
 * lead into the dashboard, and deactivating it leaves no scheduled work.
 */
import { expect, test } from '@playwright/test';
import { json } from '../support/json';
import { ADMIN, ensureUser, session } from '../support/wordpress';

/**
 * The action links of Eventsmith's row on wp-admin/plugins.php, `label → href`.
 *
 * @param who Logged-in session.
 */
async function actionLinks(
	who: Awaited< ReturnType< typeof session > >
): Promise< Record< string, string > > {
	const response = await who.request.get( '/wp-admin/plugins.php' );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	const row =
		html.match(
			/<tr[^>]*data-plugin="eventsmith\/plugin\.php"[\s\S]*?<div class="row-actions[^"]*">([\s\S]*?)<\/div>/
		)?.[ 1 ] ?? '';
	expect( row, 'the Eventsmith row on the Plugins screen' ).not.toBe( '' );
	const links: Record< string, string > = {};
	for ( const [ , href, label ] of row.matchAll(
		/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g
	) ) {
		links[ label!.trim() ] = href!.replace( /&amp;/g, '&' );
	}
	return links;
}

test( 'the Plugins screen shows Settings and Dashboard links for Eventsmith (33.3)', async () => {
	const admin = await session( ADMIN );
	const links = await actionLinks( admin );
	expect( links.Settings ).toMatch(
		/\/wp-admin\/admin\.php\?page=eventsmith#\/settings$/
	);
	expect( links.Dashboard ).toMatch(
		/\/wp-admin\/admin\.php\?page=eventsmith$/
	);
	// Ours come first, before WordPress's own Deactivate link.
	const labels = Object.keys( links );
	expect( labels.slice( 0, 2 ) ).toEqual( [ 'Settings', 'Dashboard' ] );
	expect( labels ).toContain( 'Deactivate' );

	// Both open for the administrator.
	for ( const href of [ links.Settings!, links.Dashboard! ] ) {
		const page = await admin.request.get( href.replace( /#.*$/, '' ) );
		expect( page.status(), href ).toBe( 200 );
	}
} );

test( 'a user who may activate plugins but not change settings gets only the Dashboard link (33.3)', async () => {
	const credentials = await ensureUser(
		'subscriber',
		'plugins-and-events-only'
	);
	const admin = await session( ADMIN );
	for ( const capability of [
		'activate_plugins',
		'eventsmith_manage_event',
	] ) {
		const granted = await admin.rest( 'POST', '/eventsmith-test/v1/grant', {
			username: credentials.username,
			capability,
		} );
		expect( granted.status(), capability ).toBe( 200 );
	}
	const user = await session( credentials );
	const links = await actionLinks( user );
	expect( links.Settings ).toBeUndefined();
	expect( links.Dashboard ).toMatch( /page=eventsmith$/ );
} );

test( 'deactivating Eventsmith unschedules every cron event whose hook starts with eventsmith_ (33.3)', async () => {
	const admin = await session( ADMIN );
	// A page load schedules the plugin's recurring jobs (on init).
	await admin.request.get( '/wp-admin/' );
	const result = await json(
		await admin.rest(
			'POST',
			'/eventsmith-test/v1/deactivate-and-reactivate'
		)
	);
	const ours = ( hooks: string[] ) =>
		hooks.filter( ( hook ) => hook.startsWith( 'eventsmith_' ) );
	expect( ours( result.before ) ).toEqual(
		expect.arrayContaining( [
			'eventsmith_release_unpaid_orders',
			'eventsmith_reminders_run',
			'eventsmith_test_later_job',
			'eventsmith_test_probe',
		] )
	);
	expect( result.was_active ).toBe( false );
	expect( ours( result.after ) ).toEqual( [] );
	// Other plugins' and WordPress's events stay.
	expect( result.after ).toContain( 'other_plugin_job' );
	expect( result.reactivated ).toBe( true );
} );
