/**
 * Search engines see the offers a visitor really gets (issue item 24.8):
 * one Offer per visible ticket type with its price, the site's currency,
 * its availability from the registration policy and its sale window; an
 * RSVP-only event keeps one free offer.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { jsonLd, RUN, visit } from './support';

test( 'a paid event with ticket types offers each type with its price, the site currency, availability and sale window', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const before = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	await admin.rest( 'PUT', '/eventsmith/v2/settings', { currency: 'EUR' } );
	try {
		const event = await createEvent( admin, {
			title: `Offers ${ RUN }`,
			...oneDay( '2031-06-12', '10:00', '16:00', 'Europe/Berlin' ),
			total_ticket: 20,
		} );
		const saved = await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ event.id }/ticket-types`,
			{
				ticket_types: [
					{
						name: 'Standard',
						price: 49.5,
						capacity: 10,
						sale_start: '2025-01-01 09:00:00',
						sale_end: '2031-06-01 18:00:00',
					},
					{
						name: 'Late bird',
						price: 80,
						sale_start: '2031-06-02 00:00:00',
					},
					{ name: 'Crew', price: 0, hidden: true },
				],
			}
		);
		expect( saved.status(), await saved.text() ).toBe( 200 );

		const data = jsonLd( await visit( request, event.link ) )[ 0 ] as Json;
		expect( data.offers ).toEqual( [
			{
				'@type': 'Offer',
				name: 'Standard',
				url: event.link,
				availability: 'https://schema.org/InStock',
				price: '49.50',
				priceCurrency: 'EUR',
				validFrom: '2025-01-01T09:00:00+00:00',
				validThrough: '2031-06-01T18:00:00+00:00',
			},
			{
				'@type': 'Offer',
				name: 'Late bird',
				url: event.link,
				availability: 'https://schema.org/PreOrder',
				price: '80.00',
				priceCurrency: 'EUR',
				validFrom: '2031-06-02T00:00:00+00:00',
			},
		] );
	} finally {
		await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			currency: before.currency,
		} );
	}
} );

test( 'a sold-out ticket type is offered as SoldOut', async ( { request } ) => {
	const admin = await session( ADMIN );
	const event = await createEvent( admin, {
		title: `Sold offers ${ RUN }`,
		...oneDay( '2031-07-12', '10:00', '16:00' ),
		total_ticket: 5,
	} );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ event.id }/ticket-types`,
			{
				ticket_types: [
					{ name: 'Tiny', price: 5, capacity: 1 },
					{ name: 'Open', price: 5 },
				],
			}
		)
	);
	const bought = await (
		await session( null )
	).rest( 'POST', `/eventsmith/v2/public/events/${ event.id }/checkout`, {
		buyer_name: 'Ada',
		buyer_email: 'ada@example.com',
		tickets: { [ types[ 0 ].id ]: 1 },
		attendees: [
			{
				ticket_type_id: types[ 0 ].id,
				name: 'Ada',
				email: 'ada@example.com',
				phone: '0000000001',
			},
		],
	} );
	expect( bought.status(), await bought.text() ).toBe( 201 );
	const data = jsonLd( await visit( request, event.link ) )[ 0 ] as Json;
	expect(
		( data.offers as Json[] ).map( ( o: Json ) => [
			o.name,
			o.availability,
		] )
	).toEqual( [
		[ 'Tiny', 'https://schema.org/SoldOut' ],
		[ 'Open', 'https://schema.org/InStock' ],
	] );
} );

test( 'an RSVP-only event keeps one free offer in the site currency', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const event = await createEvent( admin, {
		title: `RSVP offer ${ RUN }`,
		...oneDay( '2031-06-12', '10:00', '16:00' ),
		rsvp: { enabled: true, capacity: 10, max_per_submission: 1 },
	} );
	const settings = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	const data = jsonLd( await visit( request, event.link ) )[ 0 ] as Json;
	expect( data.offers ).toMatchObject( {
		'@type': 'Offer',
		availability: 'https://schema.org/InStock',
		price: '0',
		priceCurrency: settings.currency,
	} );
	expect( Array.isArray( data.offers ) ).toBe( false );
} );
