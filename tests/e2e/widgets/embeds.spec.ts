/**
 * Embedded widgets on another website (SC-07) behave as on the site itself:
 * the countdown ticks, the slider moves, "Load more" pages in place and its
 * links lead to the site's own pages, the RSVP form sends; and the host
 * page's CSS cannot hide or squash them.
 */
import { expect, test, type Page } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { countdownDate } from '../../support/pages';
import { createRsvpEvent } from '../../support/rsvp';
import { ADMIN, session, siteUrl } from '../../support/wordpress';
import { hostPage } from '../support/host-page';

const RUN = Date.now().toString( 36 );

/** Host page rules aimed at everything an embed could be made of. */
const HOSTILE_CSS = `div, iframe, [class*="eventsmith"], [data-eventsmith-embed], eventsmith-embed {
	display: none !important; height: 0 !important; max-height: 0 !important; visibility: hidden !important; }`;

test( "SC-07 embeds on another origin tick, move, page, send and stay visible against the host page's CSS", async ( {
	browser,
} ) => {
	test.setTimeout( 240_000 );
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Embedded ${ RUN }`,
		} )
	);
	for ( const [ n, day ] of [ '2031-04-01', '2031-04-02' ].entries() ) {
		await createEvent( admin, {
			title: `Embedded talk ${ n + 1 } ${ RUN }`,
			...oneDay( day, '10:00', '11:00' ),
			categories: [ category.id ],
		} );
	}
	const rsvp = await createRsvpEvent( admin, `Embedded RSVP ${ RUN }`, {
		capacity: 10,
	} );
	const record = async ( name: string, shortcode: string ) => {
		const response = await admin.rest(
			'POST',
			'/eventsmith/v2/shortcode-scripts',
			{ post_name: `${ name } ${ RUN }`, shortcode }
		);
		expect( response.status(), await response.text() ).toBe( 201 );
		return ( await json( response ) ).script_tag as string;
	};
	const inAnHour = countdownDate( new Date( Date.now() + 3600_000 ) );
	const tags = [
		await record(
			'Countdown',
			`[eventsmith_countdown date="${ inAnHour }"]`
		),
		await record(
			'Talks',
			`[eventsmith_events category="${ category.slug }" limit="1" orderby="start_date" order="ASC" load_more="yes"]`
		),
		await record(
			'Slider',
			`[eventsmith_event_slider category="${ category.slug }" slider_count="1" autoplay="no"]`
		),
		await record( 'RSVP', `[eventsmith_rsvp event_id="${ rsvp.id }"]` ),
	];
	await admin.request.dispose();

	const host = await hostPage(
		`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title><style>${ HOSTILE_CSS }</style></head><body><h1>Another site</h1>${ tags.join( '\n' ) }</body></html>`
	);
	// A visitor with no cookies of the site, on a phone.
	const context = await browser.newContext( {
		viewport: { width: 390, height: 844 },
	} );
	const page = await context.newPage();
	try {
		await page.goto( host.url );
		const embeds = page.locator( 'eventsmith-embed' );
		await expect( embeds ).toHaveCount( 4 );
		const frame = ( n: number ) =>
			page.frameLocator( `eventsmith-embed >> nth=${ n } >> iframe` );

		// Visible and sized to their content, whatever the host page says.
		for ( let n = 0; n < 4; n++ ) {
			await expect( embeds.nth( n ) ).toBeVisible();
			await expect
				.poll(
					async () =>
						( await embeds.nth( n ).boundingBox() )?.height ?? 0,
					{
						timeout: 30_000,
					}
				)
				.toBeGreaterThan( 60 );
		}

		await countdownTicks( frame( 0 ) );
		await loadMorePages( page, frame( 1 ) );
		await sliderMoves( frame( 2 ) );

		const form = frame( 3 ).locator( '.wp-block-eventsmith-rsvp-form' );
		await form.getByLabel( 'Going', { exact: true } ).check();
		await form.getByLabel( 'Your name' ).fill( 'Embedded Guest' );
		await form
			.getByLabel( 'Your email' )
			.fill( `guest-${ RUN }@example.org` );
		await form.getByLabel( 'Number of attendees' ).fill( '1' );
		await form.getByRole( 'button', { name: 'Next' } ).click();
		await form.getByRole( 'button', { name: 'Submit' } ).click();
		await expect(
			form.getByText( 'Thank you! Your answer has been sent.' )
		).toBeVisible( { timeout: 30_000 } );
	} finally {
		await context.close();
		host.server.close();
	}
} );

async function countdownTicks( frame: ReturnType< Page[ 'frameLocator' ] > ) {
	const seconds = frame.locator(
		'.wp-block-eventsmith-countdown__unit--seconds .wp-block-eventsmith-countdown__value'
	);
	await expect( seconds ).toBeVisible();
	const first = await seconds.textContent();
	await expect
		.poll( () => seconds.textContent(), { timeout: 5_000 } )
		.not.toBe( first );
}

async function loadMorePages(
	page: Page,
	frame: ReturnType< Page[ 'frameLocator' ] >
) {
	const titles = frame.locator( '.eventsmith-events__title' );
	await expect( titles ).toHaveText( [ `Embedded talk 1 ${ RUN }` ] );
	await frame
		.getByRole( 'button', { name: 'Load more', exact: true } )
		.click();
	await expect( titles ).toHaveText( [
		`Embedded talk 1 ${ RUN }`,
		`Embedded talk 2 ${ RUN }`,
	] );
	// Still the host page: paging happened inside the embed.
	expect( page.url() ).toMatch( /^http:\/\/127\.0\.0\.1:\d+\/$/ );
	// Links lead to the site's own event pages, opened in the visitor's window.
	const link = titles.first().locator( 'a' );
	expect( await link.getAttribute( 'href' ) ).toMatch(
		new RegExp( `^${ siteUrl() }/events/` )
	);
	await link.click();
	await expect( page ).toHaveURL( new RegExp( `^${ siteUrl() }/events/` ) );
	await page.goBack();
}

async function sliderMoves( frame: ReturnType< Page[ 'frameLocator' ] > ) {
	const active = frame.locator( '.swiper-slide-active' );
	await expect( active ).toContainText( `Embedded talk` );
	const before = await active.textContent();
	await frame.getByRole( 'button', { name: 'Next slide' } ).click();
	await expect.poll( () => active.textContent() ).not.toBe( before );
}
