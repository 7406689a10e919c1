/**
 * The `eventsmith/sliders` store, the front-end module of the event and speaker sliders (both
 * blocks load this one module).
 *
 * The server printed each slider as a list that already works: it scrolls sideways with snap
 * points, or stacks on phones. `callbacks.init` (data-wp-init on the wrapper) turns it into a
 * swiper carousel with only the swiper modules it uses (core, Autoplay, A11y; the previous/next
 * buttons and the bullets are a few lines here, lighter than swiper's Navigation and Pagination
 * modules) and sets context `ready`, which shows the controls.
 * It reads the slide count, the gap and autoplay (yes/no) from the element's data attributes; the
 * texts screen readers hear are seeded once per page as `state.labels`.
 * Autoplay advances every 3 s, pauses on hover and while keyboard focus is inside, and never runs
 * when the visitor asks for reduced motion. Arrow keys move the slider that has focus.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { sliderOptions, slideStep, type SliderData } from './slider-options';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** More positions than this show a "3 / 17" counter instead of dots. */
const MAX_BULLETS = 10;

/**
 * One bullet per position the slider can rest at; the current one is marked for everyone.
 *
 * @param swiper The carousel.
 * @param holder Where the bullets go.
 * @param label  Accessible name of a bullet, "{{index}}" replaced by its number.
 */
function bullets( swiper: Swiper, holder: HTMLElement | null, label: string ) {
	if ( ! holder ) {
		return;
	}
	const mark = () => {
		const counter = holder.querySelector( '.eventsmith-slider__counter' );
		if ( counter ) {
			counter.textContent = `${ swiper.snapIndex + 1 } / ${ swiper.snapGrid.length }`;
		}
		holder.querySelectorAll( 'button' ).forEach( ( button, index ) => {
			const current = index === swiper.snapIndex;
			button.classList.toggle( 'is-current', current );
			button.setAttribute( 'aria-current', current ? 'true' : 'false' );
		} );
	};
	const draw = () => {
		if ( swiper.snapGrid.length > MAX_BULLETS ) {
			// Too many positions for dots: a "3 / 17" counter (the A11y module announces slides).
			const counter = document.createElement( 'span' );
			counter.className = 'eventsmith-slider__counter';
			counter.setAttribute( 'aria-hidden', 'true' );
			holder.replaceChildren( counter );
			mark();
			return;
		}
		holder.replaceChildren(
			...swiper.snapGrid.map( ( _, index ) => {
				const button = document.createElement( 'button' );
				button.type = 'button';
				button.className = 'eventsmith-slider__bullet';
				button.setAttribute(
					'aria-label',
					label.replace( '{{index}}', String( index + 1 ) )
				);
				button.addEventListener( 'click', () =>
					swiper.slideTo( index )
				);
				return button;
			} )
		);
		mark();
	};
	swiper.on( 'snapGridLengthChange', draw );
	swiper.on( 'slideChange', mark );
	draw();
}

type SliderContext = {
	/** Whether the carousel runs (shows the controls). */
	ready: boolean;
};

type SliderState = {
	/** Texts screen readers hear, seeded by the server (no client default: on 6.5 it would win). */
	labels?: Record< string, string >;
};

/** The carousel of each upgraded slider, by its wrapper. */
const carousels = new WeakMap< Element, Swiper >();

/** The carousel of the slider the current directive sits in. */
const carousel = (): Swiper | undefined => {
	const slider = getElement().ref?.closest( '.eventsmith-slider' );
	return slider ? carousels.get( slider ) : undefined;
};

/**
 * Upgrades one server-rendered slider.
 *
 * @param element The block's wrapper (data-count, data-space, data-autoplay).
 * @param text    What screen readers hear.
 */
function upgrade(
	element: HTMLElement,
	text: Record< string, string >
): Swiper | undefined {
	const viewport = element.querySelector< HTMLElement >(
		'.eventsmith-slider__viewport'
	);
	const controls = element.querySelector< HTMLElement >(
		'.eventsmith-slider__controls'
	);
	if ( ! viewport || ! controls || carousels.has( element ) ) {
		return undefined;
	}
	const reduced = window.matchMedia( REDUCED_MOTION );
	const data: SliderData = {
		count: element.dataset.count,
		space: element.dataset.space,
		autoplay: element.dataset.autoplay,
		delay: element.dataset.delay,
	};
	const options = sliderOptions( data, reduced.matches );
	const swiper = new Swiper( viewport, {
		modules: [ Autoplay, A11y ],
		slidesPerView: options.perView[ 0 ],
		spaceBetween: options.space,
		breakpoints: {
			600: { slidesPerView: options.perView[ 1 ] },
			1024: { slidesPerView: options.perView[ 2 ] },
		},
		rewind: true,
		speed: reduced.matches ? 0 : 400,
		watchSlidesProgress: true,
		autoplay: options.autoplay
			? {
					delay: options.delay,
					pauseOnMouseEnter: true,
					disableOnInteraction: false,
				}
			: false,
		a11y: {
			firstSlideMessage: text.first ?? '',
			lastSlideMessage: text.last ?? '',
			slideLabelMessage: text.slide ?? '',
			itemRoleDescriptionMessage: text.slideRole ?? null,
			slideRole: 'listitem',
			containerRole: null,
		},
	} );
	carousels.set( element, swiper );
	bullets(
		swiper,
		controls.querySelector< HTMLElement >(
			'.eventsmith-slider__pagination'
		),
		text.bullet ?? '%d'
	);
	const lock = () =>
		controls.classList.toggle( 'is-locked', swiper.isLocked );
	swiper.on( 'lock unlock', lock );
	lock();
	// A visitor who turns on reduced motion while reading stops the autoplay at once.
	reduced.addEventListener?.( 'change', () => {
		if ( reduced.matches ) {
			swiper.autoplay?.stop();
			swiper.params.speed = 0;
		}
	} );
	return swiper;
}

export const { state, actions, callbacks } = store(
	'eventsmith/sliders',
	{
		// Typed only: the labels come from the server.
		state: {} as SliderState,
		actions: {
			prev(): void {
				carousel()?.slidePrev();
			},
			next(): void {
				carousel()?.slideNext();
			},
			/**
			 * The arrow keys move the slider that holds the focus (never the whole page's sliders).
			 *
			 * @param event The key press.
			 */
			keydown( event: KeyboardEvent ): void {
				const step = slideStep( event.key );
				const swiper = carousel();
				if ( ! step || ! swiper ) {
					return;
				}
				event.preventDefault();
				if ( step > 0 ) {
					swiper.slideNext();
				} else {
					swiper.slidePrev();
				}
			},
			/** Keyboard focus inside (a link, a button) holds the slider still. */
			hold(): void {
				carousel()?.autoplay?.pause();
			},
			/**
			 * Leaving the slider with the focus lets it go on.
			 *
			 * @param event The focus leaving an element.
			 */
			release( event: FocusEvent ): void {
				const { ref } = getElement();
				if ( ! ref?.contains( event.relatedTarget as Node | null ) ) {
					carousel()?.autoplay?.resume();
				}
			},
		},
		callbacks: {
			init(): void {
				const { ref } = getElement();
				if ( ref && upgrade( ref, state.labels ?? {} ) ) {
					getContext< SliderContext >().ready = true;
				}
			},
		},
	},
	{ lock: true }
);
