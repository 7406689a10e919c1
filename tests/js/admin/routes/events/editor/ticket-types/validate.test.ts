/**
 * The client-side rules of ticket types mirror Domain\Ticket\TicketType.
 */
import {
	newDraft,
	type TicketTypeDraft,
} from '../../../../../../../admin/routes/events/editor/ticket-types/draft';
import {
	canSave,
	seatsOffered,
	validateTicketType,
	validateTicketTypes,
} from '../../../../../../../admin/routes/events/editor/ticket-types/validate';

const draft = (
	change: Partial< TicketTypeDraft > = {}
): TicketTypeDraft => ( {
	...newDraft(),
	name: 'Day pass',
	...change,
} );

describe( 'validateTicketType', () => {
	it( 'accepts a new type with a name (free, unlimited, 1 to 10 per order)', () => {
		expect( validateTicketType( draft(), 20 ) ).toEqual( {} );
	} );

	it( 'needs a name of at most 100 characters', () => {
		expect( validateTicketType( draft( { name: '  ' } ), -1 ).name ).toBe(
			'Enter a name for this ticket type.'
		);
		expect(
			validateTicketType( draft( { name: 'x'.repeat( 101 ) } ), -1 ).name
		).toBe( 'The name may have at most 100 characters.' );
		expect(
			validateTicketType( draft( { name: 'x'.repeat( 100 ) } ), -1 ).name
		).toBeUndefined();
	} );

	it( 'limits the description to 1000 characters', () => {
		expect(
			validateTicketType(
				draft( { description: 'd'.repeat( 1001 ) } ),
				-1
			).description
		).toBe( 'The description may have at most 1000 characters.' );
	} );

	it.each( [ '0', '25', '12.50', '12,5', '1000000' ] )(
		'accepts the price %s',
		( price ) => {
			expect(
				validateTicketType( draft( { price } ), -1 ).price
			).toBeUndefined();
		}
	);

	it.each( [ '', '-1', 'abc', '1e3', '12.505' ] )(
		'refuses the price "%s"',
		( price ) => {
			expect( validateTicketType( draft( { price } ), -1 ).price ).toBe(
				'Enter a price of 0 (free) or more, such as 12.50.'
			);
		}
	);

	it( 'caps the price at 1000000', () => {
		expect(
			validateTicketType( draft( { price: '1000000.01' } ), -1 ).price
		).toBe( 'The price may be at most 1000000.' );
	} );

	it( 'needs whole seats when not unlimited, at most the event’s', () => {
		const limited = ( capacity: string, event: number ) =>
			validateTicketType( draft( { unlimited: false, capacity } ), event )
				.capacity;
		expect( limited( '', 20 ) ).toBe(
			'Enter the seats of this type as a whole number, or tick Unlimited seats.'
		);
		expect( limited( '2.5', 20 ) ).toBeDefined();
		expect( limited( '21', 20 ) ).toBe(
			'A ticket type cannot have more seats than the event (20).'
		);
		expect( limited( '20', 20 ) ).toBeUndefined();
		expect( limited( '0', 20 ) ).toBeUndefined();
		expect( limited( '5000', -1 ) ).toBeUndefined();
		expect(
			validateTicketType( draft( { unlimited: true, capacity: 'x' } ), 5 )
				.capacity
		).toBeUndefined();
	} );

	it( 'needs the sale to end after it starts', () => {
		const sale = ( change: Partial< TicketTypeDraft > ) =>
			validateTicketType( draft( change ), -1 );
		expect(
			sale( {
				sale_start_date: '2031-01-02',
				sale_end_date: '2031-01-01',
			} ).sale_end
		).toBe( 'The sale must end after it starts.' );
		expect(
			sale( {
				sale_start_date: '2031-01-01',
				sale_start_time: '10:00',
				sale_end_date: '2031-01-01',
				sale_end_time: '10:00',
			} ).sale_end
		).toBe( 'The sale must end after it starts.' );
		expect(
			sale( {
				sale_start_date: '2031-01-01',
				sale_start_time: '10:00',
				sale_end_date: '2031-01-01',
				sale_end_time: '10:01',
			} )
		).toEqual( {} );
		expect( sale( { sale_end_date: '2031-01-01' } ) ).toEqual( {} );
	} );

	it( 'needs a date for a sale time', () => {
		expect(
			validateTicketType( draft( { sale_start_time: '09:00' } ), -1 )
				.sale_start
		).toBe( 'Choose a date for this time.' );
		expect(
			validateTicketType( draft( { sale_end_time: '09:00' } ), -1 )
				.sale_end
		).toBe( 'Choose a date for this time.' );
	} );

	it( 'needs 1 ≤ fewest ≤ most ≤ 100 per order', () => {
		const limits = ( min: string, max: string ) =>
			validateTicketType(
				draft( { min_per_order: min, max_per_order: max } ),
				-1
			);
		expect( limits( '0', '5' ).min_per_order ).toBe(
			'Enter a whole number of at least 1.'
		);
		const between =
			'The most per order must be between the fewest per order and 100.';
		expect( limits( '5', '4' ).max_per_order ).toBe( between );
		expect( limits( '1', '101' ).max_per_order ).toBe( between );
		expect( limits( '1', '' ).max_per_order ).toBe( between );
		expect( limits( '4', '4' ) ).toEqual( {} );
		expect( limits( '1', '100' ) ).toEqual( {} );
	} );
} );

describe( 'validateTicketTypes', () => {
	it( 'keys messages by draft and blocks saving while any is left', () => {
		const good = draft();
		const bad = draft( { name: '' } );
		const check = validateTicketTypes( [ good, bad ], 10 );
		expect( Object.keys( check.errors ) ).toEqual( [ bad.key ] );
		expect( canSave( check ) ).toBe( false );
		expect( canSave( validateTicketTypes( [ good ], 10 ) ) ).toBe( true );
		expect( canSave( validateTicketTypes( [], 10 ) ) ).toBe( true );
	} );

	it( 'refuses more than 50 types', () => {
		const many = Array.from( { length: 51 }, () => draft() );
		const check = validateTicketTypes( many, -1 );
		expect( check.listError ).toBe(
			'An event can have at most 50 ticket types.'
		);
		expect( canSave( check ) ).toBe( false );
	} );

	it( 'notes, without blocking, when the types together offer more than the event', () => {
		const types = [
			draft( { unlimited: false, capacity: '8' } ),
			draft( { unlimited: false, capacity: '5' } ),
		];
		const check = validateTicketTypes( types, 10 );
		expect( check.note ).toBe(
			'The ticket types offer 13 seats together, more than the event’s 10. The event’s total still applies: sales stop when 10 tickets are sold.'
		);
		expect( canSave( check ) ).toBe( true );
		expect( validateTicketTypes( types, 13 ).note ).toBeNull();
		expect( validateTicketTypes( types, -1 ).note ).toBeNull();
	} );
} );

describe( 'seatsOffered', () => {
	it( 'adds the seats, or is null when a type has no limit', () => {
		expect(
			seatsOffered( [
				draft( { unlimited: false, capacity: '3' } ),
				draft( { unlimited: false, capacity: '4' } ),
			] )
		).toBe( 7 );
		expect(
			seatsOffered( [
				draft( { unlimited: false, capacity: '3' } ),
				draft(),
			] )
		).toBeNull();
	} );
} );
