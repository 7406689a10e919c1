/**
 * The Eventsmith admin menu's Access Control and License entries: links
 * into the dashboard app for users holding eventsmith_manage_settings,
 * and the dashboard itself opens for a user holding only that permission.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, session, sessionWithOnly } from '../support/wordpress';

const DASHBOARD = '/wp-admin/admin.php?page=eventsmith';

/**
 * The Eventsmith submenu's entries as `label → href`.
 * @param who
 */
async function submenu(
	who: Awaited< ReturnType< typeof session > >
): Promise< Record< string, string > > {
	const response = await who.request.get( DASHBOARD );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	const menu =
		html.match(
			/id="toplevel_page_eventsmith"[\s\S]*?<ul class=['"]wp-submenu[\s\S]*?<\/ul>/
		)?.[ 0 ] ?? '';
	const entries: Record< string, string > = {};
	for ( const [ , href, label ] of menu.matchAll(
		/<a href=['"]([^'"]+)['"][^>]*>([^<]+)<\/a>/g
	) ) {
		entries[ label!.trim() ] = href!.replace( /&amp;/g, '&' );
	}
	return entries;
}

test( 'LIC-02 ACL-01 administrators get Access Control and License entries that open the dashboard screens', async () => {
	const entries = await submenu( await session( ADMIN ) );
	expect( entries ).toMatchObject( {
		Dashboard: 'admin.php?page=eventsmith',
		'Access Control': 'admin.php?page=eventsmith#/access-control',
		License: 'admin.php?page=eventsmith#/license',
	} );
} );

test( 'ACL-16 GAP-07 a user holding only eventsmith_manage_settings opens the dashboard and sees only these entries', async () => {
	const entries = await submenu(
		await sessionWithOnly( 'eventsmith_manage_settings' )
	);
	expect( Object.keys( entries ) ).toEqual(
		expect.arrayContaining( [ 'Access Control', 'License' ] )
	);
	expect( entries[ 'Template Builder' ] ).toBeUndefined();
} );

test( 'a user without the settings permission gets neither entry', async () => {
	const entries = await submenu(
		await sessionWithOnly( 'eventsmith_manage_schedule' )
	);
	expect( entries[ 'Access Control' ] ).toBeUndefined();
	expect( entries.License ).toBeUndefined();
} );

test( 'staff with the event permission get the Import entry, others do not (35.5)', async () => {
	expect(
		( await submenu( await sessionWithOnly( 'eventsmith_manage_event' ) ) )
			.Import
	).toBe( 'admin.php?page=eventsmith#/import' );
	expect(
		(
			await submenu(
				await sessionWithOnly( 'eventsmith_manage_schedule' )
			)
		).Import
	).toBeUndefined();
} );
