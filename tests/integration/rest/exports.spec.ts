/**
 * CSV downloads of bookings and attendees (admin-post.php): permission,
 * nonce, content, formula safety, and flat memory at 100,000 rows.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { book, booking, ticketedEvent } from '../../support/bookings';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import type { Session } from '../../support/wordpress';

async function exportUrl(
	who: Session,
	action: string,
	eventId: number,
	nonceFor = action
) {
	const { nonce } = await json(
		await who.rest(
			'GET',
			`/eventsmith-test/v1/nonce?action=${ nonceFor }`
		)
	);
	return `/wp-admin/admin-post.php?action=${ action }&event_id=${ eventId }&_wpnonce=${ nonce }`;
}

test( 'GAP-01 bookings export as CSV: one row per booking, formulas defused; only with the order permission and the nonce', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Bookings export', -1 );
	for ( const [ name, email, type ] of [
		[ '=HYPERLINK("http://x")', 'eve@example.org', '+VIP' ],
		[ 'Zoe Park', 'zoe@example.org', 'Standard' ],
	] as const ) {
		await book(
			admin,
			booking( eventId, name, email, {
				ticket_type: type,
				quantity: 2,
				price: 12.5,
			} )
		);
	}

	const csv = await admin.request.get(
		await exportUrl( admin, 'eventsmith_export_bookings', eventId )
	);
	expect( csv.status() ).toBe( 200 );
	expect( csv.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( csv.headers()[ 'content-disposition' ] ).toContain(
		`bookings-${ eventId }-`
	);
	const lines = ( await csv.text() ).trim().split( '\n' );
	expect( lines ).toHaveLength( 3 );
	expect( lines[ 0 ] ).toBe(
		'ID,Event,Customer,Email,Tickets,"Ticket types",Total,Currency,Status,"Created (UTC)","Refunded (UTC)","Discount code",Discount'
	);
	expect( lines[ 1 ] ).toContain(
		`"'=HYPERLINK(""http://x"")",eve@example.org,2,"2 × +VIP",25.00,EUR,completed`
	);
	expect( lines[ 2 ] ).toContain(
		'"Bookings export","Zoe Park",zoe@example.org,2,"2 × Standard",25.00,EUR,completed'
	);
	// No discount code: an empty code and 0.00 taken off, last.
	expect( lines[ 2 ] ).toMatch( /,,0\.00$/ );

	// A wrong nonce, or a nonce for the other export, is refused and nothing is sent.
	for ( const nonceFor of [ 'eventsmith_export_attendees', 'nope' ] ) {
		const refused = await admin.request.get(
			await exportUrl(
				admin,
				'eventsmith_export_bookings',
				eventId,
				nonceFor
			)
		);
		expect( refused.status() ).toBe( 403 );
		expect( await refused.text() ).not.toContain( 'zoe@example.org' );
	}

	const subscriber = await session( await ensureUser( 'subscriber' ) );
	const attendeeStaff = await sessionWithOnly( 'eventsmith_manage_attendee' );
	for ( const who of [ subscriber, attendeeStaff ] ) {
		const refused = await who.request.get(
			await exportUrl( who, 'eventsmith_export_bookings', eventId )
		);
		expect( refused.status() ).toBe( 403 );
		expect( await refused.text() ).toContain(
			'Sorry, you are not allowed to export bookings.'
		);
	}
	const orderStaff = await sessionWithOnly( 'eventsmith_manage_order' );
	const allowed = await orderStaff.request.get(
		await exportUrl( orderStaff, 'eventsmith_export_bookings', eventId )
	);
	expect( allowed.status() ).toBe( 200 );
	expect( await allowed.text() ).toContain( 'zoe@example.org' );
	expect(
		(
			await orderStaff.request.get(
				await exportUrl(
					orderStaff,
					'eventsmith_export_attendees',
					eventId
				)
			)
		).status()
	).toBe( 403 );
} );

test( 'GAP-01 GAP-03 both exports stream 100,000 rows with about the memory of a two-row export', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const small = await ticketedEvent( admin, 'Small export', -1 );
	const large = await ticketedEvent( admin, 'Large export', -1 );
	const ROWS = 100_000;
	for ( const [ eventId, count ] of [
		[ small, 2 ],
		[ large, ROWS ],
	] as Array< [ number, number ] > ) {
		const bulk = await admin.request.post(
			'/wp-json/eventsmith-test/v1/bulk-tickets',
			{
				headers: { 'X-WP-Nonce': admin.nonce },
				data: { event_id: eventId, count },
				timeout: 120_000,
			}
		);
		expect( bulk.status() ).toBe( 200 );
	}
	try {
		for ( const action of [
			'eventsmith_export_attendees',
			'eventsmith_export_bookings',
		] ) {
			const peak: Record< number, number > = {};
			for ( const [ eventId, rows ] of [
				[ small, 2 ],
				[ large, ROWS ],
			] as Array< [ number, number ] > ) {
				const csv = await admin.request.get(
					await exportUrl( admin, action, eventId ),
					{
						headers: { 'X-Eventsmith-Test-Memory': '1' },
						timeout: 120_000,
					}
				);
				expect( csv.status() ).toBe( 200 );
				const text = await csv.text();
				expect( text.trim().split( '\n' ), action ).toHaveLength(
					rows + 1
				);
				expect( text ).toContain( `bulk${ rows - 1 }@example.org` );
				peak[ rows ] = (
					await json(
						await admin.rest(
							'GET',
							'/eventsmith-test/v1/peak-memory'
						)
					)
				).bytes;
			}
			expect( peak[ 2 ], action ).toBeGreaterThan( 0 );
			// 100,000 rows are about 10 MB of CSV: holding them would show here.
			expect(
				peak[ ROWS ]! - peak[ 2 ]!,
				`${ action } extra peak memory`
			).toBeLessThan( 4 * 1024 * 1024 );
		}
	} finally {
		for ( const eventId of [ small, large ] ) {
			await admin.rest(
				'DELETE',
				`/eventsmith-test/v1/bulk-tickets?event_id=${ eventId }`
			);
		}
	}
} );
