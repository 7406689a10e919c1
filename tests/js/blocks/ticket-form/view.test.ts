/**
 * The `eventsmith/ticket-form` store: one attendee block per chosen ticket,
 * the total, the checks a visitor sees while typing, the bulk checkbox
 * (BULK-01..04), and the answer after a refused, failed or accepted order.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { actions, callbacks, state } from '../../../../blocks/ticket-form/view';
import type {
	Attendee,
	TicketContext,
} from '../../../../blocks/ticket-form/types';

const texts = {
	attendee: 'Attendee %1$d: %2$s',
	name: 'Please enter attendee name.',
	email: 'Enter a valid email address.',
	phone: 'Enter a phone number of digits, spaces and + ( ) - only.',
	failed: 'Your order could not be sent.',
	sending: 'Ordering…',
	submit: 'Get tickets',
	bulkName: 'Attendee',
	thanks: 'Thank you! Your tickets are on their way to your inbox.',
	pending: 'Thank you! Your order is reserved and awaits payment.',
	ticketFor: 'Open ticket',
	free: 'Free',
	required: 'Please fill in this field.',
	number: 'Enter a number.',
	date: 'Enter a date.',
	value: 'Value',
	codeApplied: 'Code %1$s: %2$s off.',
	codeEmpty: 'Type a code first.',
};

// What wp_interactivity_state() printed once for the page.
double.store( 'eventsmith/ticket-form', {
	state: {
		route: '/wp-json/eventsmith/v2/public/events/%d/checkout',
		previewRoute:
			'/wp-json/eventsmith/v2/public/events/%d/discount-preview',
		currency: 'USD',
		texts,
	},
} );

function form( questions: TicketContext[ 'questions' ] = [] ): TicketContext {
	return {
		eventId: 12,
		formId: 'eventsmith-tickets-12',
		types: [
			{ id: 3, name: 'Day pass', price: '49.00' },
			{ id: 4, name: 'Workshop', price: '0.50' },
		],
		questions,
		quantities: { 3: 0, 4: 0 },
		blamedTypes: {},
		attendees: [],
		nextKey: 0,
		buyer: { name: '', email: '' },
		buyerTouched: {},
		buyerMarks: { name: '', email: '' },
		bulk: false,
		busy: false,
		submitLabel: 'Get tickets',
		failure: '',
		finished: false,
		doneMessage: '',
		tickets: [],
		instructions: '',
		invoiceUrl: '',
		discountCode: '',
		appliedCode: '',
		quote: null,
		discountNote: '',
		discountError: '',
	};
}

const choose = ( context: TicketContext, type: number, value: string ) => {
	double.scope( double.nested( context, { type } ) );
	actions.setQuantity( { target: { value } } as never );
	double.scope( context );
};

/**
 * Scopes to one field of one attendee block, as data-wp-each and the
 * field's data-wp-context do.
 *
 * @param context  The form.
 * @param attendee The block.
 * @param field    The field.
 */
const at = ( context: TicketContext, attendee: Attendee, field: string ) =>
	double.nested( double.nested( context, { attendee } ), { field } );

const answer = (
	context: TicketContext,
	index: number,
	field: string,
	value: string
) => {
	double.scope(
		at( context, context.attendees[ index ] as Attendee, field )
	);
	actions.answer( { target: { value } } as never );
	double.scope( context );
};

const buyer = (
	context: TicketContext,
	field: 'name' | 'email',
	value: string
) => {
	double.scope( double.nested( context, { buyerField: field } ) );
	actions.typeBuyer( { target: { value } } as never );
	double.scope( context );
};

const ready = () => {
	const context = form();
	double.scope( context );
	choose( context, 3, '1' );
	answer( context, 0, 'name', 'Ada' );
	answer( context, 0, 'email', 'ada@example.org' );
	buyer( context, 'name', 'Ada Buyer' );
	buyer( context, 'email', 'ada@example.com' );
	return context;
};

const submit = () =>
	double.run( actions.submit( { preventDefault() {} } as never ) );

