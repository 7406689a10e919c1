/**
 * The calendar widget in a browser: moving to the next month fetches its
 * events from the public route and shows them without reloading the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { publishPage } from '../../support/pages';
import { ADMIN, session } from '../../support/wordpress';

test( 'SC-16 the calendar goes to the next month and shows a seeded event on its day without reloading, says so when a fetch fails; axe finds nothing serious', async ( {
	page,
} ) => {
	const now = new Date();
	const next = new Date(
		Date.UTC( now.getUTCFullYear(), now.getUTCMonth() + 1, 15 )
	);
	const day = next.toISOString().slice( 0, 10 );
	const title = `Next month meetup ${ Date.now().toString( 36 ) }`;
	const admin = await session( ADMIN );
	await createEvent( admin, { title, ...oneDay( day, '18:00', '20:00' ) } );
	const url = await publishPage(
		'Calendar e2e',
		'<!-- wp:eventsmith/calendar {"view":"dayGridMonth"} /-->'
	);

	await page.goto( url );
	const calendar = page.locator( '.wp-block-eventsmith-calendar' );
	const heading = calendar.getByRole( 'heading', { level: 2 } );
	const monthName = ( at: Date ) =>
		new Intl.DateTimeFormat( 'en-US', {
			month: 'long',
			year: 'numeric',
			timeZone: 'UTC',
		} ).format( at );
	await expect( heading ).toHaveText( monthName( now ) );
	await page.evaluate( () => {
		( window as unknown as { calendarPage: boolean } ).calendarPage = true;
	} );

	const answered = page.waitForResponse( /public\/occurrences/ );
	await calendar.getByRole( 'button', { name: 'Next' } ).click();
	expect( ( await answered ).status() ).toBe( 200 );
	await expect( heading ).toHaveText( monthName( next ) );
	await expect(
		calendar.locator( `td[data-day="${ day }"]` ).getByRole( 'link' )
	).toContainText( title );
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { calendarPage?: boolean } ).calendarPage
		)
	).toBe( true );

	const results = await new AxeBuilder( { page } )
		.include( '.wp-block-eventsmith-calendar' )
		.analyze();
	expect(
		results.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ' ' ) }`
		)
	).toEqual( [] );

	// A failed fetch says so and keeps the month on screen.
	await page.route( /public\/occurrences/, ( route ) => route.abort() );
	await calendar.getByRole( 'button', { name: 'Next' } ).click();
	await expect( calendar.getByRole( 'alert' ) ).toHaveText(
		'The events could not be loaded. Please try again.'
	);
	await expect( heading ).toHaveText( monthName( next ) );
	await expect(
		calendar.locator( `td[data-day="${ day }"]` ).getByRole( 'link' )
	).toContainText( title );
} );
