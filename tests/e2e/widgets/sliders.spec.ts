/**
 * The event and speaker sliders in a browser: slides per view at 320 / 600 / 1024 px, the gap,
 * autoplay every ~3 s only when asked and never with reduced motion, the keyboard, and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { publishPage } from '../../support/pages';
import { ADMIN, session } from '../../support/wordpress';

const RUN = Date.now().toString( 36 );
const CATEGORY = `e2e-slider-${ RUN }`;
const GROUP = `E2E Slider Group ${ RUN }`;
let url = '';

/**
 * How many slides of a slider are fully inside its visible frame.
 *
 * @param slider The block's wrapper.
 */
async function fullyVisible( slider: Locator ): Promise< number > {
	return slider.evaluate( ( element ) => {
		const frame = element
			.querySelector( '.eventsmith-slider__viewport' )
			?.getBoundingClientRect();
		if ( ! frame ) {
			return -1;
		}
		return [ ...element.querySelectorAll( '.eventsmith-slider__slide' ) ]
			.map( ( slide ) => slide.getBoundingClientRect() )
			.filter(
				( box ) =>
					box.width > 0 &&
					box.left >= frame.left - 1 &&
					box.right <= frame.right + 1
			).length;
	} );
}

/**
 * The index of the slide the slider starts its view with.
 *
 * @param slider The block's wrapper.
 */
function activeIndex( slider: Locator ): Promise< number > {
	return slider.evaluate( ( element ) =>
		[
			...element.querySelectorAll( '.eventsmith-slider__slide' ),
		].findIndex( ( slide ) =>
			slide.classList.contains( 'swiper-slide-active' )
		)
	);
}

/**
 * Opens the sliders page and waits until the carousels have started.
 *
 * @param page The browser page.
 */
async function open( page: Page ) {
	await page.goto( url );
	await expect( page.locator( '.eventsmith-slider.is-ready' ) ).toHaveCount(
		3
	);
	// Keep the pointer off the sliders (hovering pauses autoplay).
	await page.mouse.move( 0, 0 );
	return {
		still: page.locator( '.wp-block-eventsmith-event-slider' ).nth( 0 ),
		moving: page.locator( '.wp-block-eventsmith-event-slider' ).nth( 1 ),
		people: page.locator( '.wp-block-eventsmith-speaker-slider' ),
	};
}

test.beforeAll( async () => {
	// Seeding over REST on PHP-as-WebAssembly takes a while on a busy machine.
	test.setTimeout( 240_000 );
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: CATEGORY,
			slug: CATEGORY,
		} )
	);
	for ( let day = 1; day <= 4; day++ ) {
		await createEvent( admin, {
			title: `Slide ${ day } ${ RUN }`,
			categories: [ category.id ],
			location: { address: { address: `Hall ${ day }` } },
			...oneDay( `2031-05-0${ day }`, '10:00', '12:00' ),
		} );
	}
	for ( const name of [ 'Ada Lovelace', 'Grace Hopper' ] ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/speakers', {
			name: `${ name } ${ RUN }`,
			designation: 'Speaker',
			category: [ 'speaker' ],
			speaker_group: [ GROUP ],
		} );
		expect( response.status() ).toBe( 201 );
	}
	const slider = ( autoplay: boolean ) =>
		`<!-- wp:eventsmith/event-slider {"category":"${ CATEGORY }","orderby":"start_date","order":"ASC","sliderCount":3,"autoplay":${ autoplay }} /-->`;
	url = await publishPage(
		`Sliders e2e ${ RUN }`,
		'<!-- wp:heading --><h2>Events</h2><!-- /wp:heading -->' +
			slider( false ) +
			slider( true ) +
			'<!-- wp:heading --><h2>Speakers</h2><!-- /wp:heading -->' +
			`<!-- wp:eventsmith/speaker-slider {"group":"${ GROUP }","autoplay":false} /-->`
	);
} );

test( 'SLD-01 SLD-04 SLD-05 both sliders render slides: 1, 2 and 3 fully visible at 320, 600 and 1024 px, 20 px apart; axe finds nothing on them', async ( {
	page,
} ) => {
	// Four viewport widths and an axe run on PHP-as-WebAssembly.
	test.slow();
	await page.setViewportSize( { width: 1024, height: 900 } );
	const { still, people } = await open( page );
	await expect( people.locator( '.eventsmith-slider__slide' ) ).toHaveCount(
		2
	);
	await expect( still.locator( '.eventsmith-slider__slide' ) ).toHaveCount(
		4
	);
	expect( await fullyVisible( still ) ).toBe( 3 );
	const gap = await still.evaluate( ( element ) => {
		const [ first, second ] = [
			...element.querySelectorAll( '.eventsmith-slider__slide' ),
		].map( ( slide ) => slide.getBoundingClientRect() );
		return Math.round( ( second?.left ?? 0 ) - ( first?.right ?? 0 ) );
	} );
	expect( gap ).toBe( 20 );

	for ( const [ width, shown ] of [
		[ 600, 2 ],
		[ 320, 1 ],
	] as const ) {
		await page.setViewportSize( { width, height: 900 } );
		await expect
			.poll( () => fullyVisible( still ), {
				message: `at ${ width } px`,
			} )
			.toBe( shown );
	}

	await page.setViewportSize( { width: 1024, height: 900 } );
	const results = await new AxeBuilder( { page } )
		.include( '.wp-block-eventsmith-event-slider' )
		.include( '.wp-block-eventsmith-speaker-slider' )
		.analyze();
	expect(
		results.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ' ' ) }`
		)
	).toEqual( [] );
} );

test( "SLD-03 autoplay 'yes' moves on after about 3 s and 'no' stays; keyboard next and arrow keys move it; focus inside holds it", async ( {
	page,
} ) => {
	const { still, moving } = await open( page );
	// Time two consecutive moves of the autoplaying slider: about 3 s apart.
	const first = await activeIndex( moving );
	await expect
		.poll( () => activeIndex( moving ), { timeout: 8_000 } )
		.not.toBe( first );
	const movedAt = Date.now();
	const second = await activeIndex( moving );
	await expect
		.poll( () => activeIndex( moving ), { timeout: 8_000 } )
		.not.toBe( second );
	const interval = Date.now() - movedAt;
	expect( interval ).toBeGreaterThan( 2_500 );
	expect( interval ).toBeLessThan( 6_500 );
	// Meanwhile the slider with autoplay 'no' has not moved.
	expect( await activeIndex( still ) ).toBe( 0 );

	// Keyboard: the Next button by its accessible name, then the arrow keys.
	const next = still.getByRole( 'button', { name: 'Next slide' } );
	await next.focus();
	await page.keyboard.press( 'Enter' );
	await expect.poll( () => activeIndex( still ) ).toBe( 1 );
	// Four slides, three in view: two positions (the last one rewinds to the first).
	await page.keyboard.press( 'ArrowLeft' );
	await expect.poll( () => activeIndex( still ) ).toBe( 0 );
	await page.keyboard.press( 'ArrowRight' );
	await expect.poll( () => activeIndex( still ) ).toBe( 1 );

	// Focus inside the autoplaying slider holds it still.
	await moving.getByRole( 'button', { name: 'Previous slide' } ).focus();
	const held = await activeIndex( moving );
	await page.waitForTimeout( 3_800 );
	expect( await activeIndex( moving ) ).toBe( held );
} );

test( 'with reduced motion the autoplay slider does not move on its own', async ( {
	page,
} ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	const { moving } = await open( page );
	await page.waitForTimeout( 4_000 );
	expect( await activeIndex( moving ) ).toBe( 0 );
} );
