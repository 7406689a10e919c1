/**
 * The countdown block on a published page (checklist CD-01 … CD-07).
 */
import { expect, test, type Locator } from '@playwright/test';
import { countdownDate, publishPage } from '../../support/pages';
import { ADMIN, logInPage } from '../../support/wordpress';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

function unit(
	block: Locator,
	name: 'days' | 'hours' | 'minutes' | 'seconds'
) {
	const cell = block.locator(
		`.wp-block-eventsmith-countdown__unit--${ name }`
	);
	return {
		value: cell.locator( '.wp-block-eventsmith-countdown__value' ),
		label: cell.locator( '.wp-block-eventsmith-countdown__label' ),
	};
}

function countdownBlock( attributes: Record< string, unknown > ) {
	return `<!-- wp:eventsmith/countdown ${ JSON.stringify( attributes ) } /-->`;
}

test( 'CD-01 CD-03 renders the time left on the server with singular and plural labels', async ( {
	page,
} ) => {
	const date = countdownDate(
		new Date( Date.now() + DAY + HOUR + 30 * 60_000 )
	);
	const url = await publishPage(
		'Countdown labels',
		countdownBlock( { date } )
	);

	// Server markup before any script runs.
	await page
		.context()
		.route( /countdown\/view\.js/, ( route ) => route.abort() );
	await page.goto( url );
	const block = page.locator( '.wp-block-eventsmith-countdown' );
	await expect( unit( block, 'days' ).value ).toHaveText( '01' );
	await expect( unit( block, 'days' ).label ).toHaveText( 'day' );
	await expect( unit( block, 'hours' ).value ).toHaveText( '01' );
	await expect( unit( block, 'hours' ).label ).toHaveText( 'hr' );
	await expect( unit( block, 'minutes' ).label ).toHaveText( 'mins' );

	const context = JSON.parse(
		( await block.getAttribute( 'data-wp-context' ) ) ?? '{}'
	);
	expect( context.startDate ).toBe( date );
	expect( context.offset ).toBe( 0 );
	expect( context.texts ).toEqual( {
		day: 'day',
		days: 'days',
		hr: 'hr',
		hrs: 'hrs',
		min: 'min',
		mins: 'mins',
		sec: 'sec',
		secs: 'secs',
	} );
} );

test( 'CD-02 ticks down every second in the browser', async ( { page } ) => {
	const url = await publishPage(
		'Countdown ticking',
		countdownBlock( {
			date: countdownDate( new Date( Date.now() + 3 * DAY ) ),
		} )
	);
	await page.goto( url );
	const seconds = unit(
		page.locator( '.wp-block-eventsmith-countdown' ),
		'seconds'
	).value;

	const readings = new Set< string >();
	for ( let i = 0; i < 4; i++ ) {
		readings.add( ( await seconds.textContent() ) ?? '' );
		await page.waitForTimeout( 1000 );
	}
	expect( readings.size ).toBeGreaterThanOrEqual( 3 );
} );

test( 'CD-04 the offset moves the end by that many hours', async ( {
	page,
} ) => {
	const date = countdownDate( new Date( Date.now() + 10 * HOUR ) );
	const url = await publishPage(
		'Countdown offsets',
		`${ countdownBlock( { date, offset: 0, className: 'at-utc' } ) }\n${ countdownBlock(
			{
				date,
				offset: 2,
				className: 'at-plus-two',
			}
		) }`
	);
	await page.goto( url );

	await expect( unit( page.locator( '.at-utc' ), 'hours' ).value ).toHaveText(
		/^(09|10)$/
	);
	const utcHours = Number(
		await unit( page.locator( '.at-utc' ), 'hours' ).value.textContent()
	);
	await expect(
		unit( page.locator( '.at-plus-two' ), 'hours' ).value
	).toHaveText( String( utcHours - 2 ).padStart( 2, '0' ) );
} );

test( 'CD-05 stops at zero, hides itself when asked, and announces the end', async ( {
	page,
} ) => {
	const ends = new Date( Date.now() + 20_000 );
	const url = await publishPage(
		'Countdown ending',
		countdownBlock( {
			date: countdownDate( ends ),
			hideWhenFinished: true,
		} )
	);
	await page.addInitScript( () => {
		document.addEventListener( 'eventsmith-countdown-finished', () => {
			document.body.dataset.countdownFinished = 'yes';
		} );
	} );
	await page.goto( url );
	const block = page.locator( '.wp-block-eventsmith-countdown' );
	await expect( block ).toBeVisible();
	await expect( page.locator( 'body' ) ).not.toHaveAttribute(
		'data-countdown-finished',
		'yes'
	);

	await expect( page.locator( 'body' ) ).toHaveAttribute(
		'data-countdown-finished',
		'yes',
		{ timeout: 30_000 }
	);
	await expect( block ).toBeHidden();
	await expect( block ).toHaveClass( /is-finished/ );
	await expect( unit( block, 'seconds' ).value ).toHaveText( '00' );
	await expect( unit( block, 'minutes' ).value ).toHaveText( '00' );
} );

test( 'CD-06 CD-07 a missing or unreadable date shows the error to editors only', async ( {
	page,
	browser,
} ) => {
	const url = await publishPage(
		'Countdown errors',
		`${ countdownBlock( { className: 'no-date' } ) }\n${ countdownBlock( { date: 'abc', className: 'bad-date' } ) }`
	);

	const visitor = await browser.newPage();
	await visitor.goto( url );
	await expect(
		visitor.getByRole( 'heading', { name: 'Countdown errors' } )
	).toBeVisible();
	await expect(
		visitor.locator( '.wp-block-eventsmith-countdown' )
	).toHaveCount( 0 );
	await visitor.close();

	await logInPage( page, ADMIN );
	await page.goto( url );
	await expect( page.locator( '.no-date[role="alert"]' ) ).toHaveText(
		'Date is not defined.'
	);
	await expect( page.locator( '.bad-date[role="alert"]' ) ).toHaveText(
		'Incorrect date format, it should look like this, 12/24/2012 12:00:00.'
	);
} );

test( 'GAP-49 shows the message for when the time is up once the date is past', async ( {
	page,
} ) => {
	const url = await publishPage(
		'Countdown message',
		countdownBlock( {
			date: countdownDate( new Date( Date.now() - HOUR ) ),
			finishedMessage: 'The event has started',
		} )
	);
	await page.goto( url );

	const block = page.locator( '.wp-block-eventsmith-countdown' );
	await expect( block ).toBeVisible();
	await expect( block.getByText( 'The event has started' ) ).toBeVisible();
	await expect( unit( block, 'days' ).value ).toHaveText( '00' );
} );

test( 'the shortcode renders the same block', async ( { page } ) => {
	const date = countdownDate( new Date( Date.now() + 2 * DAY + HOUR * 5 ) );
	const url = await publishPage(
		'Countdown shortcode',
		`[eventsmith_countdown date="${ date }" offset="0"]`
	);
	await page.goto( url );

	const block = page.locator( '.wp-block-eventsmith-countdown' );
	await expect( unit( block, 'days' ).value ).toHaveText( '02' );
	await expect( unit( block, 'days' ).label ).toHaveText( 'days' );
} );
