/**
 * The programme widgets that move, in a browser: the events accordion
 * (ACC-01..04), the event filter toggle (FE-04) and the schedule tabs with
 * arrow keys (SC-17), on one page; axe finds nothing on them.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { publishPage } from '../../support/pages';
import { ADMIN, session } from '../../support/wordpress';

test( 'ACC-01 ACC-02 ACC-03 ACC-04 FE-04 SC-17 one accordion item open at a time with plus/minus and a 200 ms slide, the filter button toggles its form, schedule tabs follow arrow keys; axe is clean', async ( {
	page,
} ) => {
	// Seeding six records on Playground's single worker is slow on a busy machine.
	test.setTimeout( 420_000 );
	const run = Date.now().toString( 36 );
	const admin = await session( ADMIN );
	const created = async ( route: string, body: unknown ) => {
		const response = await admin.rest(
			'POST',
			`/eventsmith/v2${ route }`,
			body
		);
		expect( response.status(), await response.text() ).toBe( 201 );
		return json( response );
	};
	const category = await created( '/categories', { name: `Acc ${ run }` } );
	for ( const [ index, day ] of [ '2031-03-01', '2031-03-02' ].entries() ) {
		await createEvent( admin, {
			title: `Accordion ${ index + 1 } ${ run }`,
			description: `What happens on day ${ index + 1 }.`,
			...oneDay( day, '10:00', '12:00' ),
			categories: [ category.id ],
		} );
	}
	const days: number[] = [];
	for ( const [ index, date ] of [ '2031-03-01', '2031-03-02' ].entries() ) {
		days.push(
			(
				await created( '/schedules', {
					program_title: `Tab day ${ index + 1 } ${ run }`,
					date,
					sessions: [
						{
							start_time: '09:00',
							title: `Session ${ index + 1 }`,
						},
					],
				} )
			).id
		);
	}
	const url = await publishPage(
		`Programme widgets ${ run }`,
		// Widgets sit in a section of the page; their item headings are h3.
		`<!-- wp:heading --><h2 class="wp-block-heading">What’s on</h2><!-- /wp:heading -->` +
			`<!-- wp:eventsmith/accordion {"category":"${ category.slug }","orderby":"start_date","order":"ASC"} /-->` +
			'<!-- wp:eventsmith/event-filter /-->' +
			`<!-- wp:eventsmith/schedule {"ids":"${ days.join( ',' ) }"} /-->`
	);

	await page.goto( url );

	// The accordion: every item closed once the script runs, "+" on each.
	const accordion = page.locator( '.wp-block-eventsmith-accordion' );
	const first = accordion.getByRole( 'button', {
		name: `Accordion 1 ${ run }`,
	} );
	const second = accordion.getByRole( 'button', {
		name: `Accordion 2 ${ run }`,
	} );
	const firstPanel = accordion.getByRole( 'region', {
		name: `Accordion 1 ${ run }`,
	} );
	const secondPanel = accordion.getByRole( 'region', {
		name: `Accordion 2 ${ run }`,
	} );
	await expect( first ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( second ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( first ).toContainText( '+' );
	await expect( firstPanel ).toBeHidden();

	// ACC-04: opening slides for 200 ms.
	// The store's watch starts the slide right after the next render.
	const slide = await first.evaluate( async ( button ) => {
		( button as HTMLElement ).click();
		const panel = document.getElementById(
			button.getAttribute( 'aria-controls' ) ?? ''
		)!;
		for ( let frame = 0; frame < 6; frame++ ) {
			if ( panel.getAnimations().length > 0 ) {
				break;
			}
			await new Promise( ( done ) => requestAnimationFrame( done ) );
		}
		return panel
			.getAnimations()
			.map( ( animation ) =>
				Number( animation.effect?.getTiming().duration )
			);
	} );
	expect( slide ).toEqual( [ 200 ] );
	// ACC-03: minus when open.
	await expect( first ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( first ).toContainText( '−' );
	await expect( firstPanel ).toBeVisible();
	await expect( firstPanel ).toContainText( 'What happens on day 1.' );

	// ACC-01: opening another closes the first.
	await second.click();
	await expect( second ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( first ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( first ).toContainText( '+' );
	await expect( firstPanel ).toBeHidden();
	await expect( secondPanel ).toBeVisible();

	// ACC-02: clicking the open item closes it.
	await second.click();
	await expect( second ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( secondPanel ).toBeHidden();
	await expect( accordion.locator( '[aria-expanded="true"]' ) ).toHaveCount(
		0
	);

	// FE-04: the filter button shows and hides the form.
	const filter = page.getByRole( 'button', { name: 'Filter events' } );
	const form = page.getByRole( 'search', { name: 'Filter events' } );
	await expect( filter ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( form ).toBeHidden();
	await filter.click();
	await expect( filter ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( form ).toBeVisible();
	await expect( form.getByLabel( 'Search' ) ).toBeFocused();
	await filter.click();
	await expect( form ).toBeHidden();

	// SC-17: schedule tabs, one panel at a time, arrow keys move and select.
	const tabs = page.getByRole( 'tab' );
	await expect( tabs ).toHaveCount( 2 );
	const tabOne = page.getByRole( 'tab', { name: `Tab day 1 ${ run }` } );
	const tabTwo = page.getByRole( 'tab', { name: `Tab day 2 ${ run }` } );
	await expect( tabOne ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( page.getByRole( 'tabpanel' ) ).toHaveCount( 1 );
	await expect( page.getByRole( 'tabpanel' ) ).toContainText( 'Session 1' );
	await tabOne.focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( tabTwo ).toBeFocused();
	await expect( tabTwo ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( tabOne ).toHaveAttribute( 'tabindex', '-1' );
	await expect( page.getByRole( 'tabpanel' ) ).toContainText( 'Session 2' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( tabOne ).toBeFocused();
	await page.keyboard.press( 'End' );
	await expect( tabTwo ).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'ArrowLeft' );
	await expect( tabOne ).toHaveAttribute( 'aria-selected', 'true' );

	// axe on the three widgets, with the accordion and the form open.
	await first.click();
	await filter.click();
	const results = await new AxeBuilder( { page } )
		.include( '.wp-block-eventsmith-accordion' )
		.include( '.wp-block-eventsmith-event-filter' )
		.include( '.wp-block-eventsmith-schedule' )
		.analyze();
	expect(
		results.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ' ' ) }`
		)
	).toEqual( [] );
} );
