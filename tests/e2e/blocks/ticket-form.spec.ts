/**
 * The ticket form on an event page, used by an anonymous visitor: two ticket
 * types, an attendee block per ticket, the bulk-attendee checkbox
 * (BULK-01..04), the order and its tickets.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { ADMIN, session } from '../../support/wordpress';

test( 'BULK-01..04: a visitor orders 2 + 1 tickets with the bulk checkbox, gets three tickets and opens one', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const event = await createEvent( admin, {
		title: `Ticket form ${ Date.now().toString( 36 ) }`,
		...oneDay( '2031-06-10', '09:00', '17:00' ),
		total_ticket: 20,
	} );
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }/ticket-types`,
		{
			ticket_types: [
				{ name: 'Day pass', capacity: 10, description: 'Every talk' },
				{ name: 'Workshop', capacity: 5 },
			],
		}
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	await admin.request.dispose();

	await page.goto( event.link );
	const form = page.locator( '.wp-block-eventsmith-ticket-form' );
	const submit = form.getByRole( 'button', { name: 'Get tickets' } );
	const bulk = form.getByLabel(
		'Fill in the attendee details for me (bulk order)'
	);
	await expect( submit ).toBeDisabled();
	await expect( bulk ).toBeHidden();

	await form.getByLabel( /Day pass/ ).fill( '2' );
	await form.getByLabel( /Workshop/ ).fill( '1' );
	const attendee = ( n: number, type: string ) =>
		form.getByRole( 'group', { name: `Attendee ${ n }: ${ type }` } );
	await expect( attendee( 1, 'Day pass' ) ).toBeVisible();
	await expect( attendee( 2, 'Day pass' ) ).toBeVisible();
	await expect( attendee( 3, 'Workshop' ) ).toBeVisible();
	await expect( form.locator( 'fieldset[data-type]' ) ).toHaveCount( 3 );

	// BULK-01: the checkbox appears once tickets are chosen.
	await expect( bulk ).toBeVisible();
	await form.getByLabel( 'Your name' ).fill( 'Ada Buyer' );
	await form.getByLabel( 'Your email' ).fill( 'ada@example.com' );

	// BULK-02/03: numbered values everywhere, no error marks, submit enabled.
	await bulk.check();
	for ( const [ n, type ] of [
		[ 1, 'Day pass' ],
		[ 2, 'Day pass' ],
		[ 3, 'Workshop' ],
	] as const ) {
		const group = attendee( n, type );
		await expect( group.getByLabel( 'Name' ) ).toHaveValue(
			`Attendee ${ n }`
		);
		await expect( group.getByLabel( 'Email' ) ).toHaveValue(
			`test${ n }@example.com`
		);
		await expect( group.getByLabel( 'Phone (optional)' ) ).toHaveValue(
			`000000000${ n }`
		);
	}
	await expect( form.locator( 'input.is-error' ) ).toHaveCount( 0 );
	await expect( submit ).toBeEnabled();

	// BULK-04: unticking empties and flags every attendee field and disables submit.
	await bulk.uncheck();
	await expect( attendee( 2, 'Day pass' ).getByLabel( 'Name' ) ).toHaveValue(
		''
	);
	await expect(
		form.locator( 'fieldset[data-type] input.is-error' )
	).toHaveCount( 9 );
	await expect( submit ).toBeDisabled();

	const results = await new AxeBuilder( { page } )
		.include( '.wp-block-eventsmith-ticket-form' )
		.analyze();
	expect(
		results.violations
			.filter(
				( v ) => v.impact === 'serious' || v.impact === 'critical'
			)
			.map( ( v ) => v.id )
	).toEqual( [] );

	await bulk.check();
	const answered = page.waitForResponse( /\/checkout/ );
	await submit.click();
	const order = ( await ( await answered ).json() ) as { status: string };
	expect( order.status ).toBe( 'completed' );
	await expect(
		form.getByText(
			'Thank you! Your tickets are on their way to your inbox.'
		)
	).toBeVisible();
	const links = form.getByRole( 'link', { name: /Open ticket/ } );
	await expect( links ).toHaveCount( 3 );
	await expect( links.first() ).toHaveText(
		'Open ticket: Attendee 1 (Day pass)'
	);
	await links.first().click();
	await expect( page.getByText( 'Attendee 1' ).first() ).toBeVisible();
} );
