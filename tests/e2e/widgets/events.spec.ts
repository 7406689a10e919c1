/**
 * The events widget in a browser: "Load more" fetches the next page from the
 * public route and appends it without reloading, then goes away; a failed
 * fetch says so; axe finds nothing on the widget.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { publishPage } from '../../support/pages';
import { ADMIN, session } from '../../support/wordpress';

test( 'SC-04 Load more appends the next events without reloading, then disappears; a failed fetch says so; axe finds nothing', async ( {
	page,
} ) => {
	// Seeding over REST on Playground's single worker is slow on a busy machine.
	test.setTimeout( 300_000 );
	const run = Date.now().toString( 36 );
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Paging ${ run }`,
		} )
	);
	for ( const [ index, day ] of [
		'2031-03-01',
		'2031-03-02',
		'2031-03-03',
	].entries() ) {
		await createEvent( admin, {
			title: `Talk ${ index + 1 } ${ run }`,
			...oneDay( day, '10:00', '11:00' ),
			location: { address: { address: 'Main hall' } },
			categories: [ category.id ],
		} );
	}
	const url = await publishPage(
		`Events e2e ${ run }`,
		`<!-- wp:eventsmith/events ${ JSON.stringify( {
			category: category.slug,
			limit: 1,
			orderby: 'start_date',
			order: 'ASC',
			layout: 'grid',
			style: 'style-1',
		} ) } /-->`
	);

	await page.goto( url );
	const widget = page.locator( '.wp-block-eventsmith-events' );
	const titles = widget.locator( '.eventsmith-events__title' );
	await expect( titles ).toHaveText( [ `Talk 1 ${ run }` ] );
	const more = widget.getByRole( 'button', {
		name: 'Load more',
		exact: true,
	} );
	await expect( more ).toBeVisible();
	await expect(
		widget.getByRole( 'link', { name: 'Load more', exact: true } )
	).toBeHidden();
	await page.evaluate( () => {
		( window as unknown as { samePage: boolean } ).samePage = true;
	} );

	const answered = page.waitForResponse( /public\/events/ );
	await more.click();
	expect( ( await answered ).status() ).toBe( 200 );
	await expect( titles ).toHaveText( [
		`Talk 1 ${ run }`,
		`Talk 2 ${ run }`,
	] );
	await expect(
		widget.locator( '.eventsmith-events__items' )
	).not.toHaveAttribute( 'aria-busy', 'true' );
	expect(
		await page.evaluate(
			() => ( window as unknown as { samePage?: boolean } ).samePage
		)
	).toBe( true );

	const results = await new AxeBuilder( { page } )
		.include( '.wp-block-eventsmith-events' )
		.analyze();
	expect(
		results.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ' ' ) }`
		)
	).toEqual( [] );

	// A failed fetch says so and keeps the button for another try.
	await page.route( /public\/events/, ( route ) => route.abort() );
	await more.click();
	await expect( widget.getByRole( 'alert' ) ).toHaveText(
		'More events could not be loaded. Please try again.'
	);
	await expect( more ).toBeEnabled();
	await expect( titles ).toHaveCount( 2 );

	// The last page appends the third event and the button goes away.
	await page.unroute( /public\/events/ );
	await more.click();
	await expect( titles ).toHaveCount( 3 );
	await expect( more ).toBeHidden();
	// The earlier failure message is gone with it (the whole "more" area is hidden).
	await expect( widget.locator( '.eventsmith-events__error' ) ).toHaveText(
		''
	);
} );
