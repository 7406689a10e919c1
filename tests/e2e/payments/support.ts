/**
 * Steps shared by the paid checkout journeys (issue 34, "How it will be checked"): the site is
 * pointed at a provider's stand-in (tests/support/payments/) through the test-only constant, the
 * provider is the one online method, a visitor buys on the ticket form and pays on the stand-in's
 * hosted page, staff refund the order in the purchase report. Each provider's spec describes its
 * stand-in once (`Provider`) and runs the same journeys.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { createEvent, oneDay } from '../../support/events';
import type { Json } from '../../support/json';
import {
	seatsLeft,
	startStandin,
	storedOrder,
} from '../../support/payments/provider-checkout';
import {
	ADMIN,
	logInPage,
	session,
	siteUrl,
	type Session,
} from '../../support/wordpress';

const DASHBOARD = '/wp-admin/admin.php?page=eventsmith';

/** What a journey needs to know about one provider and its stand-in. */
export interface Provider {
	/** The `payment_method` id. */
	id: 'stripe' | 'paypal';
	/** The stand-in's file in tests/support/payments/. */
	file: string;
	/** Its port: the site's port plus this. */
	portOffset: number;
	/** The test route that points the site at a stand-in (`{base}`). */
	baseRoute: string;
	/** The webhook route on the site. */
	webhook: string;
	/** The stand-in's configuration (`/_test/config`), given the webhook's address. */
	config: ( webhookUrl: string ) => Json;
	/** Settings that make the provider the online method. */
	enable: Json;
	/** Settings that turn it off again. */
	disable: Json;
	/** The hosted page's address, as the checkout answers it. */
	hostedPage: RegExp;
	/** The hosted page's pay button and cancel link. */
	payButton: string;
	cancelLink: string;
	/** The site's "pay again" link after a cancel. */
	payAgain: string;
	/** How the ticket form names the method, when it offers a choice. */
	methodName: RegExp;
	/** The provider's reference of a paid order (PaymentIntent, capture). */
	reference: RegExp;
	/** The refund request the stand-in recorded for a payment, if any. */
	refundOf: ( requests: Json[], reference: string ) => Json | undefined;
}

/**
 * The stand-in's address for the site's port.
 *
 * @param provider The provider.
 */
export const standinUrl = ( provider: Provider ): string =>
	`http://127.0.0.1:${
		Number( new URL( siteUrl() ).port ) + provider.portOffset
	}`;

/**
 * Starts the provider's stand-in before the spec's tests, points the site at it and makes the
 * provider the online method; undoes all of it afterwards.
 *
 * @param provider The provider.
 */
export function withProvider( provider: Provider ): void {
	let standin: ChildProcess | undefined;
	test.beforeAll( async () => {
		const base = standinUrl( provider );
		standin = await startStandin(
			provider.file,
			Number( new URL( base ).port )
		);
		const configured = await fetch( `${ base }/_test/config`, {
			method: 'POST',
			body: JSON.stringify(
				provider.config( `${ siteUrl() }/wp-json${ provider.webhook }` )
			),
		} );
		expect( configured.status ).toBe( 200 );
		const admin = await session( ADMIN );
		const pointed = await admin.rest( 'POST', provider.baseRoute, {
			base,
		} );
		expect( pointed.status(), await pointed.text() ).toBe( 200 );
		const saved = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			payment_method: provider.id,
			currency: 'USD',
			pending_hold_minutes: 60,
			...provider.enable,
		} );
		expect( saved.status(), await saved.text() ).toBe( 200 );
	} );
	test.afterAll( async () => {
		const admin = await session( ADMIN );
		await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			payment_method: 'pay_later',
			...provider.disable,
		} );
		await admin.rest( 'POST', provider.baseRoute, { base: '' } );
		standin?.kill();
	} );
}

/** A paid event on sale: five seats of one $30 ticket type. */
export interface PaidEvent {
	id: number;
	link: string;
	title: string;
}

/**
 * Creates a published event selling five $30.00 "Day pass" tickets.
 *
 * @param admin Administrator session.
 * @param title Title.
 */
