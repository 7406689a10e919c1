/**
 * The first-run welcome (issue 33, item 5) on a site without events: the
 * three settings, sample events with their progress bar, removal of exactly
 * the samples after a confirmation, and never again afterwards. Screenshots
 * go to EVENTSMITH_SHOTS when it names a folder.
 */
import { test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import {
	DASHBOARD,
	expect,
	expectAccessible,
	seed,
	snackbar,
} from './support/dashboard';
import { asAdministrator } from './support/lists';

asAdministrator();
// Each sample step is one request that creates posts and images on a busy worker.
test.describe.configure( { timeout: 600_000 } );

const panel = ( page: Page ) =>
	page.getByRole( 'region', { name: 'Welcome to Eventsmith' } );

async function shot( page: Page, name: string ) {
	const dir = process.env.EVENTSMITH_SHOTS;
	if ( dir ) {
		await page.screenshot( { path: join( dir, `welcome-${ name }.png` ) } );
	}
}

async function admin() {
	return session( ADMIN );
}

/** A site as after activation without events: the welcome is pending. */
async function firstRun() {
	const answer = await (
		await admin()
	).rest( 'POST', '/eventsmith-test/v1/welcome-first-run', { park: true } );
	expect( ( await json( answer ) ).state ).toBe( 'pending' );
}

async function eventIds(): Promise< number[] > {
	const list = await json(
		await (
			await admin()
		).rest( 'GET', '/eventsmith/v2/events?status=all&per_page=100' )
	);
	return list.items.map( ( item: Json ) => item.id );
}

/** What the welcome changes, as the site had it: the specs after this one expect it back. */
let before: { currency: string; events_slug: string; timezone: string };

test.beforeAll( async () => {
	const site = await admin();
	const settings = await json(
		await site.rest( 'GET', '/eventsmith/v2/settings' )
	);
	const general = await json( await site.rest( 'GET', '/wp/v2/settings' ) );
	before = {
		currency: settings.currency,
		events_slug: settings.events_slug,
		timezone: general.timezone,
	};
} );

test.afterAll( async () => {
	const site = await admin();
	await site.rest( 'POST', '/eventsmith-test/v1/welcome-done' );
	await site.rest( 'POST', '/eventsmith/v2/settings', {
		currency: before.currency,
		events_slug: before.events_slug,
	} );
	await site.rest( 'POST', '/wp/v2/settings', {
		timezone: before.timezone,
	} );
} );

for ( const width of [ 1280, 782 ] ) {
	test( `first run at ${ width } px: settings, sample events with progress, removal of only the samples, then never again (33.5)`, async ( {
		page,
	} ) => {
		await firstRun();
		await page.setViewportSize( { width, height: 900 } );
		await page.goto( `${ DASHBOARD }#/events` );
		const welcome = panel( page );
		await expect( welcome ).toBeVisible( { timeout: 120_000 } );
		await expect( welcome.getByLabel( 'Currency' ) ).toBeVisible();
		await expectAccessible( page );
		await shot( page, `before-${ width }` );

		// A refused value is named at its field, and nothing moves on.
		await welcome.getByLabel( 'Currency' ).fill( 'E1R' );
		await welcome
			.getByRole( 'button', { name: 'Save and continue' } )
			.click();
		await expect( welcome.getByRole( 'alert' ) ).toContainText(
			'currency'
		);
		await expect( welcome.getByLabel( 'Currency' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);

		await welcome.getByLabel( 'Currency' ).fill( 'EUR' );
		await welcome.getByLabel( 'Site timezone' ).fill( 'Europe/Berlin' );
		await welcome.getByLabel( 'Events address' ).fill( 'happenings' );
		await expect( welcome ).toContainText( '/happenings/' );
		// The form sends with the keyboard.
		await welcome.getByLabel( 'Events address' ).press( 'Enter' );
		await expect(
			welcome.getByRole( 'heading', {
				name: 'Want to look around first?',
			} )
		).toBeVisible();
		const site = await admin();
		const settings = await json(
			await site.rest( 'GET', '/eventsmith/v2/settings' )
		);
		expect( settings.currency ).toBe( 'EUR' );
		expect( settings.events_slug ).toBe( 'happenings' );
		expect(
			( await json( await site.rest( 'GET', '/wp/v2/settings' ) ) )
				.timezone
		).toBe( 'Europe/Berlin' );

		// Speakers earlier tests made are the owner's: only those the samples add go again.
		const speakerIds = async (): Promise< number[] > =>
			(
				await json(
					await site.rest(
						'GET',
						'/eventsmith/v2/speakers?per_page=100'
					)
				)
			).map( ( item: Json ) => item.id );
		const speakersBefore = await speakerIds();

		// Sample events, step by step, with the bar.
		const steps: Json[] = [];
		page.on( 'response', async ( response ) => {
			if (
				response.url().includes( 'welcome/samples' ) &&
				response.request().method() === 'POST'
			) {
				steps.push( await response.json().catch( () => ( {} ) ) );
			}
		} );
		await welcome
			.getByRole( 'button', { name: 'Add sample events' } )
			.click();
		const bar = welcome.getByRole( 'progressbar' );
		await expect( bar ).toBeVisible();
		await shot( page, `progress-${ width }` );
		await expect( welcome ).toContainText( 'Sample events', {
			timeout: 300_000,
		} );
		await expect(
			welcome.getByRole( 'button', { name: 'Remove sample events' } )
		).toBeVisible( { timeout: 300_000 } );
		await shot( page, `after-${ width }` );
		const total = steps[ 0 ]?.samples?.total;
		expect( total ).toBeGreaterThan( 1 );
		expect( steps.map( ( step ) => step.samples.done ) ).toEqual(
			Array.from( { length: total }, ( _, n ) => n + 1 )
		);
		// The list below shows the samples.
		await expect(
			page.locator( '.eventsmith-list__table tbody tr' ).first()
		).toBeVisible();
		const samples = await eventIds();
		expect( samples.length ).toBeGreaterThan( 5 );

		// The owner's own event and speaker, made after the samples, stay.
		const own = await seed( '/events', {
			title: `Own event ${ width }`,
			start_date: '2039-02-10',
			start_time: '10:00',
			end_date: '2039-02-10',
			end_time: '12:00',
			timezone: 'UTC',
		} );
		const sampleSpeakers = ( await speakerIds() ).filter(
			( id ) => ! speakersBefore.includes( id )
		);
		expect( sampleSpeakers.length ).toBeGreaterThan( 0 );
		const ownSpeaker = await json(
			await site.rest( 'POST', '/eventsmith/v2/speakers', {
				name: `Own speaker ${ width }`,
			} )
		);

		// Removal asks first; cancelling keeps everything.
		const remove = welcome.getByRole( 'button', {
			name: 'Remove sample events',
		} );
		await remove.click();
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Cancel' } )
			.click();
		expect( ( await eventIds() ).length ).toBe( samples.length + 1 );
		await remove.focus();
		await page.keyboard.press( 'Enter' );
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Yes' } )
			.click();
		await expect(
			snackbar( page, 'The sample events were removed.' )
		).toBeVisible( { timeout: 120_000 } );
		await expect( welcome ).toHaveCount( 0 );
		expect( await eventIds() ).toEqual( [ own.id ] );
		const left = await speakerIds();
		expect( left ).toContain( ownSpeaker.id );
		expect( left ).toEqual( expect.arrayContaining( speakersBefore ) );
		expect(
			left.filter( ( id: number ) => sampleSpeakers.includes( id ) )
		).toEqual( [] );
		await site.rest(
			'DELETE',
			`/eventsmith/v2/speakers/${ ownSpeaker.id }`
		);

		// Never again: not on the next visit, not after a reactivation.
		await site.rest(
			'POST',
			'/eventsmith-test/v1/deactivate-and-reactivate'
		);
		await page.reload();
		await expect(
			page.getByRole( 'heading', { name: 'Events', exact: true } )
		).toBeVisible();
		await expect( panel( page ) ).toHaveCount( 0 );
		const after = await json(
			await site.rest( 'GET', '/eventsmith/v2/welcome' )
		);
		expect( after ).toMatchObject( { state: 'done', shows: false } );
	} );
}

test( 'Skip, reached with the keyboard, closes the welcome for good (33.5)', async ( {
	page,
} ) => {
	await firstRun();
	await page.goto( `${ DASHBOARD }#/events` );
	const welcome = panel( page );
	await expect( welcome ).toBeVisible( { timeout: 120_000 } );
	await welcome.getByLabel( 'Currency' ).focus();
	// Currency, timezone, events address, Save and continue, Skip.
	for ( let n = 0; n < 4; n++ ) {
		await page.keyboard.press( 'Tab' );
	}
	await expect(
		welcome.getByRole( 'button', { name: 'Skip' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( welcome ).toHaveCount( 0 );
	await expect
		.poll(
			async () =>
				(
					await json(
						await (
							await admin()
						).rest( 'GET', '/eventsmith/v2/welcome' )
					)
				).state
		)
		.toBe( 'done' );
	await page.reload();
	await expect(
		page.getByRole( 'heading', { name: 'Events', exact: true } )
	).toBeVisible();
	await expect( panel( page ) ).toHaveCount( 0 );
} );

test( 'a site that has events when the plugin is activated never sees the welcome (33.5)', async ( {
	page,
} ) => {
	await seed( '/events', {
		title: 'Before activation',
		start_date: '2039-03-10',
		start_time: '10:00',
		end_date: '2039-03-10',
		end_time: '12:00',
		timezone: 'UTC',
	} );
	const answer = await (
		await admin()
	).rest( 'POST', '/eventsmith-test/v1/welcome-first-run' );
	expect( ( await json( answer ) ).state ).toBe( 'done' );
	await page.goto( `${ DASHBOARD }#/events` );
	await expect( page.getByText( 'Before activation' ) ).toBeVisible();
	await expect( panel( page ) ).toHaveCount( 0 );
} );
