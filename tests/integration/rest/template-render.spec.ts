/**
 * Rendering templates for real data: the render REST route, the builder's
 * preview page and the public ticket page with its QR verify address.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	siteUrl,
	type Session,
} from '../../support/wordpress';

const KEYS = [
	'event_title',
	'event_location',
	'event_start_date',
	'event_end_time',
	'event_timezone',
	'attendee_name',
	'attendee_email',
	'attendee_phone',
	'ticket_id',
	'ticket_price',
	'ticket_type',
	'attendee_seat',
	'payment_status',
	'extra_fields',
];

/** One paragraph per placeholder, "key=[{{key}}]", plus the template-only blocks. */
const CONTENT =
	KEYS.map(
		( key ) =>
			`<!-- wp:paragraph --><p>${ key }=[{{${ key }}}]</p><!-- /wp:paragraph -->`
	).join( '' ) +
	'<!-- wp:eventsmith/certificate-body {"bodyStyling":{"backgroundColor":"#fafafa","padding":"20px"},"styles":{"Desktop":{"color":"#111111"},"Tablet":{"fontSize":"14px"},"Mobile":{}}} -->' +
	'<!-- wp:eventsmith/dynamic-field {"field":"attendee_name","showLabel":true,"label":"Holder"} /-->' +
	'<!-- wp:eventsmith/signature {"name":"Ada Director","title":"Chair"} /-->' +
	'<!-- wp:eventsmith/qr-code {"size":120} /-->' +
	'<!-- wp:paragraph --><p>unknown=[{{no_such_key}}]</p><!-- /wp:paragraph -->' +
	'<!-- /wp:eventsmith/certificate-body -->';

const text = ( html: string ) =>
	html
		.replace( /<style[\s\S]*?<\/style>/g, '' )
		.replace( /<[^>]+>/g, '' )
		.replace( /&amp;/g, '&' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /\s+/g, ' ' );

const value = ( html: string, key: string ) =>
	new RegExp( `${ key }=\\[([^\\]]*)\\]` ).exec( text( html ) )?.[ 1 ];

let admin: Session;
let eventId: number;
let templateId: number;
let attendee: Json;
/** The name as a person reads it (WordPress stores the lone '<' as an entity). */
const SHOWN_NAME = "O'Brien & <3 Sons";

test.beforeAll( async () => {
	admin = await session( ADMIN );
	const event = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title: 'Render Summit',
		start_date: '2031-06-12',
		start_time: '09:30',
		end_date: '2031-06-12',
		end_time: '17:15',
		timezone: 'Europe/Berlin',
		total_ticket: 20,
		location: { address: { address: 'Alexanderplatz 1, Berlin' } },
	} );
	expect( event.status() ).toBe( 201 );
	eventId = ( await json( event ) ).id;

	const booking = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
		event_id: eventId,
		customer_name: "O'Brien & <3 Sons",
		customer_email: 'obrien@example.org',
		lines: [ { ticket_type: 'VIP', quantity: 1, price: 49.5 } ],
		currency: 'eur',
	} );
	expect( booking.status() ).toBe( 201 );
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	const first = list.items[ 0 ];
	const updated = await admin.rest(
		'PUT',
		`/eventsmith/v2/attendees/${ first.id }`,
		{
			phone: '+49 30 1234',
			extra: {
				seat: 'B7',
				company: 'Acme "Rockets"',
				diet: '<script>alert(1)</script>vegan',
			},
		}
	);
	expect( updated.status() ).toBe( 200 );
	attendee = await json( updated );

	const template = await admin.rest( 'POST', '/eventsmith/v2/templates', {
		name: 'Render test',
		type: 'ticket',
		orientation: 'portrait',
		content: CONTENT,
		template_css: '.render-test{color:red}',
	} );
	expect( template.status() ).toBe( 201 );
	templateId = ( await json( template ) ).id;
} );

test( "the render route replaces every placeholder with the attendee's escaped values", async () => {
	const response = await admin.rest(
		'GET',
		`/eventsmith/v2/templates/${ templateId }/render?attendee_id=${ attendee.id }`
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
		`data-eventsmith-qr="${ siteUrl() }/?eventsmith_verify=${ attendee.ticket_code }"`
	);
	expect( html ).toContain( '@media (max-width:768px)' );
	// Page size by orientation, block styles and the template's CSS.
	expect( css ).toContain( 'width:595px;min-height:842px' );
	expect( css ).toContain( '.render-test{color:red}' );
	expect( css ).toContain( '.eventsmith-qr-code' );
} );

