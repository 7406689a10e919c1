/**
 * Slider options from the data attributes the server prints (SLD-02..05).
 */
import { sliderOptions } from '../../../../../blocks/sliders/event-slider/slider-options';

describe( 'sliderOptions', () => {
	it( 'SLD-02 reads count, space and autoplay (yes/no) from the data attributes', () => {
		expect(
			sliderOptions( { count: '4', space: '30', autoplay: 'no' }, false )
		).toEqual( {
			perView: [ 1, 2, 4 ],
			space: 30,
			autoplay: false,
			delay: 3000,
		} );
	} );

	it( 'SLD-03 / SLD-04 autoplay yes every 3000 ms and a 20 px gap by default', () => {
		expect( sliderOptions( { autoplay: 'yes' }, false ) ).toEqual( {
			perView: [ 1, 2, 3 ],
			space: 20,
			autoplay: true,
			delay: 3000,
		} );
	} );

	it( 'never autoplays with reduced motion', () => {
		expect( sliderOptions( { autoplay: 'yes' }, true ).autoplay ).toBe(
			false
		);
	} );

	it( 'SLD-05 clamps the count to 1–10 and never shows more than the count at 600 px', () => {
		expect( sliderOptions( { count: '50' }, false ).perView ).toEqual( [
			1, 2, 10,
		] );
		expect( sliderOptions( { count: '0' }, false ).perView ).toEqual( [
			1, 1, 1,
		] );
		expect(
			sliderOptions( { count: 'many', space: '-4' }, false )
		).toMatchObject( { perView: [ 1, 2, 3 ], space: 0 } );
	} );
} );
