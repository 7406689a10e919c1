/**
 * The dashboard's REST client: a failed request carries a message a person
 * can read, even when the server answered with HTML.
 */
import { ApiError, plainText } from '../../../../front/rest/client';

describe( 'plainText', () => {
	it( 'keeps a plain message as it is', () => {
		expect( plainText( 'title must not be empty.' ) ).toBe(
			'title must not be empty.'
		);
	} );

	it( "reads WordPress's critical-error answer as text", () => {
		expect(
			plainText(
				'<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>'
			)
		).toBe(
			'There has been a critical error on this website. Learn more about troubleshooting WordPress.'
		);
	} );

	it( 'keeps a comparison that only looks like markup', () => {
		expect( plainText( 'min_per_order must be < max_per_order.' ) ).toBe(
			'min_per_order must be < max_per_order.'
		);
	} );
} );

describe( 'ApiError', () => {
	it( 'shows no markup from the server', () => {
		const error = new ApiError(
			'<p>There has been a critical error on this website.</p>',
			'internal_server_error',
			500
		);
		expect( error.message ).toBe(
			'There has been a critical error on this website.'
		);
		expect( error.status ).toBe( 500 );
	} );
} );
