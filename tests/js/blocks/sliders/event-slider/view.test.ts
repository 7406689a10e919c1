/**
 * The `eventsmith/sliders` store: data-wp-init starts a carousel from the
 * slider's data attributes and the server-seeded texts, then the buttons,
 * arrow keys and focus drive that slider only.
 */
import { slideStep } from '../../../../../blocks/sliders/event-slider/slider-options';
import * as double from '../../../support/interactivity-double';

const made: any[] = [];

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../../support/interactivity-double' )
);
jest.mock( 'swiper/modules', () => ( { A11y: 'A11y', Autoplay: 'Autoplay' } ) );
jest.mock( 'swiper', () => ( {
	__esModule: true,
	default: jest.fn().mockImplementation( ( _el: unknown, options: any ) => {
		const swiper = {
			snapIndex: 0,
			snapGrid: [ 0, 1, 2 ],
			isLocked: false,
			params: { speed: 400 },
			on: jest.fn(),
			slideTo: jest.fn(),
			slideNext: jest.fn(),
			slidePrev: jest.fn(),
			autoplay: { pause: jest.fn(), resume: jest.fn(), stop: jest.fn() },
		};
		made.push( { options, swiper } );
		return swiper;
	} ),
} ) );

import {
	actions,
	callbacks,
	state,
} from '../../../../../blocks/sliders/event-slider/view';

/** A server-rendered slider, as SliderShell prints it. */
function slider(): HTMLElement {
	const element = document.createElement( 'div' );
	element.className = 'eventsmith-slider';
	Object.assign( element.dataset, {
		count: '2',
		space: '16',
		autoplay: 'yes',
		delay: '3000',
	} );
	element.innerHTML =
		'<div class="eventsmith-slider__viewport"><ul><li><a href="#">One</a></li></ul></div>' +
		'<div class="eventsmith-slider__controls" hidden><button class="eventsmith-slider__prev"></button>' +
		'<div class="eventsmith-slider__pagination"></div><button class="eventsmith-slider__next"></button></div>';
	document.body.append( element );
	return element;
}

beforeAll( () => {
	window.matchMedia = ( () => ( {
		matches: false,
		addEventListener: () => undefined,
	} ) ) as never;
} );

describe( 'slider keys', () => {
	it( 'maps the arrow keys to a step', () => {
		expect( slideStep( 'ArrowRight' ) ).toBe( 1 );
		expect( slideStep( 'ArrowLeft' ) ).toBe( -1 );
		expect( slideStep( 'Enter' ) ).toBe( 0 );
	} );
} );

describe( 'eventsmith/sliders store', () => {
	it( 'is named after its blocks and locked', () => {
		expect( double.stores.get( 'eventsmith/sliders' )?.lock ).toBe( true );
	} );

	it( 'starts a carousel once, from the data attributes and seeded texts', () => {
		state.labels = { bullet: 'Go to slide {{index}}', first: 'First' };
		const element = slider();
		const context = { ready: false };
		double.scope( context, element );
		callbacks.init();
		expect( context.ready ).toBe( true );
		expect( made ).toHaveLength( 1 );
		expect( made[ 0 ].options.spaceBetween ).toBe( 16 );
		expect( made[ 0 ].options.autoplay ).toMatchObject( { delay: 3000 } );
		expect( made[ 0 ].options.a11y.firstSlideMessage ).toBe( 'First' );
		const dots = element.querySelectorAll( '.eventsmith-slider__bullet' );
		expect( dots ).toHaveLength( 3 );
		expect( dots[ 1 ]?.getAttribute( 'aria-label' ) ).toBe(
			'Go to slide 2'
		);

		callbacks.init();
		expect( made ).toHaveLength( 1 );
	} );

	it( 'moves, holds and releases only the slider the directive is in', () => {
		const element = slider();
		double.scope( { ready: false }, element );
		callbacks.init();
		const { swiper } = made[ made.length - 1 ];

		double.scope(
			{},
			element.querySelector< HTMLElement >( '.eventsmith-slider__next' )
		);
		actions.next();
		expect( swiper.slideNext ).toHaveBeenCalledTimes( 1 );
		double.scope(
			{},
			element.querySelector< HTMLElement >( '.eventsmith-slider__prev' )
		);
		actions.prev();
		expect( swiper.slidePrev ).toHaveBeenCalledTimes( 1 );

		double.scope( {}, element );
		const right = new KeyboardEvent( 'keydown', {
			key: 'ArrowRight',
			cancelable: true,
		} );
		actions.keydown( right );
		expect( right.defaultPrevented ).toBe( true );
		expect( swiper.slideNext ).toHaveBeenCalledTimes( 2 );
		const other = new KeyboardEvent( 'keydown', {
			key: 'a',
			cancelable: true,
		} );
		actions.keydown( other );
		expect( other.defaultPrevented ).toBe( false );

		actions.hold();
		expect( swiper.autoplay.pause ).toHaveBeenCalled();
		actions.release(
			new FocusEvent( 'focusout', {
				relatedTarget: element.querySelector( 'a' ),
			} )
		);
		expect( swiper.autoplay.resume ).not.toHaveBeenCalled();
		actions.release(
			new FocusEvent( 'focusout', { relatedTarget: null } )
		);
		expect( swiper.autoplay.resume ).toHaveBeenCalled();
	} );
} );