export async function paidEvent(
	admin: Session,
	title: string
): Promise< PaidEvent > {
	const event = await createEvent( admin, {
		title,
		...oneDay( '2031-09-14', '09:00', '17:00' ),
		total_ticket: 5,
	} );
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }/ticket-types`,
		{ ticket_types: [ { name: 'Day pass', price: '30.00', capacity: 5 } ] }
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	return { id: event.id, link: event.link, title };
}

/**
 * A visitor orders two tickets on the event page's ticket form and is sent to the provider's
 * hosted page; answers the order the checkout placed.
 *
 * @param page        The visitor's page (logged out).
 * @param provider    The provider.
 * @param event       The event.
 * @param buyer       Buyer's name and address.
 * @param buyer.name
 * @param buyer.email
 */
export async function orderOnTicketForm(
	page: Page,
	provider: Provider,
	event: PaidEvent,
	buyer: { name: string; email: string }
): Promise< Json > {
	await page.goto( event.link );
	const form = page.locator( '.wp-block-eventsmith-ticket-form' );
	await form.getByLabel( /Day pass/ ).fill( '2' );
	await form.getByLabel( 'Your name' ).fill( buyer.name );
	await form.getByLabel( 'Your email' ).fill( buyer.email );
	// With several methods on, the form offers them by name; with one it asks nothing.
	const method = form.getByRole( 'radio', { name: provider.methodName } );
	if ( ( await method.count() ) > 0 ) {
		await method.check();
	}
	await form
		.getByLabel( 'Fill in the attendee details for me (bulk order)' )
		.check();
	// The form leaves for the provider at once, so the answer is read on its way to the page.
	let placed: Json = {};
	await page.route( /\/public\/events\/\d+\/checkout/, async ( route ) => {
		const response = await route.fetch();
		placed = await response.json();
		await route.fulfill( { response } );
	} );
	await form.getByRole( 'button', { name: 'Get tickets' } ).click();
	await expect( page ).toHaveURL( provider.hostedPage );
	expect( placed ).toMatchObject( { status: 'pending', total: '60.00' } );
	expect( placed.redirect_url ).toBe( page.url() );
	await page.unrouteAll();
	return placed;
}

/**
 * On the hosted page: the amount is shown; the buyer pays and lands back on the site, which says
 * the payment was received and links each ticket's page.
 *
 * @param page     The buyer's page, on the hosted page.
 * @param provider The provider.
 * @param amount   The amount as the hosted page shows it.
 */
export async function payOnHostedPage(
	page: Page,
	provider: Provider,
	amount: RegExp
) {
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		amount
	);
	await page.getByRole( 'button', { name: provider.payButton } ).click();
	await expect( page ).toHaveURL( ( url ) => url.origin === siteUrl() );
	await expect(
		page.getByText( /Payment received, thank you! Your tickets are on/ )
	).toBeVisible();
	const tickets = page.getByRole( 'link', { name: /^Open ticket: / } );
	await expect( tickets ).toHaveCount( 2 );
	await expect( tickets.first() ).toHaveText(
		'Open ticket: Attendee 1 (Day pass)'
	);
	await expect(
		page.getByRole( 'link', { name: 'View your invoice' } )
	).toBeVisible();
	await tickets.first().click();
	await expect( page ).toHaveURL( /eventsmith_ticket=/ );
	await expect( page.getByText( 'Attendee 1' ).first() ).toBeVisible();
}

/**
 * Staff find the completed order in the event's purchase report and refund it (confirming); the
 * stand-in records the refund, the row and the stored order say refunded, the seats are back.
 *
 * @param page     A fresh page for staff.
 * @param provider The provider.
 * @param event    The event.
 * @param orderId  The order.
 * @param buyer    The buyer's name.
 */
export async function refundInReport(
	page: Page,
	provider: Provider,
	event: PaidEvent,
	orderId: number,
	buyer: string
) {
	const admin = await session( ADMIN );
	const paid = await storedOrder( admin, orderId );
	expect( paid ).toMatchObject( {
		status: 'completed',
		payment_method: provider.id,
	} );
	expect( paid.payment_reference ).toMatch( provider.reference );
	expect( await seatsLeft( event.id ) ).toBe( 3 );
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/purchase-report/${ event.id }` );
	const row = page
		.locator( '.eventsmith-list__table tbody tr' )
		.filter( { hasText: buyer } );
	await expect( row ).toContainText( 'Completed', { timeout: 30_000 } );
	await expect( row ).toContainText( '$60.00' );
	await expect( row ).toContainText( `${ orderId }` );

	await row.getByRole( 'button', { name: 'Refund Booking' } ).click();
	await expect( page.getByRole( 'dialog' ) ).toContainText( 'Are you sure?' );
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: 'Yes' } )
		.click();
	await expect(
		page.locator( '.components-snackbar', { hasText: 'Booking refunded.' } )
	).toBeVisible();
	await expect( row ).toContainText( 'Refunded' );

	const requests: Json[] = await (
		await fetch( `${ standinUrl( provider ) }/_test/requests` )
	).json();
	expect(
		provider.refundOf( requests, paid.payment_reference )
	).toBeTruthy();
	expect( ( await storedOrder( admin, orderId ) ).status ).toBe( 'refunded' );
	expect( await seatsLeft( event.id ) ).toBe( 5 );
}

/**
 * The buyer cancels on the hosted page: back on the site the order is still awaiting payment,
 * with a link that leads to the provider again, where paying completes it.
 *
 * @param page     The buyer's page, on the hosted page.
 * @param provider The provider.
 * @param orderId  The order.
 */
export async function cancelThenPayAgain(
	page: Page,
	provider: Provider,
	orderId: number
) {
	const admin = await session( ADMIN );
	await page.getByRole( 'link', { name: provider.cancelLink } ).click();
	await expect( page ).toHaveURL( ( url ) => url.origin === siteUrl() );
	await expect(
		page.getByText( /Your order is still awaiting payment/ )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'View your invoice' } )
	).toBeVisible();
	expect( ( await storedOrder( admin, orderId ) ).status ).toBe( 'pending' );

	await page.getByRole( 'link', { name: provider.payAgain } ).click();
	await expect( page ).toHaveURL( provider.hostedPage );
	await page.getByRole( 'button', { name: provider.payButton } ).click();
	await expect(
		page.getByText( /Payment received, thank you!/ )
	).toBeVisible();
	expect( ( await storedOrder( admin, orderId ) ).status ).toBe(
		'completed'
	);
}
