/**
 * The row actions of the event list (#/events): Edit, Scan Ticket and the
 * More actions menu, as an administrator and as users with less.
 */
import { test } from '@playwright/test';
import {
	ADMIN,
	ensureUser,
	logInPage,
	sessionWithOnly,
} from '../../support/wordpress';
import { expect, failRequests, methodOf, snackbar } from './support/dashboard';
import {
	adminRest,
	chooseFromMenu,
	expectMenuItems,
	openList,
	openMenu,
	row,
	seedListEvents,
	type SeededEvents,
} from './support/events';

test.describe.configure( { mode: 'serial' } );

// Without fillers every event stays on the first page, clone included.
let events: SeededEvents;

test.beforeAll( async () => {
	test.setTimeout( 180_000 );
	events = await seedListEvents( 0 );
} );

test( 'ADM-EVL-26..33, 36, ADM-PERM-20, ADM-NOTIF-02..05, GAP-21, GAP-26, GAP-27: row actions of an administrator', async ( {
	page,
	context,
} ) => {
	test.setTimeout( 150_000 );
	await logInPage( page, ADMIN );
	await openList( page );
	const summit = events.get( 'upcoming' );

	await expect(
		row( page, 'Upcoming Summit' ).getByRole( 'link', { name: 'Edit' } )
	).toHaveAttribute(
		'href',
		new RegExp( `#/events/create/${ summit.id }/basic$` )
	);
	const scan = row( page, 'Upcoming Summit' ).getByRole( 'link', {
		name: 'Scan Ticket',
	} );
	await expect( scan ).toHaveAttribute(
		'href',
		new RegExp( `page=eventsmith-scanner&event_id=${ summit.id }$` )
	);
	await expect( scan ).toHaveAttribute( 'target', '_blank' );

	let menu = await expectMenuItems( page, 'Upcoming Summit', [
		'Preview',
		'Bookings',
		'RSVP Report',
		'Attendee list',
		'Waitlist',
		'Clone',
		'Delete',
		'Send Certificate',
	] );
	const popup = context.waitForEvent( 'page' );
	await menu.getByRole( 'menuitem', { name: 'Preview' } ).click();
	const preview = await popup;
	expect( preview.url() ).toBe( summit.link );
	await preview.close();

	for ( const [ item, path ] of [
		[ 'Bookings', `#/purchase-report/${ summit.id }` ],
		[ 'RSVP Report', `#/rsvp-report/${ summit.id }` ],
		[ 'Attendee list', `#/attendees/event/${ summit.id }` ],
		[ 'Waitlist', `#/waitlist/event/${ summit.id }` ],
	] as [ string, string ][] ) {
		await openList( page );
		await chooseFromMenu( page, 'Upcoming Summit', item );
		await expect( page ).toHaveURL(
			new RegExp( `${ path.replace( /\//g, '\\/' ) }$` )
		);
	}

	// No certificate template, no Send Certificate.
	await openList( page );
	menu = await openMenu( page, 'Ongoing Expo' );
	await expect(
		menu.getByRole( 'menuitem', { name: 'Send Certificate' } )
	).toHaveCount( 0 );
	await page.keyboard.press( 'Escape' );

	// Clone fails, then succeeds without a confirmation.
	await page.route( `**/events/${ summit.id }/clone**`, ( route ) =>
		route.fulfill( { status: 500, json: { code: 'x', message: 'Broken' } } )
	);
	await chooseFromMenu( page, 'Upcoming Summit', 'Clone' );
	await expect(
		snackbar( page, 'Failed to clone the event!' )
	).toBeVisible();
	await page.unroute( `**/events/${ summit.id }/clone**` );
	await chooseFromMenu( page, 'Upcoming Summit', 'Clone' );
	await expect( page.getByText( 'Are you sure?' ) ).toHaveCount( 0 );
	await expect(
		snackbar( page, 'Successfully cloned the event!' )
	).toBeVisible();
	await expect( row( page, 'Upcoming Summit' ) ).toHaveCount( 2 );

	// Delete: cancel sends nothing; a failure keeps the row; then it goes.
	const deletes: string[] = [];
	page.on( 'request', ( request ) => {
		if ( methodOf( request ) === 'DELETE' ) {
			deletes.push( request.url() );
		}
	} );
	await chooseFromMenu( page, 'Draft Meetup', 'Delete' );
	await expect( page.getByText( 'Are you sure?' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( deletes ).toEqual( [] );

	const draft = `**/events/${ events.get( 'draft' ).id }**`;
	for ( const [ outcome, left ] of [
		[ 'Failed to delete the event!', 1 ],
		[ 'Successfully deleted the event!', 0 ],
	] as [ string, number ][] ) {
		if ( left ) {
			await failRequests( page, draft, 'Broken', { method: 'DELETE' } );
		}
		await chooseFromMenu( page, 'Draft Meetup', 'Delete' );
		await page.getByRole( 'button', { name: 'Yes' } ).click();
		await expect( snackbar( page, outcome ) ).toBeVisible();
		await expect( row( page, 'Draft Meetup' ) ).toHaveCount( left );
		await page.unroute( draft );
	}

	// Send Certificate: a dialog, then a notice.
	await chooseFromMenu( page, 'Upcoming Summit', 'Send Certificate' );
	const dialog = page.getByRole( 'dialog', { name: 'Send Certificate' } );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Send' } ).click();
	await expect(
		snackbar( page, /Certificate sent to \d+ attendees?\./ )
	).toBeVisible();
	await expect( dialog ).toHaveCount( 0 );
} );

test( 'ADM-PERM-16..19, ADM-EVL-30: row actions follow permissions and the RSVP module', async ( {
	page,
} ) => {
	await sessionWithOnly( 'eventsmith_manage_event' );
	const limited = await ensureUser(
		'subscriber',
		'only-eventsmith-manage-event'
	);
	await logInPage( page, limited );
	await openList( page );
	await expect(
		row( page, 'Ongoing Expo' ).getByRole( 'link', { name: 'Scan Ticket' } )
	).toHaveCount( 0 );
	await expectMenuItems( page, 'Ongoing Expo', [
		'Preview',
		'RSVP Report',
		'Clone',
		'Delete',
	] );

	const off = await adminRest( 'PUT', '/eventsmith/v2/settings', {
		modules: { rsvp: 'off' },
	} );
	expect( off.status ).toBe( 200 );
	try {
		await openList( page );
		await expectMenuItems( page, 'Ongoing Expo', [
			'Preview',
			'Clone',
			'Delete',
		] );
	} finally {
		await adminRest( 'PUT', '/eventsmith/v2/settings', {
			modules: { rsvp: 'on' },
		} );
	}
} );
