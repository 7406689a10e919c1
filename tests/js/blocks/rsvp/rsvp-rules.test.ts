/**
 * The RSVP form's checks: the attendee count, each attendee, and the
 * literal "last attendee checked decides" rule.
 */
import {
	attendeeErrors,
	countError,
	lastCheckedDecides,
	serializeForm,
	type RsvpTexts,
} from '../../../../blocks/rsvp/rsvp-rules';

const TEXTS: RsvpTexts = {
	positive: 'Please enter a positive number.',
	maxLimit: 'Input quantity exceeded max submission limit.',
	maxCapacity: 'Input quantity exceeded max capacity limit.',
	name: 'Please enter attendee name.',
	email: 'Enter a valid email address.',
	failed: 'Something went wrong, please try again.',
};

describe( 'countError', () => {
	it.each( [ '0', '-1', '', '1.5', 'two' ] )(
		'RSVP-15 refuses %p',
		( value ) => {
			expect( countError( value, 5, -1, TEXTS ) ).toBe( TEXTS.positive );
		}
	);

	it( 'RSVP-16 caps the count at the submission limit', () => {
		expect( countError( '4', 3, -1, TEXTS ) ).toBe( TEXTS.maxLimit );
		expect( countError( '3', 3, -1, TEXTS ) ).toBe( '' );
	} );

	it( 'RSVP-17 caps the count at the places left, unless unlimited', () => {
		expect( countError( '3', 5, 2, TEXTS ) ).toBe( TEXTS.maxCapacity );
		expect( countError( '2', 5, 2, TEXTS ) ).toBe( '' );
		expect( countError( '5', 5, -1, TEXTS ) ).toBe( '' );
	} );
} );

describe( 'attendeeErrors', () => {
	it( 'RSVP-18 needs a name', () => {
		expect( attendeeErrors( '  ', 'a@b.co', TEXTS ) ).toEqual( {
			name: TEXTS.name,
			email: '',
		} );
	} );

	it( 'RSVP-19 tests the email in lower case', () => {
		expect( attendeeErrors( 'Bo', 'bob@', TEXTS ).email ).toBe(
			TEXTS.email
		);
		expect( attendeeErrors( 'Bo', 'BOB@EXAMPLE.COM', TEXTS ).email ).toBe(
			''
		);
	} );
} );

describe( 'lastCheckedDecides', () => {
	it( 'RSVP-22 follows the attendee checked last', () => {
		expect( lastCheckedDecides( [ true, false, true ] ) ).toBe( true );
		expect( lastCheckedDecides( [ true, true, false ] ) ).toBe( false );
		expect( lastCheckedDecides( [] ) ).toBe( false );
	} );
} );

describe( 'serializeForm', () => {
	it( 'RSVP-23 lists every named field in form order, repeated names included', () => {
		document.body.innerHTML = `<form>
			<input name="eventsmith_rsvp_value" type="radio" value="going" checked>
			<input name="attendee_name" value="Ann">
			<input name="attendee_name[]" value="Bo">
			<input name="attendee_name[]" value="Cy">
			<input value="no name">
		</form>`;
		expect( serializeForm( document.querySelector( 'form' )! ) ).toEqual( [
			{ name: 'eventsmith_rsvp_value', value: 'going' },
			{ name: 'attendee_name', value: 'Ann' },
			{ name: 'attendee_name[]', value: 'Bo' },
			{ name: 'attendee_name[]', value: 'Cy' },
		] );
	} );
} );
