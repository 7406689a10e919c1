/**
 * Card payments under a real burst (issue 34, "Bad input and failure"), against the Stripe
 * stand-in: 50 orders are paid, and each is completed by its webhook and its buyer's return page
 * at the same moment; then 10 of them are refunded by staff at the same moment. Every figure is
 * read back from the site (orders, the e-mails queued per buyer) and from the stand-in (sessions
 * paid, refunds made): each order completes once and is e-mailed once, nothing paid is lost, and
 * each refund is made once at Stripe and recorded once here.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../support/json';
import { session } from '../support/wordpress';
import {
	checkout,
	eventWithTypes,
	startStandin,
	type Standin,
} from '../support/payments/stripe-client';
import { burst, report } from './burst';

const SITE_PORT = Number( process.env.EVENTSMITH_TEST_PORT || 9430 );
const PORT = Number(
	process.env.EVENTSMITH_TEST_STANDIN_PORT || SITE_PORT + 1
);
let stripe: Standin;

test.beforeAll( async () => {
	stripe = await startStandin( PORT );
} );

test.afterAll( async () => {
	await stripe?.stop();
} );

test( 'payments: 50 orders completed by webhook and return page at once complete and e-mail once each; 10 parallel refunds refund once each (34)', async () => {
	test.setTimeout( 120_000 );
	const orders = 50;
	const refunds = 10;
	const { admin } = stripe;
	const domain = `pay${ Date.now().toString( 36 ) }.example.com`;
	const { eventId, typeIds } = await eventWithTypes(
		admin,
		'Card rush',
		[ { name: 'Standard', price: '12.50' } ],
		200
	);
	const placed = (
		await burst( orders, ( n ) =>
			checkout( eventId, typeIds, [ 1 ], {}, `buyer${ n }@${ domain }` )
		)
	).map( ( { placed: answer, buyer } ) => ( {
		id: Number( answer.booking_id ),
		session: String( answer.redirect_url ).split( '/' ).pop() as string,
		buyer,
	} ) );
	expect(
		new Set( placed.map( ( p ) => p.session ) ).size,
		'one Checkout Session per order'
	).toBe( orders );

	// Every buyer pays; Stripe's webhook and the buyer's return page then arrive together.
	await burst( orders, ( n ) =>
		stripe.control( `sessions/${ placed[ n ]?.session }/pay`, {
			deliver: false,
		} )
	);
	const visitor = await session( null );
	const answers = await burst( orders * 2, async ( n ) => {
		const order = placed[
			Math.floor( n / 2 )
		] as ( typeof placed )[ number ];
		if ( n % 2 === 0 ) {
			const delivered = await stripe.control(
				`sessions/${ order.session }/event`,
				{ type: 'checkout.session.completed' }
			);
			return Number( delivered.status );
		}
		const back = await visitor.request.get(
			`/?eventsmith_stripe_return=${ order.id }&session_id=${ order.session }`
		);
		return back.status();
	} );
	expect( answers.filter( ( status ) => status !== 200 ) ).toEqual( [] );

	const ours = new Set( placed.map( ( p ) => p.session ) );
	const sessions = async (): Promise< Json[] > =>
		( await stripe.sessions() ).filter( ( s: Json ) => ours.has( s.id ) );
	const bookings = async (): Promise< Json[] > =>
		(
			await json(
				await admin.rest(
					'GET',
					`/eventsmith/v2/bookings?event_id=${ eventId }&per_page=100`
				)
			)
		).items;
	const paidIds = new Set(
		( await sessions() )
			.filter( ( s ) => s.payment_status === 'paid' )
			.map( ( s ) => Number( s.client_reference_id ) )
	);
	const before = await bookings();
	const completedIds = new Set(
		before
			.filter( ( b: Json ) => b.status === 'completed' )
			.map( ( b: Json ) => b.id )
	);
	const mails: Json[] = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/payments/mail-kinds?domain=${ domain }`
		)
	);
	const ticketMails = new Map< string, number >();
	for ( const row of mails.filter( ( m ) => m.kind === 'order_tickets' ) ) {
		ticketMails.set( String( row.recipient ).toLowerCase(), row.messages );
	}
	const doubles = placed.reduce(
		( sum, p ) =>
			sum + Math.max( 0, ( ticketMails.get( p.buyer ) ?? 0 ) - 1 ),
		0
	);
	const lost = placed.filter(
		( p ) =>
			paidIds.has( p.id ) &&
			( ! completedIds.has( p.id ) || ! ticketMails.get( p.buyer ) )
	).length;

	// Staff refund ten orders at once; Stripe reports each refund back by webhook meanwhile.
	const refunded = placed.slice( 0, refunds );
	const refundAnswers = await burst( refunds, ( n ) =>
		admin.rest(
			'POST',
			`/eventsmith/v2/bookings/${ refunded[ n ]?.id }/refund`
		)
	);
	const accepted = refundAnswers.filter( ( r ) => r.status() === 200 ).length;
	const after = await bookings();
	const refundedHere = new Set(
		after
			.filter( ( b: Json ) => b.status === 'refunded' )
			.map( ( b: Json ) => b.id )
	);
	const atStripe = ( await sessions() ).filter(
		( s ) =>
			( s.refunds ?? [] ).length === 1 &&
			s.amount_refunded === s.amount_total
	);
	const overRefunded = ( await sessions() ).filter(
		( s ) => ( s.refunds ?? [] ).length > 1
	).length;
	const both = atStripe.filter( ( s ) =>
		refundedHere.has( Number( s.client_reference_id ) )
	).length;

	report( 'payments', {
		orders: placed.length,
		paid: paidIds.size,
		completed: completedIds.size,
		double_completions: doubles,
		lost,
		refunds: accepted,
		refunded: both,
	} );
	expect( placed ).toHaveLength( orders );
	expect( paidIds.size ).toBe( orders );
	expect( completedIds.size ).toBe( orders );
	expect( doubles ).toBe( 0 );
	expect( lost ).toBe( 0 );
	expect( accepted ).toBe( refunds );
	expect( refundedHere.size ).toBe( refunds );
	expect( atStripe ).toHaveLength( refunds );
	expect( overRefunded ).toBe( 0 );
	expect( both ).toBe( refunds );
} );