describe( 'eventsmith/ticket-form store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/ticket-form' )?.lock ).toBe(
			true
		);
	} );

	it( 'draws one attendee block per ticket, in type order, and totals the order', () => {
		const context = form();
		double.scope( context );
		expect( state.total ).toBe( 'Free' );
		expect( state.hasAttendees ).toBe( false );
		expect( state.submitDisabled ).toBe( true );

		choose( context, 3, '2' );
		choose( context, 4, '1' );
		expect( context.attendees.map( ( a ) => a.typeName ) ).toEqual( [
			'Day pass',
			'Day pass',
			'Workshop',
		] );
		expect( state.total ).toBe( '98.50 USD' );
		expect( state.hasAttendees ).toBe( true );

		double.scope(
			at( context, context.attendees[ 2 ] as Attendee, 'name' )
		);
		expect( state.attendeeLegend ).toBe( 'Attendee 3: Workshop' );
		expect( state.fieldId ).toBe( 'eventsmith-tickets-12-2-name' );
		expect( state.fieldName ).toBe( 'attendees[2][name]' );

		// What was typed stays when the count changes.
		answer( context, 0, 'name', 'Ada' );
		choose( context, 3, '1' );
		expect( context.attendees ).toHaveLength( 2 );
		expect( context.attendees[ 0 ]?.values.name ).toBe( 'Ada' );
		expect( context.attendees[ 1 ]?.typeName ).toBe( 'Workshop' );
		choose( context, 3, '-4' );
		choose( context, 4, 'x' );
		expect( context.attendees ).toHaveLength( 0 );
		expect( state.total ).toBe( 'Free' );
	} );

	it( 'marks a field once touched, and enables the order when all is fine', () => {
		const context = form();
		double.scope( context );
		choose( context, 3, '1' );
		const first = context.attendees[ 0 ] as Attendee;
		answer( context, 0, 'email', 'ada@' );
		double.scope( at( context, first, 'email' ) );
		expect( state.fieldMark ).toBe( texts.email );
		expect( state.fieldMarked ).toBe( true );
		double.scope( at( context, first, 'name' ) );
		expect( state.fieldMarked ).toBe( false );

		double.scope( context );
		answer( context, 0, 'email', 'ada@example.org' );
		answer( context, 0, 'name', 'Ada' );
		expect( state.submitDisabled ).toBe( true );
		buyer( context, 'name', 'Ada Buyer' );
		buyer( context, 'email', 'ada@example.com' );
		expect( state.submitDisabled ).toBe( false );
		answer( context, 0, 'phone', 'call me' );
		expect( first.marks.phone ).toBe( texts.phone );
		expect( state.submitDisabled ).toBe( true );
	} );

	it( 'BULK-02..04: fills numbered values, empties and flags them again', () => {
		const context = form( [
			{ field: 'extra.company', kind: 'text', required: true, first: '' },
			{
				field: 'extra.size',
				kind: 'select',
				required: false,
				first: 'S',
			},
		] );
		double.scope( context );
		choose( context, 3, '2' );
		buyer( context, 'name', 'Ada Buyer' );
		buyer( context, 'email', 'ada@example.com' );
		actions.toggleBulk( { target: { checked: true } } as never );
		expect( context.attendees[ 1 ]?.values ).toEqual( {
			name: 'Attendee 2',
			email: 'test2@example.com',
			phone: '0000000002',
			'extra.company': 'Value 2',
			'extra.size': 'S',
		} );
		expect( state.submitDisabled ).toBe( false );

		// A third ticket gets its numbered values too.
		choose( context, 4, '1' );
		expect( context.attendees[ 2 ]?.values.name ).toBe( 'Attendee 3' );

		actions.toggleBulk( { target: { checked: false } } as never );
		expect( context.attendees[ 0 ]?.values.name ).toBe( '' );
		expect( context.attendees[ 0 ]?.marks ).toEqual( {
			name: texts.name,
			email: texts.email,
			phone: texts.phone,
			'extra.company': texts.required,
			'extra.size': texts.required,
		} );
		expect( state.submitDisabled ).toBe( true );
	} );

	it( "sends the order to the event's checkout and shows the tickets", async () => {
		const fetched = double.answering( {
			status: 201,
			body: {
				status: 'completed',
				tickets: [
					{ name: 'Ada', ticket_type: 'Day pass', url: '/t/abc' },
				],
				invoice_url: '/invoice/1',
			},
		} );
		const context = ready();
		await submit();
		const [ url, init ] = fetched.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe(
			'/wp-json/eventsmith/v2/public/events/12/checkout'
		);
		expect( JSON.parse( init.body as string ) ).toEqual( {
			buyer_name: 'Ada Buyer',
			buyer_email: 'ada@example.com',
			tickets: { 3: 1, 4: 0 },
			attendees: [
				{
					ticket_type_id: 3,
					name: 'Ada',
					email: 'ada@example.org',
					phone: '',
					extra: {},
				},
			],
		} );
		expect( context.finished ).toBe( true );
		expect( context.doneMessage ).toBe( texts.thanks );
		expect( context.tickets ).toEqual( [
			{ url: '/t/abc', label: 'Open ticket: Ada (Day pass)' },
		] );
		expect( context.invoiceUrl ).toBe( '/invoice/1' );
		expect( context.busy ).toBe( false );

		const panel = document.createElement( 'div' );
		panel.tabIndex = -1;
		document.body.append( panel );
		double.scope( context, panel );
		callbacks.focusDone();
		expect( panel.ownerDocument.activeElement ).toBe( panel );
		panel.remove();
	} );

	it( "shows the server's refusal on the field it names, and a lost connection in words", async () => {
		double.answering( {
			status: 400,
			body: {
				message: 'Check the marked fields.',
				data: {
					params: {
						'attendees[0].email': 'This address is blocked.',
						'tickets.3': 'Only 0 left.',
					},
				},
			},
		} );
		const context = ready();
		await submit();
		expect( context.finished ).toBe( false );
		expect( context.failure ).toBe( 'Check the marked fields.' );
		double.scope( double.nested( context, { type: 3 } ) );
		expect( state.typeBlamed ).toBe( true );
		double.scope( double.nested( context, { type: 4 } ) );
		expect( state.typeBlamed ).toBe( false );
		expect( context.submitLabel ).toBe( 'Get tickets' );

		double.answering( new Error( 'offline' ) );
		double.scope( context );
		await submit();
		expect( context.failure ).toBe( texts.failed );
		expect( context.busy ).toBe( false );
	} );

	it( 'does not send an order with a wrong field, and shows every message', async () => {
		const fetched = double.answering();
		const context = form();
		double.scope( context );
		choose( context, 3, '1' );
		await submit();
		expect( fetched ).not.toHaveBeenCalled();
		expect( context.attendees[ 0 ]?.marks.name ).toBe( texts.name );
		expect( context.buyerMarks.email ).toBe( texts.email );
		double.scope( double.nested( context, { buyerField: 'email' } ) );
		expect( state.buyerMarked ).toBe( true );
	} );

	it( '"Have a code?" asks the server, shows its total, and checkout sends only the code (34.5)', async () => {
		const fetched = double.answering(
			{
				status: 400,
				body: {
					message: 'discount_code: this code does not exist.',
					data: { params: { discount_code: 'x' } },
				},
			},
			{
				status: 200,
				body: {
					code: 'HALF',
					subtotal: '49.00',
					discount: '24.50',
					total: '24.50',
				},
			},
			{
				status: 200,
				body: {
					code: 'HALF',
					subtotal: '98.00',
					discount: '49.00',
					total: '49.00',
				},
			},
			{ status: 201, body: { status: 'pending', instructions: 'Pay' } }
		);
		const context = ready();
		await double.run( actions.applyCode() );
		expect( context.discountError ).toBe( texts.codeEmpty );
		expect( fetched ).not.toHaveBeenCalled();

		actions.typeCode( { target: { value: 'nope' } } as never );
		await double.run( actions.applyCode() );
		expect( context.discountError ).toBe(
			'discount_code: this code does not exist.'
		);
		expect( context.appliedCode ).toBe( '' );

		actions.typeCode( { target: { value: 'half' } } as never );
		await double.run( actions.applyCode() );
		const [ url, init ] = fetched.mock.calls[ 1 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe(
			'/wp-json/eventsmith/v2/public/events/12/discount-preview'
		);
		expect( JSON.parse( init.body as string ) ).toEqual( {
			discount_code: 'half',
			tickets: { 3: 1, 4: 0 },
		} );
		expect( context.discountError ).toBe( '' );
		expect( context.discountNote ).toContain( 'Code HALF:' );
		expect( state.total ).toContain( '24.50' );

		// Another quantity: the form's own total until the server prices it again.
		choose( context, 3, '2' );
		expect( state.total ).toContain( '98.00' );
		await double.run( actions.requote() );
		expect( state.total ).toContain( '49.00' );

		answer( context, 1, 'name', 'Bo' );
		answer( context, 1, 'email', 'bo@example.org' );
		await submit();
		const body = JSON.parse(
			(
				fetched.mock.calls[ 3 ] as unknown as [ string, RequestInit ]
			 )[ 1 ].body as string
		);
		expect( body.discount_code ).toBe( 'half' );
		expect( JSON.stringify( body ) ).not.toContain( '49.00' );
	} );

	it( 'several methods: a paid order offers them, the first preselected, and checkout sends the one chosen (34.3)', async () => {
		const context = ready();
		context.methods = [
			{ id: 'stripe', label: 'Card (Stripe)' },
			{ id: 'pay_later', label: 'Pay later / bank transfer' },
		];
		context.paymentMethod = 'stripe';
		expect( state.isPaid ).toBe( true );
		expect( state.choosesMethod ).toBe( true );

		actions.chooseMethod( {
			target: { checked: true, value: 'pay_later' },
		} as never );
		expect( context.paymentMethod ).toBe( 'pay_later' );
		// A radio button being unchecked changes nothing.
		actions.chooseMethod( {
			target: { checked: false, value: 'stripe' },
		} as never );
		expect( context.paymentMethod ).toBe( 'pay_later' );

		const fetched = double.answering( {
			status: 201,
			body: { status: 'pending', instructions: 'Pay by transfer.' },
		} );
		await submit();
		const [ , init ] = fetched.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( JSON.parse( init.body as string ).payment_method ).toBe(
			'pay_later'
		);
	} );

	it( 'a free order or a single method shows no choice and sends none (34.3)', async () => {
		const context = form();
		double.scope( context );
		context.methods = [
			{ id: 'stripe', label: 'Card (Stripe)' },
			{ id: 'pay_later', label: 'Pay later / bank transfer' },
		];
		context.paymentMethod = 'stripe';
		expect( state.isPaid ).toBe( false );
		expect( state.choosesMethod ).toBe( false );

		const single = ready();
		single.methods = [];
		single.paymentMethod = '';
		expect( state.isPaid ).toBe( true );
		expect( state.choosesMethod ).toBe( false );
		const fetched = double.answering( {
			status: 201,
			body: { status: 'pending', instructions: 'Pay by transfer.' },
		} );
		await submit();
		const [ , init ] = fetched.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( JSON.parse( init.body as string ) ).not.toHaveProperty(
			'payment_method'
		);
	} );
} );
