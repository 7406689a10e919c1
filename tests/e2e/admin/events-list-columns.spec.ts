/**
 * The event list (#/events): its empty state (#/events/empty), then the
 * columns, badges, status tags, location warning and footer of its rows.
 */
import { test } from '@playwright/test';
import { ADMIN, logInPage } from '../../support/wordpress';
import { DASHBOARD, expect, expectAccessible } from './support/dashboard';
import {
	adminRest,
	deleteAllEvents,
	openList,
	routeArgs,
	row,
	seedListEvents,
} from './support/events';

test.describe.configure( { mode: 'serial' } );

const TOOLTIP =
	"There's a problem with this event's location. Kindly remove the location and save it again.";

test( 'ADM-ROUTE-06, GAP-32: without events the list and #/events/empty show the empty state with a create button', async ( {
	page,
} ) => {
	// Other suites may have left events behind: start from none.
	await deleteAllEvents();
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/events/empty` );
	const create = page.getByRole( 'link', { name: 'Create Event' } );
	await expect( create ).toBeVisible();
	await expect( create ).toHaveAttribute( 'href', /#\/events\/create$/ );
	await expectAccessible( page );

	await page.goto( `${ DASHBOARD }#/events` );
	await page.reload();
	await expect(
		page.getByRole( 'heading', { name: 'No events yet' } )
	).toBeVisible( { timeout: 30_000 } );
	await page.getByRole( 'link', { name: 'Create Event' } ).click();
	await expect( page ).toHaveURL( /#\/events\/create$/ );
} );

test( 'seed the events the list tests use', async () => {
	test.setTimeout( 180_000 );
	await seedListEvents();
} );

test( 'ADM-ROUTE-02, ADM-EVL-11..24, 34, 35, ADM-CONST-04: columns, badges, sold, status tags, location warning and footer', async ( {
	page,
} ) => {
	// A location stored before addresses were checked cannot be written over REST any more: the list answer is altered instead.
	await page.route( '**/eventsmith/v2/events**', async ( route ) => {
		const request = route.request();
		if ( request.method() !== 'GET' || ! routeArgs( request, '/events' ) ) {
			return route.fallback();
		}
		const response = await route.fetch();
		const body = await response.json();
		for ( const item of body.items ) {
			if ( item.title === 'Past Gala' ) {
				item.location = { address: { city: 'Nowhere' } };
			}
		}
		await route.fulfill( { response, json: body } );
	} );
	await logInPage( page, ADMIN );
	await openList( page );

	// Footer.
	const total = (
		await adminRest( 'GET', '/eventsmith/v2/events?per_page=1' )
	).body.total_items;
	expect( total ).toBeGreaterThan( 10 );
	await expect(
		page.getByText( `Showing 1 - 10 of ${ total } events` )
	).toBeVisible();
	// Older events are on page 2 at ten per page.
	await page.getByLabel( 'Per page' ).selectOption( '20' );
	await expect(
		page.getByText( `Showing 1 - ${ total } of ${ total } events` )
	).toBeVisible();

	const headers = page.getByRole( 'columnheader' );
	await expect( headers ).toHaveText( [
		'Event',
		'Sold',
		'Status',
		'Action',
	] );

	// Event cell: title, location, date and time, offset; badges.
	const ongoing = row( page, 'Ongoing Expo' );
	await expect( ongoing ).toContainText( 'Dhaka Hall' );
	await expect( ongoing ).toContainText( 'UTC+06:00' );
	await expect(
		ongoing.locator( '.eventsmith-event-cell__date' )
	).toContainText( /\d{4}/ );
	await expect(
		ongoing.getByText( 'Recurrence', { exact: true } )
	).toHaveCount( 0 );
	await expect( ongoing.getByText( 'Recurring Parent' ) ).toHaveCount( 0 );
	await expect(
		row( page, 'Yoga Series' ).getByText( 'Recurring Parent' )
	).toHaveCount( 1 );
	const occurrences = row( page, 'Yoga Series' ).filter( {
		has: page.getByText( 'Recurrence', { exact: true } ),
	} );
	await expect( occurrences.first() ).toBeVisible();

	// Sold: sold/total, ∞ for unlimited.
	await expect( ongoing.locator( 'td[data-colname="Sold"]' ) ).toHaveText(
		'0/∞'
	);
	await expect(
		row( page, 'Upcoming Summit' ).locator( 'td[data-colname="Sold"]' )
	).toHaveText( '0/50' );

	// Status labels and colours; Tokyo's end passed in Tokyo time.
	const tag = ( title: string ) =>
		row( page, title ).first().locator( '.eventsmith-status-tag' );
	await expect( tag( 'Ongoing Expo' ) ).toHaveText( 'Ongoing' );
	await expect( tag( 'Ongoing Expo' ) ).toHaveAttribute(
		'data-tone',
		'success'
	);
	await expect( tag( 'Upcoming Summit' ) ).toHaveText( 'Upcoming' );
	await expect( tag( 'Upcoming Summit' ) ).toHaveAttribute(
		'data-tone',
		'processing'
	);
	await expect( tag( 'Past Gala' ) ).toHaveText( 'Expired' );
	await expect( tag( 'Past Gala' ) ).toHaveAttribute( 'data-tone', 'error' );
	await expect( tag( 'Tokyo Night' ) ).toHaveText( 'Expired' );
	await expect( tag( 'Draft Meetup' ) ).toHaveText( 'Draft' );
	await expect( tag( 'Draft Meetup' ) ).toHaveAttribute(
		'data-tone',
		'default'
	);
	const colours = await Promise.all(
		[ 'Ongoing Expo', 'Upcoming Summit', 'Past Gala', 'Draft Meetup' ].map(
			( title ) =>
				tag( title ).evaluate( ( el ) => getComputedStyle( el ).color )
		)
	);
	expect( new Set( colours ).size ).toBe( 4 );

	// Location warning only on the malformed one, with the exact tooltip.
	const warning = row( page, 'Past Gala' ).getByRole( 'img', {
		name: TOOLTIP,
	} );
	await expect( warning ).toBeVisible();
	await warning.hover();
	await expect(
		page.getByText( TOOLTIP, { exact: true } ).last()
	).toBeVisible();
	await expect( ongoing.getByRole( 'img', { name: TOOLTIP } ) ).toHaveCount(
		0
	);
	await expect(
		row( page, 'Upcoming Summit' ).getByRole( 'img', { name: TOOLTIP } )
	).toHaveCount( 0 );

	await expectAccessible( page );
} );