test( 'the render route needs the template permission (or the attendee permission for an attendee)', async () => {
	const route = `/eventsmith/v2/templates/${ templateId }/render?event_id=${ eventId }`;
	expect(
		( await ( await session( null ) ).rest( 'GET', route ) ).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( ( await subscriber.rest( 'GET', route ) ).status() ).toBe( 403 );
	const templates = await sessionWithOnly( 'eventsmith_manage_template' );
	const eventOnly = await templates.rest( 'GET', route );
	expect( eventOnly.status() ).toBe( 200 );
	const { html } = await json( eventOnly );
	expect( value( html, 'event_title' ) ).toBe( 'Render Summit' );
	expect( value( html, 'attendee_name' ) ).toBe( '' );
	expect( html ).not.toContain( 'data-eventsmith-qr' );
	const attendees = await sessionWithOnly( 'eventsmith_manage_attendee' );
	expect( ( await attendees.rest( 'GET', route ) ).status() ).toBe( 403 );
	expect(
		(
			await attendees.rest(
				'GET',
				`/eventsmith/v2/templates/${ templateId }/render?attendee_id=${ attendee.id }`
			)
		).status()
	).toBe( 200 );
	expect(
		(
			await admin.rest(
				'GET',
				`/eventsmith/v2/templates/${ templateId }/render`
			)
		).status()
	).toBe( 400 );
	expect(
		(
			await admin.rest(
				'GET',
				`/eventsmith/v2/templates/${ templateId }/render?attendee_id=99999999`
			)
		).status()
	).toBe( 404 );
} );

test( "TB preview: the template rendered with the event's first attendee; nonce and permission required", async () => {
	const builder = await admin.request.get(
		'/wp-admin/admin.php?page=eventsmith-template-builder'
	);
	const boot = /"previewNonce":"([0-9a-f]{10})"/.exec( await builder.text() );
	expect( boot, 'the builder boots with a preview nonce' ).not.toBeNull();
	const nonce = boot?.[ 1 ] ?? '';
	const url = ( withNonce: string ) =>
		`/?action=eventsmith-preview-template&template_id=${ templateId }&event_id=${ eventId }&_wpnonce=${ withNonce }`;

	const page = await admin.request.get( url( nonce ) );
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	expect( html ).toMatch( /^<!DOCTYPE html>/i );
	expect( html ).toContain( '.render-test{color:red}' );
	expect( value( html, 'event_title' ) ).toBe( 'Render Summit' );
	expect( value( html, 'attendee_name' ) ).toBe( SHOWN_NAME );
	expect( html ).not.toContain( '{{' );

	expect( ( await admin.request.get( url( 'bad0000000' ) ) ).status() ).toBe(
		403
	);
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( ( await subscriber.request.get( url( nonce ) ) ).status() ).toBe(
		403
	);
} );

test( 'QR-01 the ticket page renders the ticket with the QR of the verify address; unknown codes are 404', async () => {
	const visitor = await session( null );
	const page = await visitor.request.get(
		`/?eventsmith_ticket=${ attendee.ticket_code }`
	);
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	expect( html ).not.toContain( '{{' );
	expect( text( html ) ).toContain( 'Render Summit' );
	expect( text( html ) ).toContain( SHOWN_NAME );
	const verify = `${ siteUrl() }/?eventsmith_verify=${ attendee.ticket_code }`;
	expect( html ).toContain( `data-eventsmith-qr="${ verify }"` );
	expect( html ).toContain(
		`<a class="eventsmith-qr-code__link" href="${ verify }">`
	);
	expect( html ).toContain( 'data-error-text="Could not generate QR!"' );
	expect( html ).toContain( 'data-missing-text="QR Library not found !"' );
	expect( html ).toMatch( /template-editor\/ticket-qr\.js/ );

	expect(
		(
			await visitor.request.get(
				'/?eventsmith_ticket=0123456789abcdef0123456789abcdef'
			)
		).status()
	).toBe( 404 );
	expect(
		( await visitor.request.get( '/?eventsmith_ticket=nope' ) ).status()
	).toBe( 404 );
} );

test( 'QR-02 the verify address answers the scanner only for staff with a nonce', async () => {
	const verify = `/?eventsmith_verify=${ attendee.ticket_code }&scanner_active=1&action=scanner_verification&ticket_info=1&event_id=${ eventId }`;
	const visitor = await session( null );
	const refused = await visitor.request.get( `${ verify }&security=x` );
	expect( refused.status() ).toBe( 401 );
	expect( ( await json( refused ) ).data.status_code ).not.toBe( 2 );
	const badNonce = await admin.request.get(
		`${ verify }&security=0000000000`
	);
	expect( badNonce.status() ).toBe( 403 );
} );

test( "TB-39/40 every block's container class and per-device styles are rendered, scoped, at 768px and 480px", async () => {
	const content =
		'<!-- wp:paragraph {"containerClassName":"probe-para extra","styles":{"Desktop":{"color":"#123456"},"Tablet":{"fontSize":"15px"},"Mobile":{"textAlign":"center"}}} --><p>styled {{event_title}}</p><!-- /wp:paragraph -->' +
		'<!-- wp:eventsmith/signature {"name":"Sig","containerClassName":"probe-sig","styles":{"Desktop":{},"Tablet":{},"Mobile":{"padding":"3px"}}} /-->' +
		'<!-- wp:paragraph --><p>plain</p><!-- /wp:paragraph -->';
	const created = await admin.rest( 'POST', '/eventsmith/v2/templates', {
		name: 'Device styles',
		type: 'event',
		content,
	} );
	const id = ( await json( created ) ).id;
	const { html } = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/templates/${ id }/render?event_id=${ eventId }`
		)
	);
	const para =
		/<style>([^<]*)<\/style><p class="probe-para extra (eventsmith-block-\d+)">styled Render Summit<\/p>/.exec(
			html
		);
	expect( para, html ).not.toBeNull();
	const [ , css, instance ] = para as RegExpExecArray;
	const scope = `.${ instance }.${ instance }`;
	expect( css ).toBe(
		`${ scope }{color:#123456}` +
			`@media (max-width:768px){${ scope }{font-size:15px}}` +
			`@media (max-width:480px){${ scope }{text-align:center}}`
	);
	expect( html ).toMatch(
		/<style>@media \(max-width:480px\)\{(\.eventsmith-block-\d+){2}\{padding:3px\}\}<\/style>\s*<div class="eventsmith-signature [^"]*probe-sig eventsmith-block-\d+"/
	);
	// A block without the attributes is left as it is.
	expect( html ).toContain( '<p>plain</p>' );
} );

