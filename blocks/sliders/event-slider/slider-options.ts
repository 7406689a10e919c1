/**
 * What a slider's data attributes mean, kept apart from swiper so it can be tested on its own.
 */

/** The raw data attributes the server prints (strings, or missing). */
export type SliderData = {
	count?: string;
	space?: string;
	autoplay?: string;
	delay?: string;
};

export type SliderOptions = {
	/** Slides in view below 600 px, from 600 px, from 1024 px. */
	perView: [ number, number, number ];
	space: number;
	autoplay: boolean;
	delay: number;
};

/**
 * A whole number within bounds, or the fallback when the text is not a number.
 *
 * @param text     Attribute value.
 * @param min      Lowest.
 * @param max      Highest.
 * @param fallback When missing or not numeric.
 */
function whole(
	text: string | undefined,
	min: number,
	max: number,
	fallback: number
): number {
	const value = Number.parseInt( text ?? '', 10 );
	return Number.isNaN( value )
		? fallback
		: Math.min( max, Math.max( min, value ) );
}

/**
 * Slider options from its data attributes: count 1–10 (default 3), space 0–100 px (default 20),
 * autoplay only for 'yes' and never with reduced motion, every 3000 ms unless told otherwise;
 * 1 slide below 600 px, 2 from 600 px, the count from 1024 px (never more than the count).
 *
 * @param data          The data attributes.
 * @param reducedMotion Whether the visitor asks for reduced motion.
 */
export function sliderOptions(
	data: SliderData,
	reducedMotion: boolean
): SliderOptions {
	const count = whole( data.count, 1, 10, 3 );
	return {
		perView: [ 1, Math.min( 2, count ), count ],
		space: whole( data.space, 0, 100, 20 ),
		autoplay: data.autoplay === 'yes' && ! reducedMotion,
		delay: whole( data.delay, 1000, 60000, 3000 ),
	};
}

/**
 * Which way a key moves the focused slider: 1 for the next slide, -1 for the previous, 0 for none.
 *
 * @param key The key pressed.
 */
export function slideStep( key: string ): -1 | 0 | 1 {
	if ( key === 'ArrowRight' ) {
		return 1;
	}
	return key === 'ArrowLeft' ? -1 : 0;
}
