/**
 * The dashboard shell: admin menu entry, hash routing, the header's menus
 * and action button, the permission gate and its redirect chain, and an
 * accessibility scan.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, ensureUser, logInPage, siteUrl } from '../../support/wordpress';
import { DASHBOARD } from './support/dashboard';
import {
	app,
	DENIAL,
	header,
	logInWithOnly,
	openAndSeeDenial,
	openRoute,
	setCategoriesAndTags,
	watchForText,
} from './support/shell';

test( 'ADM-ROUTE-29/28/01: the menu opens #/events, unknown paths go there, reload and Back keep the screen', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await logInPage( page, ADMIN );

	await page.goto( '/wp-admin/' );
	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: 'Eventsmith', exact: true } )
		.click();
	await expect( page ).toHaveURL( /page=eventsmith#\/events$/ );
	await expect( page.getByText( 'Loading Eventsmith…' ) ).toHaveCount( 0 );

	for ( const unknown of [ '/foo', '/speakers/nonsense/1/2' ] ) {
		await page.goto( `${ DASHBOARD }#${ unknown }` );
		await expect( page ).toHaveURL( /page=eventsmith#\/events$/ );
	}

	await openRoute( page, '/speakers' );
	await page.reload();
	await expect( page ).toHaveURL( /#\/speakers$/ );
	await expect(
		header( page ).getByRole( 'button', { name: 'Speakers' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await header( page ).getByRole( 'link', { name: 'Schedules' } ).click();
	await expect( page ).toHaveURL( /#\/schedules$/ );
	await page.goBack();
	await expect( page ).toHaveURL( /#\/speakers$/ );
	expect( errors ).toEqual( [] );
} );

test( 'ADM-HDR-01..04: three menu groups whose items open their screens', async ( {
	page,
} ) => {
	await logInPage( page, ADMIN );
	await openRoute( page, '/events' );
	const menu = page.getByRole( 'navigation', { name: 'Eventsmith menu' } );
	await expect( menu.locator( ':scope > *' ) ).toHaveCount( 3 );

	const items = {
		Events: [
			[ 'Events', '#/events' ],
			[ 'Event Categories', '#/categories' ],
			[ 'Event Tags', '#/tags' ],
		],
		Speakers: [
			[ 'Speakers', '#/speakers' ],
			[ 'Speakers Group', '#/group' ],
		],
	};
	for ( const [ group, links ] of Object.entries( items ) ) {
		for ( const [ label, hash ] of links ) {
			await menu.getByRole( 'button', { name: group } ).click();
			await page
				.getByRole( 'menuitem', { name: label, exact: true } )
				.click();
			await expect( page ).toHaveURL( new RegExp( `${ hash }$` ) );
		}
	}
	await menu.getByRole( 'link', { name: 'Schedules' } ).click();
	await expect( page ).toHaveURL( /#\/schedules$/ );
	await expect( page.locator( '.components-dropdown__content' ) ).toHaveCount(
		0
	);
} );

test( 'ADM-HDR-05..13: the header button is Add New on lists, RSVP Reminder on the RSVP report, Go Back elsewhere', async ( {
	page,
} ) => {
	await setCategoriesAndTags( false );
	await logInPage( page, ADMIN );
	const expectations: Array< [ string, string, string | null ] > = [
		[ '/events', 'Add New', '#/events/create' ],
		[ '/categories', 'Add New', '#/categories/create' ],
		[ '/tags', 'Add New', '#/tags/create' ],
		[ '/speakers', 'Add New', '#/speakers/create' ],
		[ '/group', 'Add New', '#/group/create' ],
		[ '/schedules', 'Add New', '#/schedules/create' ],
		[ '/rsvp-report', 'RSVP Reminder', '#/rsvp-report/create' ],
		[ '/rsvp-report/create', 'Go Back', '#/rsvp-report' ],
		[ '/events/create', 'Go Back', '#/events' ],
		[ '/schedules/create', 'Go Back', '#/schedules' ],
		[ '/speakers/create', 'Go Back', '#/speakers' ],
		[ '/attendees', 'Go Back', '#/events' ],
		[ '/purchase-report', 'Go Back', '#/events' ],
	];
	for ( const [ route, label, href ] of expectations ) {
		await openRoute( page, route );
		const button = header( page ).getByRole( 'link', {
			name: label,
			exact: true,
		} );
		await expect( button, route ).toBeVisible();
		await expect( button ).toHaveAttribute( 'href', href! );
		const others = [ 'Add New', 'RSVP Reminder', 'Go Back' ].filter(
			( other ) => other !== label
		);
		for ( const other of others ) {
			await expect(
				header( page ).getByRole( 'link', { name: other, exact: true } )
			).toHaveCount( 0 );
		}
	}

	// Go Back leaves a create page for its list.
	await openRoute( page, '/schedules/create' );
	await header( page ).getByRole( 'link', { name: 'Go Back' } ).click();
	await expect( page ).toHaveURL( /#\/schedules$/ );
} );

test( 'ADM-HDR-14/15: with categories and tags disabled their menu items and Add New buttons are hidden', async ( {
	page,
} ) => {
	await setCategoriesAndTags( true );
	try {
		await logInPage( page, ADMIN );
		for ( const route of [ '/categories', '/tags' ] ) {
			await openRoute( page, route );
			await expect( page ).toHaveURL( new RegExp( `#${ route }$` ) );
			await expect(
				header( page ).getByRole( 'link', { name: 'Add New' } )
			).toHaveCount( 0 );
		}
		await header( page ).getByRole( 'button', { name: 'Events' } ).click();
		await expect(
			page
				.locator( '.components-dropdown__content' )
				.getByRole( 'menuitem' )
		).toHaveText( [ 'Events' ] );
	} finally {
		await setCategoriesAndTags( false );
	}
} );

test( 'ADM-PERM-01: "Checking Authorization..." shows until the permissions are known', async ( {
	page,
} ) => {
	await logInPage( page, ADMIN );
	// Without the preloaded answer the app must ask the server; hold that answer back.
	await page.addInitScript( () => {
		let boot: { preload?: unknown } | undefined;
		Object.defineProperty( window, 'eventsmithDashboard', {
			configurable: true,
			get: () => boot,
			set: ( value ) => {
				boot = { ...value, preload: undefined };
			},
		} );
	} );
	let release: () => void = () => undefined;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( '**/permissions/current-user**', async ( route ) => {
		await held;
		await route.continue();
	} );
	await page.goto( `${ DASHBOARD }#/events` );
	await expect(
		app( page ).getByText( 'Checking Authorization...' )
	).toBeVisible();
	release();
	// The held answer now reaches a site that serves one request at a time.
	await expect(
		app( page ).getByText( 'Checking Authorization...' )
	).toHaveCount( 0, { timeout: 30_000 } );
	await expect(
		app( page ).getByText( 'Access Denied! Redirecting...' )
	).toHaveCount( 0 );
} );