test( "the template-only blocks' stylesheet is on the builder page and in every rendered document", async () => {
	const builder = await (
		await admin.request.get(
			'/wp-admin/admin.php?page=eventsmith-template-builder'
		)
	).text();
	const link =
		/<link[^>]+id=['"]eventsmith-template-blocks-css['"][^>]+href=['"]([^'"]+)['"]/.exec(
			builder
		);
	expect( link, 'the builder enqueues the blocks stylesheet' ).not.toBeNull();
	const sheet = await admin.request.get(
		( link?.[ 1 ] ?? '' ).replace( /&#038;/g, '&' )
	);
	expect( sheet.status() ).toBe( 200 );
	const built = await sheet.text();
	for ( const block of [
		'.eventsmith-signature',
		'.eventsmith-qr-code',
		'.eventsmith-certificate-body',
		'.eventsmith-dynamic-field',
	] ) {
		expect( built ).toContain( block );
	}
	const visitor = await session( null );
	const ticket = await (
		await visitor.request.get(
			`/?eventsmith_ticket=${ attendee.ticket_code }`
		)
	).text();
	expect( ticket ).toMatch( /\.eventsmith-signature\s*\{/ );
	expect( ticket ).toMatch( /\.eventsmith-qr-code\s*\{/ );
} );

test( "an event's ticket template, set over REST, is what its ticket page shows, with the attendee's values", async () => {
	const event = await json(
		await admin.rest( 'POST', '/eventsmith/v2/events', {
			title: 'Ticketed Gala',
			start_date: '2031-09-01',
			start_time: '19:00',
			end_date: '2031-09-01',
			end_time: '23:00',
			timezone: 'UTC',
			total_ticket: 5,
		} )
	);
	const booking = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
		event_id: event.id,
		customer_name: 'Grace Holder',
		customer_email: 'grace@example.org',
		lines: [ { ticket_type: 'Balcony', quantity: 1, price: 10 } ],
		currency: 'eur',
	} );
	expect( booking.status() ).toBe( 201 );
	const holder = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ event.id }`
			)
		)
	).items[ 0 ];
	const template = await json(
		await admin.rest( 'POST', '/eventsmith/v2/templates', {
			name: 'Gala ticket',
			type: 'ticket',
			content:
				'<!-- wp:paragraph --><p>GALA PASS for {{attendee_name}} ({{ticket_type}}) at {{event_title}}</p><!-- /wp:paragraph -->' +
				'<!-- wp:eventsmith/qr-code {"size":120} /-->',
		} )
	);
	const published = await admin.rest(
		'PUT',
		`/eventsmith/v2/templates/${ template.id }`,
		{ status: 'publish' }
	);
	expect( published.status() ).toBe( 200 );

	const ticketPage = async () =>
		(
			await (
				await session( null )
			).request.get( `/?eventsmith_ticket=${ holder.ticket_code }` )
		).text();
	// Without a ticket template: the default layout.
	expect( text( await ticketPage() ) ).not.toContain( 'GALA PASS' );

	const set = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }`,
		{ ticket_template: template.id }
	);
	expect( set.status() ).toBe( 200 );
	expect( ( await json( set ) ).ticket_template ).toBe( template.id );

	const shown = await ticketPage();
	expect( text( shown ) ).toContain(
		'GALA PASS for Grace Holder (Balcony) at Ticketed Gala'
	);
	expect( shown ).toContain(
		`data-eventsmith-qr="${ siteUrl() }/?eventsmith_verify=${ holder.ticket_code }"`
	);
} );
