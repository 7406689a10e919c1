/**
 * The data the rendering specs (render route, preview page, ticket page,
 * placeholders) render: a ticketed event in Berlin, one attendee with a
 * phone, a seat and extra fields meant to be escaped, and a ticket template
 * probing every placeholder and every template-only block.
 */
import { expect, test } from '@playwright/test';
import { book, booking } from '../../support/bookings';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { createResource } from './rest';
import { PLACEHOLDERS, TEMPLATES } from './templates';

/** One paragraph per placeholder, "key=[{{key}}]", plus the template-only blocks. */
export const CONTENT =
	PLACEHOLDERS.map(
		( key ) =>
			`<!-- wp:paragraph --><p>${ key }=[{{${ key }}}]</p><!-- /wp:paragraph -->`
	).join( '' ) +
	'<!-- wp:eventsmith/certificate-body {"bodyStyling":{"backgroundColor":"#fafafa","padding":"20px"},"styles":{"Desktop":{"color":"#111111"},"Tablet":{"fontSize":"14px"},"Mobile":{}}} -->' +
	'<!-- wp:eventsmith/dynamic-field {"field":"attendee_name","showLabel":true,"label":"Holder"} /-->' +
	'<!-- wp:eventsmith/signature {"name":"Ada Director","title":"Chair"} /-->' +
	'<!-- wp:eventsmith/qr-code {"size":120} /-->' +
	'<!-- wp:paragraph --><p>unknown=[{{no_such_key}}]</p><!-- /wp:paragraph -->' +
	'<!-- /wp:eventsmith/certificate-body -->';

/** The name as a person reads it (WordPress stores the lone '<' as an entity). */
export const SHOWN_NAME = "O'Brien & <3 Sons";

export type RenderFixture = {
	admin: Session;
	eventId: number;
	templateId: number;
	attendee: Json;
};

/**
 * Creates the event, its attendee and the probe template.
 */
export async function renderFixture(): Promise< RenderFixture > {
	const admin = await session( ADMIN );
	const event = await createEvent( admin, {
		title: 'Render Summit',
		...oneDay( '2031-06-12', '09:30', '17:15', 'Europe/Berlin' ),
		total_ticket: 20,
		location: { address: { address: 'Alexanderplatz 1, Berlin' } },
	} );

	await book(
		admin,
		booking( event.id, "O'Brien & <3 Sons", 'obrien@example.org', {
			ticket_type: 'VIP',
			price: 49.5,
		} )
	);
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ event.id }`
		)
	);
	const updated = await admin.rest(
		'PUT',
		`/eventsmith/v2/attendees/${ list.items[ 0 ].id }`,
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

	const template = await createResource( admin, TEMPLATES, {
		name: 'Render test',
		type: 'ticket',
		orientation: 'portrait',
		content: CONTENT,
		template_css: '.render-test{color:red}',
	} );
	return {
		admin,
		eventId: event.id,
		templateId: template.id,
		attendee: await json( updated ),
	};
}

/**
 * Creates the render fixture once before the tests of the calling spec file.
 *
 * @return A getter of the fixture, for use inside the tests.
 */
export function renderFixtureOnce(): () => RenderFixture {
	let fixture: RenderFixture | undefined;
	test.beforeAll( async () => {
		fixture = await renderFixture();
	} );
	return () => {
		if ( ! fixture ) {
			throw new Error( 'The render fixture is made before the tests.' );
		}
		return fixture;
	};
}
