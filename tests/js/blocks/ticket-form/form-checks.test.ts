/**
 * The ticket form's checks and price text, free of the store: whether an
 * order may go, which fields show a message, and how the total reads.
 */
import {
	check,
	orderIsValid,
} from '../../../../blocks/ticket-form/form-checks';
import { money } from '../../../../blocks/ticket-form/money';
import type {
	Attendee,
	TicketContext,
	TicketFormTexts,
} from '../../../../blocks/ticket-form/types';

const texts = {
	name: 'Name?',
	email: 'Email?',
	phone: 'Phone?',
	required: 'Required',
	number: 'Number',
	date: 'Date',
	free: 'Free',
} as TicketFormTexts;

function form(): { context: TicketContext; attendee: Attendee } {
	const attendee: Attendee = {
		key: 0,
		index: 0,
		type: 3,
		typeName: 'Day pass',
		values: { name: 'Ada', email: 'ada@example.org', phone: 'call me' },
		touched: {},
		marks: {},
	};
	const context = {
		types: [ { id: 3, name: 'Day pass', price: '49.00' } ],
		questions: [],
		quantities: { 3: 1 },
		attendees: [ attendee ],
		buyer: { name: 'Ada', email: 'ada@example.org' },
		buyerTouched: {},
		buyerMarks: {},
	} as unknown as TicketContext;
	return { context, attendee };
}

describe( 'ticket form checks', () => {
	it( 'lets an order go only with tickets chosen and every field fine', () => {
		const { context, attendee } = form();
		expect( orderIsValid( context, texts ) ).toBe( false ); // Phone has letters.
		attendee.values.phone = '+49 30 123';
		expect( orderIsValid( context, texts ) ).toBe( true );
		context.quantities[ 3 ] = 0;
		expect( orderIsValid( context, texts ) ).toBe( false );
	} );

	it( 'marks touched fields while typing and every field on submit', () => {
		const { context, attendee } = form();
		context.buyer.email = 'nope';
		context.buyerTouched.email = true;
		expect( check( context, texts, false ) ).toBe( false );
		expect( context.buyerMarks ).toEqual( { email: 'Email?' } );
		expect( attendee.marks ).toEqual( {} );
		check( context, texts, true );
		expect( attendee.marks ).toEqual( {
			name: '',
			email: '',
			phone: 'Phone?',
		} );
	} );
} );

describe( 'ticket form prices', () => {
	it( 'reads "Free" for nothing and two decimals with the currency', () => {
		expect( money( 0, 'USD', 'Free', 'en' ) ).toBe( 'Free' );
		expect( money( 98, 'USD', 'Free', 'en' ) ).toBe( '98.00 USD' );
		expect( money( 1234.5, 'EUR', 'Gratis', 'de' ) ).toBe( '1.234,50 EUR' );
	} );
} );
