/**
 * The ticket types of the event editor's Tickets & Capacity step: empty
 * state, two types added and saved with the step, checks as staff type,
 * the server's refusal next to its field, removal with confirmation, and
 * the types in the event page's ticket form.
 */
import { test, type Page } from '@playwright/test';
import { eventAround } from '../../support/events';
import { ADMIN, logInPage } from '../../support/wordpress';
import {
	DASHBOARD,
	expect,
	expectAccessible,
	watch,
} from './support/dashboard';
import { adminRest, seedEvent } from './support/events';

/**
 * Waits for the step's ticket types, which load after the event (the test
 * site serves one request at a time, slowly on a busy machine).
 *
 * @param page The page.
 */
async function typesLoaded( page: Page ) {
	await expect(
		page.getByText( 'Ticket types', { exact: true } )
	).toBeVisible( { timeout: 60_000 } );
	await expect( page.getByText( 'Loading ticket types…' ) ).toHaveCount( 0, {
		timeout: 60_000,
	} );
}

const card = ( page: Page, n: number ) =>
	page.getByRole( 'group', { name: new RegExp( `^Ticket type ${ n }:` ) } );

test( 'ticket types: add two in the Tickets & Capacity step, checks as staff type, the server’s message at its field, saved, reloaded and sold on the event page', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	const event = await seedEvent( {
		...eventAround(
			`Ticket types ${ Date.now().toString( 36 ) }`,
			'Europe/Berlin',
			1,
			10 * 1440,
			10 * 1440 + 240
		),
		total_ticket: 20,
	} );
	await logInPage( page, ADMIN );
	const puts = watch( page, `/events/${ event.id }/ticket-types`, 'PUT' );
	await page.goto( `${ DASHBOARD }#/events/create/${ event.id }/tickets` );

	// Empty state.
	await typesLoaded( page );
	await expect(
		page.getByText(
			'No ticket types yet. Add one so visitors can buy tickets on the event page.'
		)
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Add ticket type' } ).click();

	const first = card( page, 1 );
	await expect( first.getByLabel( 'Name', { exact: true } ) ).toBeFocused();
	await first.getByLabel( 'Name', { exact: true } ).fill( 'Day pass' );
	await first.getByLabel( 'Price (USD)' ).fill( '25' );
	await first.getByLabel( 'Unlimited seats' ).uncheck();
	// A bad value shows its message as it is typed.
	await first.getByLabel( 'Seats', { exact: true } ).fill( '30' );
	await expect(
		first.getByText(
			'A ticket type cannot have more seats than the event (20).'
		)
	).toBeVisible();
	await first.getByLabel( 'Seats', { exact: true } ).fill( '10' );
	await expect(
		first.getByText( 'A ticket type cannot have more seats' )
	).toHaveCount( 0 );
	await first.getByLabel( 'Most per order' ).fill( '5' );
	await first.getByLabel( 'Description' ).fill( 'Every talk' );

	await page.getByRole( 'button', { name: 'Add ticket type' } ).click();
	const second = card( page, 2 );
	// The server strips markup from names, so this one is empty there: only it refuses it.
	await second.getByLabel( 'Name', { exact: true } ).fill( '<b></b>' );
	await second.getByLabel( 'Fewest per order' ).fill( '3' );
	await second.getByLabel( 'Most per order' ).fill( '2' );
	await second.getByLabel( 'Sale starts' ).fill( '2031-02-01' );
	await second.getByLabel( 'Sale ends' ).fill( '2031-01-01' );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect(
		second.getByText(
			'The most per order must be between the fewest per order and 100.'
		)
	).toBeVisible();
	await expect(
		second.getByText( 'The sale must end after it starts.' )
	).toBeVisible();
	expect( puts ).toHaveLength( 0 );
	await page.screenshot( {
		path: test.info().outputPath( 'ticket-types-errors-1280.png' ),
		fullPage: true,
	} );

	await second.getByLabel( 'Most per order' ).fill( '6' );
	await second.getByLabel( 'Sale ends' ).fill( '' );
	await second.getByLabel( 'Sale starts' ).fill( '' );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect(
		second.getByText(
			'A ticket type needs a name of at most 100 characters.'
		)
	).toBeVisible();
	await expect(
		page.getByText(
			'The ticket types were not saved: see the marked field.'
		)
	).toBeVisible();
	expect( puts ).toHaveLength( 1 );

	// Typing clears the server's message.
	await second.getByLabel( 'Name', { exact: true } ).fill( 'Workshop' );
	await expect(
		second.getByText( 'A ticket type needs a name' )
	).toHaveCount( 0 );

	// A third, removed again after confirming.
	await page.getByRole( 'button', { name: 'Add ticket type' } ).click();
	await card( page, 3 ).getByLabel( 'Name', { exact: true } ).fill( 'Spare' );
	await card( page, 3 ).getByRole( 'button', { name: 'Remove' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Please confirm' } );
	await expect(
		dialog.getByText(
			'Remove the ticket type “Spare”? It is deleted when you save.'
		)
	).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Yes' } ).click();
	await expect( card( page, 3 ) ).toHaveCount( 0 );

	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Saved' } )
	).toBeVisible();
	expect( puts ).toHaveLength( 2 );
	const stored = await adminRest(
		'GET',
		`/eventsmith/v2/events/${ event.id }/ticket-types`
	);
	expect( stored.body ).toMatchObject( [
		{
			name: 'Day pass',
			price: '25.00',
			capacity: 10,
			max_per_order: 5,
			description: 'Every talk',
			sold: 0,
		},
		{
			name: 'Workshop',
			price: '0.00',
			capacity: -1,
			min_per_order: 3,
			max_per_order: 6,
		},
	] );

	await page.reload();
	await typesLoaded( page );
	await expect(
		card( page, 1 ).getByLabel( 'Name', { exact: true } )
	).toHaveValue( 'Day pass' );
	await expect(
		card( page, 1 ).getByLabel( 'Seats', { exact: true } )
	).toHaveValue( '10' );
	await expect( card( page, 1 ).getByText( 'Sold: 0' ) ).toBeVisible();
	await expect(
		card( page, 2 ).getByLabel( 'Name', { exact: true } )
	).toHaveValue( 'Workshop' );
	await expect(
		card( page, 2 ).getByLabel( 'Unlimited seats' )
	).toBeChecked();
	await expectAccessible( page );

	for ( const width of [ 1280, 782 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: test.info().outputPath( `ticket-types-${ width }.png` ),
			fullPage: true,
		} );
	}

	// The event page sells them.
	await page.goto( event.link );
	const form = page.locator( '.wp-block-eventsmith-ticket-form' );
	await expect( form.getByLabel( /Day pass/ ) ).toBeVisible();
	const row = ( name: string ) =>
		form
			.locator( '.wp-block-eventsmith-ticket-form__type' )
			.filter( { hasText: name } );
	await expect( row( 'Day pass' ) ).toContainText( '25.00 USD' );
	await expect( row( 'Day pass' ) ).toContainText( 'Every talk' );
	await expect( form.getByLabel( /Workshop/ ) ).toBeVisible();
	await expect( row( 'Workshop' ) ).toContainText( 'Free' );
} );
