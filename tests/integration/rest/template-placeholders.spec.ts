/**
 * Placeholders in a rendered template: every {{key}} becomes the attendee's
 * or the event's value, escaped, and the template-only blocks render with
 * the page size and styles of the template.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { siteUrl } from '../../support/wordpress';
import { renderFixtureOnce, SHOWN_NAME } from '../support/render';
import { TEMPLATES, text, value } from '../support/templates';

const fixture = renderFixtureOnce();

test( "the render route replaces every placeholder with the attendee's escaped values", async () => {
	const { admin, templateId, attendee } = fixture();
	const response = await admin.rest(
		'GET',
		`${ TEMPLATES }/${ templateId }/render?attendee_id=${ attendee.id }`
	);
	expect( response.status() ).toBe( 200 );
	const { html, css } = await json( response );
	expect( html ).not.toContain( '{{' );
	expect( value( html, 'event_title' ) ).toBe( 'Render Summit' );
	expect( value( html, 'event_location' ) ).toBe(
		'Alexanderplatz 1, Berlin'
	);
	expect( value( html, 'event_start_date' ) ).toContain( '2031' );
	expect( value( html, 'event_start_date' ) ).toMatch( /9:30|09:30/ );
	expect( value( html, 'event_end_time' ) ).toMatch( /5:15|17:15/ );
	expect( value( html, 'event_timezone' ) ).toBe( 'Europe/Berlin' );
	expect( value( html, 'attendee_name' ) ).toBe( SHOWN_NAME );
	expect( value( html, 'attendee_email' ) ).toBe( 'obrien@example.org' );
	expect( value( html, 'attendee_phone' ) ).toBe( '+49 30 1234' );
	expect( value( html, 'ticket_id' ) ).toBe( String( attendee.id ) );
	expect( value( html, 'ticket_price' ) ).toBe( '49.50 EUR' );
	expect( value( html, 'ticket_type' ) ).toBe( 'VIP' );
	expect( value( html, 'attendee_seat' ) ).toBe( 'B7' );
	expect( value( html, 'payment_status' ) ).toBe( 'Paid' );
	expect( html ).toContain( 'Company: Acme &quot;Rockets&quot;' );
	expect( html ).not.toMatch( /<script/i );
	expect( value( html, 'unknown' ) ).toBe( '' );
	// Escaped, not markup: the quote and ampersand are entities.
	expect( html ).toContain( 'O&#039;Brien &amp; ' );

	// Template-only blocks.
	expect( html ).toContain( 'class="eventsmith-certificate-body' );
	expect( text( html ) ).toContain( `Holder: ${ SHOWN_NAME }` );
	expect( text( html ) ).toContain( 'Ada Director' );
	expect( html ).toContain(
		`href="${ siteUrl() }/?eventsmith_verify=${ attendee.ticket_code }"`
	);
	expect( html ).toContain( '<svg class="eventsmith-qr-code__image"' );
	expect( html ).toContain( '@media (max-width:768px)' );
	// Page size by orientation, block styles and the template's CSS.
	expect( css ).toContain( 'width:595px;min-height:842px' );
	expect( css ).toContain( '.render-test{color:red}' );
	expect( css ).toContain( '.eventsmith-qr-code' );
} );
