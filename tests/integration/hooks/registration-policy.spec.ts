/**
 * One registration answer per event (issue 32 item 3): the
 * `eventsmith_registration_policy` filter governs every caller. A test
 * mu-plugin closes one event's registration as an add-on would: checkout
 * refuses with the filter's message, the ticket form, the event page, its
 * JSON-LD and the public ticket-types route all show it closed; without the
 * filter everything is open again.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { jsonLd, visit } from '../pages/support';
import { runToken } from '../support/rest';

const HOOKS = '/eventsmith-test/v1/hooks';
const CLOSED = 'Registration is closed by an add-on.';

const closeRegistration = ( admin: Session, eventId: number ) =>
	admin.rest( 'DELETE', HOOKS, { close_registration: eventId } );

test.afterEach( async () => {
	await ( await session( ADMIN ) ).rest( 'DELETE', HOOKS, {} );
} );

async function sellingEvent( admin: Session ): Promise< {
	eventId: number;
	typeId: number;
	link: string;
	formPage: { id: number; link: string };
} > {
	const eventId = await ticketedEvent(
		admin,
		`Filtered ${ runToken( 'policy' ) }`,
		20
	);
	const types = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: [ { name: 'Standard', price: 0, capacity: 10 } ] }
	);
	expect( types.status(), await types.text() ).toBe( 200 );
	const event = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ eventId }` )
	);
	const page = await admin.rest( 'POST', '/wp/v2/pages', {
		title: `Tickets for ${ eventId }`,
		status: 'publish',
		content: `<!-- wp:eventsmith/ticket-form {"eventId":${ eventId }} /-->`,
	} );
	expect( page.status(), await page.text() ).toBe( 201 );
	const formPage = await json( page );
	return {
		eventId,
		typeId: ( await json( types ) )[ 0 ].id,
		link: event.link,
		formPage: { id: formPage.id, link: formPage.link },
	};
}

const orderOf = ( typeId: number, email: string ): Json => ( {
	buyer_name: 'Ada Buyer',
	buyer_email: email,
	tickets: { [ typeId ]: 1 },
	attendees: [
		{ ticket_type_id: typeId, name: 'Ada Buyer', email, phone: '' },
	],
} );

test( 'an add-on closing registration through eventsmith_registration_policy closes checkout, the ticket form, the event page and its offers; without it they open again (32.3)', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const visitor = await session( null );
	const { eventId, typeId, link, formPage } = await sellingEvent( admin );
	const checkout = `/eventsmith/v2/public/events/${ eventId }/checkout`;
	const publicTypes = `/eventsmith/v2/public/events/${ eventId }/ticket-types`;
	try {
		await closeRegistration( admin, eventId );

		const refused = await visitor.rest(
			'POST',
			checkout,
			orderOf( typeId, 'closed@example.com' )
		);
		expect( refused.status(), await refused.text() ).toBe( 409 );
		const refusal = await json( refused );
		expect( refusal.code ).toBe( 'eventsmith_registration_closed' );
		expect( refusal.message ).toBe( CLOSED );

		const form = await visit( request, formPage.link );
		expect( form ).toContain( 'wp-block-eventsmith-ticket-form__closed' );
		expect( form ).toContain( 'Registration closed' );
		expect( form ).toContain( 'Not on sale' );
		expect( form ).not.toContain( `data-type="${ typeId }"` );

		const page = await visit( request, link );
		expect( page ).toContain(
			'wp-block-eventsmith-event-tickets__message'
		);
		expect( page ).toContain( 'Registration closed' );
		const offers = ( jsonLd( page )[ 0 ] as Json ).offers;
		expect( offers.availability ).toBe( 'https://schema.org/Discontinued' );

		const closedTypes = await json(
			await visitor.rest( 'GET', publicTypes )
		);
		expect( closedTypes[ 0 ] ).toMatchObject( {
			on_sale: false,
			remaining: 10,
		} );

		await closeRegistration( admin, 0 );

		const reopenedForm = await visit( request, formPage.link );
		expect( reopenedForm ).not.toContain(
			'wp-block-eventsmith-ticket-form__closed'
		);
		expect( reopenedForm ).toContain( `data-type="${ typeId }"` );
		const reopenedPage = await visit( request, link );
		expect(
			( jsonLd( reopenedPage )[ 0 ] as Json ).offers.availability
		).toBe( 'https://schema.org/InStock' );
		expect(
			( await json( await visitor.rest( 'GET', publicTypes ) ) )[ 0 ]
				.on_sale
		).toBe( true );
		const placed = await visitor.rest(
			'POST',
			checkout,
			orderOf( typeId, 'open@example.com' )
		);
		expect( placed.status(), await placed.text() ).toBe( 201 );
	} finally {
		await admin.rest(
			'DELETE',
			`/wp/v2/pages/${ formPage.id }?force=true`
		);
	}
} );