/** Users holding one capability, sent from a screen they may not see. */
const REDIRECTS: Array< {
	title: string;
	capability: string;
	from: string;
	to: RegExp;
	/** Other screens that send the user to the same place. */
	alsoFrom?: string[];
	/** What else to check once redirected. */
	then?: ( page: Page ) => Promise< void >;
} > = [
	{
		title: 'ADM-PERM-10/13/14/15: a user with only the organizer permission sees Speakers only and is sent there from #/events',
		capability: 'eventsmith_manage_organizer',
		from: '/events',
		to: /#\/speakers$/,
		alsoFrom: [ '/tags' ],
		then: async ( page ) => {
			const menu = page.getByRole( 'navigation', {
				name: 'Eventsmith menu',
			} );
			await expect(
				menu.getByRole( 'button', { name: 'Speakers' } )
			).toBeVisible();
			for ( const [ role, name ] of [
				[ 'button', 'Events' ],
				[ 'link', 'Schedules' ],
			] as const ) {
				await expect( menu.getByRole( role, { name } ) ).toHaveCount(
					0
				);
			}
		},
	},
	{
		title: 'ADM-PERM-09/04/05: event-only users are sent to #/events',
		capability: 'eventsmith_manage_event',
		from: '/group',
		to: /#\/events$/,
		alsoFrom: [ '/schedules' ],
	},
	{
		title: 'ADM-PERM-11/08: schedule-only users see the denial and are sent to #/schedules',
		capability: 'eventsmith_manage_schedule',
		from: '/events',
		to: /#\/schedules$/,
	},
];

for ( const { title, capability, from, to, alsoFrom, then } of REDIRECTS ) {
	test( title, async ( { page } ) => {
		await logInWithOnly( page, capability );
		await watchForText( page, DENIAL );
		await openAndSeeDenial( page, from );
		await expect( page ).toHaveURL( to );
		await then?.( page );
		for ( const other of alsoFrom ?? [] ) {
			await page.goto( `${ DASHBOARD }#${ other }` );
			await expect( page ).toHaveURL( to );
		}
	} );
}

test( 'ADM-PERM-12: a user with only the attendee permission lands on the site home from #/events', async ( {
	page,
} ) => {
	await logInWithOnly( page, 'eventsmith_manage_attendee' );
	await page.goto( `${ DASHBOARD }#/attendees` );
	await expect( app( page ).getByText( DENIAL ) ).toHaveCount( 0 );
	await watchForText( page, DENIAL );
	await page.goto( '/wp-admin/profile.php' );
	await openAndSeeDenial( page, '/events' );
	await page.waitForURL( ( url ) => ! url.pathname.includes( '/wp-admin/' ) );
	expect( page.url().replace( /\/$/, '' ) ).toBe( siteUrl() );
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

	await page.goto( DASHBOARD );
	await expect(
		page.getByText( 'Sorry, you are not allowed to access this page.' )
	).toBeVisible();
	await expect( page.locator( '#eventsmith-dashboard' ) ).toHaveCount( 0 );
} );

test( 'the dashboard shell has no serious or critical accessibility violations', async ( {
	page,
} ) => {
	await logInPage( page, ADMIN );
	await openRoute( page, '/events' );
	await page.getByRole( 'navigation', { name: 'Eventsmith menu' } ).waitFor();
	const results = await new AxeBuilder( { page } )
		.include( '.eventsmith-app__header' )
		.analyze();
	const serious = results.violations.filter(
		( violation ) =>
			violation.impact === 'serious' || violation.impact === 'critical'
	);
	expect( serious.map( ( violation ) => violation.id ) ).toEqual( [] );
} );
