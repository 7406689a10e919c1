import {
	isValid,
	validateBasic,
} from '../../../../../admin/routes/events/editor/validation';

const valid = {
	title: 'Launch',
	start_date: '2030-05-01',
	start_time: '10:00',
	end_date: '2030-05-01',
	end_time: '12:00',
};

describe( 'validateBasic', () => {
	it( 'accepts a complete event', () => {
		expect( isValid( validateBasic( valid ) ) ).toBe( true );
	} );
	it( 'requires a title and a start date', () => {
		const errors = validateBasic( {
			...valid,
			title: '  ',
			start_date: '',
		} );
		expect( errors.title ).toBe( 'Event Title is Required!' );
		expect( errors.start_date ).toBe( 'Event Start Date is Required!' );
		expect( isValid( errors ) ).toBe( false );
	} );
	it( 'rejects an end before the start', () => {
		expect(
			validateBasic( { ...valid, end_date: '2030-04-30' } ).end_date
		).toBe( 'The event cannot end before it starts.' );
		expect(
			validateBasic( { ...valid, end_time: '09:00' } ).end_date
		).toBe( 'The event cannot end before it starts.' );
	} );
	it( 'accepts an end equal to the start and an empty end', () => {
		expect(
			isValid( validateBasic( { ...valid, end_time: '10:00' } ) )
		).toBe( true );
		expect(
			isValid( validateBasic( { ...valid, end_date: '', end_time: '' } ) )
		).toBe( true );
	} );
	it( 'checks time format', () => {
		expect(
			validateBasic( { ...valid, start_time: '25:00' } ).start_time
		).toBe( 'Enter a time as HH:MM.' );
	} );
} );
