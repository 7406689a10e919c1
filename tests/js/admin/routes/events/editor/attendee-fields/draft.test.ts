/**
 * Extra attendee questions between the API and the Tickets & Capacity step.
 */
import {
	attendeeFieldsPayload,
	draftsOf,
	newDraft,
	parseOptions,
	validateDraft,
} from '../../../../../../../admin/routes/events/editor/attendee-fields/draft';

describe( 'attendee field drafts', () => {
	it( 'reads stored questions and sends them back with their names', () => {
		const drafts = draftsOf( [
			{
				name: 'size',
				label: 'Size',
				type: 'select',
				options: [ 'S', 'M' ],
				required: true,
			},
		] );
		expect( drafts[ 0 ] ).toMatchObject( {
			name: 'size',
			options: 'S\nM',
			required: true,
		} );
		expect( attendeeFieldsPayload( drafts ) ).toEqual( [
			{
				name: 'size',
				label: 'Size',
				type: 'select',
				options: [ 'S', 'M' ],
				required: true,
			},
		] );
		expect( draftsOf( undefined ) ).toEqual( [] );
	} );

	it( 'leaves the name of a new question to the server and drops choices of non-select types', () => {
		const draft = {
			...newDraft(),
			label: ' Company ',
			options: 'ignored',
		};
		expect( attendeeFieldsPayload( [ draft ] ) ).toEqual( [
			{ label: 'Company', type: 'text', options: [], required: false },
		] );
		expect( newDraft().key ).not.toBe( newDraft().key );
	} );

	it( 'splits choices on commas and new lines', () => {
		expect( parseOptions( 'S, M\nL,,\n S ' ) ).toEqual( [ 'S', 'M', 'L' ] );
		expect( parseOptions( ' \n , ' ) ).toEqual( [] );
	} );

	it( 'asks for a label and, for a select, 1 to 20 short choices', () => {
		expect( validateDraft( { ...newDraft(), label: ' ' } ).label ).toBe(
			'Give the question a label.'
		);
		expect(
			validateDraft( { ...newDraft(), label: 'x'.repeat( 81 ) } ).label
		).toBeTruthy();
		const select = {
			...newDraft(),
			label: 'Size',
			type: 'select' as const,
		};
		expect( validateDraft( select ).options ).toBe(
			'Enter 1 to 20 choices.'
		);
		expect(
			validateDraft( {
				...select,
				options: Array.from( { length: 21 }, ( _, n ) => n ).join(
					','
				),
			} ).options
		).toBeTruthy();
		expect(
			validateDraft( { ...select, options: 'x'.repeat( 81 ) } ).options
		).toBeTruthy();
		expect( validateDraft( { ...select, options: 'S, M' } ) ).toEqual( {} );
	} );
} );
