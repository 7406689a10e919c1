import { reminderOptions } from '../../../../../admin/components/reminder-hours/reminder-options';

describe( 'reminderOptions', () => {
	it( 'offers off and the preset hours; an event also offers the site default first', () => {
		const site = reminderOptions( 'off', false ).map( ( o ) => o.value );
		expect( site[ 0 ] ).toBe( 'off' );
		expect( site ).toContain( '24' );
		expect( site ).not.toContain( '' );
		const event = reminderOptions( '', true ).map( ( o ) => o.value );
		expect( event.slice( 0, 2 ) ).toEqual( [ '', 'off' ] );
	} );

	it( 'keeps a stored number of hours selectable when it is no preset', () => {
		const options = reminderOptions( '5', true );
		expect( options.map( ( o ) => o.value ) ).toContain( '5' );
		expect( options.find( ( o ) => o.value === '5' )?.label ).toBe(
			'5 hours before the start'
		);
		expect( options.find( ( o ) => o.value === '1' )?.label ).toBe(
			'1 hour before the start'
		);
	} );
} );
