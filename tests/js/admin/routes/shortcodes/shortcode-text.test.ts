import {
	clampNumber,
	countdownDate,
	defaultValues,
	shortcodeText,
	withChange,
} from '../../../../../admin/routes/shortcodes/shortcode-text';
import {
	WIDGETS,
	widgetLabel,
	type Field,
	type Widget,
} from '../../../../../admin/routes/shortcodes/widgets';

const widget = ( tag: string ): Widget => {
	const found = WIDGETS.find( ( item ) => item.tag === tag );
	if ( ! found ) {
		throw new Error( `no widget ${ tag }` );
	}
	return found;
};
const field = ( tag: string, name: string ): Field => {
	const found = widget( tag ).fields.find( ( item ) => item.name === name );
	if ( ! found ) {
		throw new Error( `no field ${ name } in ${ tag }` );
	}
	return found;
};
const options = ( tag: string, name: string ) => {
	const found = field( tag, name );
	return found.kind === 'select'
		? found.options.map( ( option ) => option.value )
		: [];
};

describe( 'the widget table', () => {
	it( 'SC-01 offers one form per Eventsmith shortcode, each tag once', () => {
		const tags = WIDGETS.map( ( item ) => item.tag );
		expect( new Set( tags ).size ).toBe( tags.length );
		expect( tags.length ).toBeGreaterThanOrEqual( 16 );
		expect( tags ).toContain( 'eventsmith_tickets' );
		expect( field( 'eventsmith_tickets', 'event_id' ) ).toMatchObject( {
			kind: 'pick',
			source: 'events',
			single: true,
		} );
		expect( tags.every( ( tag ) => tag.startsWith( 'eventsmith_' ) ) ).toBe(
			true
		);
	} );

	it( 'SC-02 labels Pro widgets with (Pro)', () => {
		expect( widgetLabel( widget( 'eventsmith_event_slider' ) ) ).toBe(
			'Event slider (Pro)'
		);
		expect( widgetLabel( widget( 'eventsmith_events' ) ) ).toBe(
			'Events list'
		);
	} );

	it( 'SC-08 SC-09 SC-10 numbers start at 1; slider count is 1–10, default 3; limits default 20 (locations 5)', () => {
		const minimums = WIDGETS.flatMap( ( item ) =>
			item.fields.flatMap( ( each ) =>
				each.kind === 'number' ? [ each.min ] : []
			)
		);
		expect( minimums.length ).toBeGreaterThan( 0 );
		expect( new Set( minimums ) ).toEqual( new Set( [ 1 ] ) );
		const count = field( 'eventsmith_event_slider', 'slider_count' );
		expect( count ).toMatchObject( { default: 3, min: 1, max: 10 } );
		expect( field( 'eventsmith_events', 'limit' ) ).toMatchObject( {
			default: 20,
		} );
		expect( field( 'eventsmith_events', 'desc_limit' ) ).toMatchObject( {
			default: 20,
		} );
		for ( const tag of [
			'eventsmith_speakers',
			'eventsmith_organizers',
			'eventsmith_speaker_events',
		] ) {
			expect( field( tag, 'limit' ) ).toMatchObject( { default: 20 } );
		}
		expect( field( 'eventsmith_event_locations', 'limit' ) ).toMatchObject(
			{
				default: 5,
			}
		);
	} );

	it( 'SC-11 SC-12 SC-13 SC-14 SC-15 SC-16 SC-17 offer the documented choices', () => {
		expect( options( 'eventsmith_events_grid', 'column' ) ).toEqual( [
			'1',
			'2',
			'3',
			'4',
		] );
		expect( options( 'eventsmith_events', 'orderby' ) ).toEqual( [
			'title',
			'ID',
			'post_date',
			'name',
			'eventsmith_start_date',
			'eventsmith_end_date',
		] );
		expect( defaultValues( widget( 'eventsmith_events' ) ) ).toMatchObject(
			{
				order: 'DESC',
				orderby: 'ID',
			}
		);
		expect( options( 'eventsmith_events', 'filter_with_status' ) ).toEqual(
			[ 'all', 'upcoming', 'ongoing', 'expire' ]
		);
		expect( options( 'eventsmith_events', 'style' ) ).toHaveLength( 5 );
		expect( options( 'eventsmith_schedule', 'style' ) ).toEqual( [
			'style-1',
			'style-2',
		] );
		expect( options( 'eventsmith_schedule', 'view' ).sort() ).toEqual( [
			'list',
			'tab',
		] );
		expect( options( 'eventsmith_calendar', 'view' ) ).toEqual( [
			'dayGridMonth',
			'timeGridWeek',
			'timeGridDay',
		] );
		expect(
			defaultValues( widget( 'eventsmith_calendar' ) )
		).toMatchObject( { view: 'timeGridWeek', list_view: 'listMonth' } );
	} );
} );

describe( 'shortcodeText', () => {
	it( 'SC-03 writes the chosen values, booleans as yes/no', () => {
		const events = widget( 'eventsmith_events' );
		const text = shortcodeText( events, {
			...defaultValues( events ),
			limit: '5',
			order: 'ASC',
			category: '3,7',
			show_image: false,
		} );
		expect( text ).toMatch( /^\[eventsmith_events style="style-1" / );
		expect( text ).toContain( ' limit="5"' );
		expect( text ).toContain( ' order="ASC"' );
		expect( text ).toContain( ' category="3,7"' );
		expect( text ).toContain( ' show_image="no"' );
		expect( text ).toContain( ' show_date="yes"' );
		expect( text ).not.toContain( 'tags=' );
	} );

	it( 'SC-08 SC-09 clamps numbers into their range', () => {
		const slider = widget( 'eventsmith_event_slider' );
		const values = defaultValues( slider );
		expect(
			shortcodeText( slider, { ...values, slider_count: '11', limit: 0 } )
		).toMatch(
			/slider_count="10".* limit="1"|limit="1".*slider_count="10"/
		);
		const count = field( 'eventsmith_event_slider', 'slider_count' );
		expect( count.kind ).toBe( 'number' );
		if ( count.kind === 'number' ) {
			// eslint-disable-next-line jest/no-conditional-expect -- narrows the field's type; the line above fails first.
			expect( clampNumber( count, '0' ) ).toBe( 1 );
			// eslint-disable-next-line jest/no-conditional-expect
			expect( clampNumber( count, '' ) ).toBe( 3 );
			// eslint-disable-next-line jest/no-conditional-expect
			expect( clampNumber( count, 'x' ) ).toBe( 3 );
		}
	} );

	it( 'is empty until the required fields are filled', () => {
		const rsvp = widget( 'eventsmith_rsvp' );
		expect( shortcodeText( rsvp, defaultValues( rsvp ) ) ).toBe( '' );
		expect( shortcodeText( rsvp, { event_id: '12' } ) ).toBe(
			'[eventsmith_rsvp event_id="12"]'
		);
		const countdown = widget( 'eventsmith_countdown' );
		expect(
			shortcodeText( countdown, {
				...defaultValues( countdown ),
				date: '2030-12-24T18:30',
			} )
		).toBe(
			'[eventsmith_countdown date="12/24/2030 18:30:00" hide_when_finished="no"]'
		);
	} );

	it( 'never lets a value break out of its attribute', () => {
		const countdown = widget( 'eventsmith_countdown' );
		const text = shortcodeText( countdown, {
			date: '2030-01-02T03:04:05',
			hide_when_finished: true,
			finished_message: 'It\'s "done" [gallery]\n!',
		} );
		expect( text ).toBe(
			'[eventsmith_countdown date="01/02/2030 03:04:05" hide_when_finished="yes" finished_message="It\'s done gallery !"]'
		);
		expect( countdownDate( 'nonsense' ) ).toBe( '' );
	} );
} );

describe( 'withChange', () => {
	it( 'SC-10 the one-line style of the events list defaults to 3 events, and leaving it restores 20', () => {
		const events = widget( 'eventsmith_events' );
		const start = defaultValues( events );
		expect( start.limit ).toBe( 20 );
		const oneLine = withChange( events, start, 'style', 'style-3' );
		expect( oneLine.limit ).toBe( 3 );
		expect( shortcodeText( events, oneLine ) ).toContain( 'limit="3"' );
		expect( withChange( events, oneLine, 'style', 'style-1' ).limit ).toBe(
			20
		);
	} );

	it( 'SC-10 a limit someone typed is kept when the style changes', () => {
		const grid = widget( 'eventsmith_events_grid' );
		const typed = withChange( grid, defaultValues( grid ), 'limit', 7 );
		expect( withChange( grid, typed, 'style', 'style-3' ).limit ).toBe( 7 );
	} );

	it( 'other widgets keep their limit whatever the style', () => {
		const speakers = widget( 'eventsmith_speakers' );
		const start = defaultValues( speakers );
		expect( withChange( speakers, start, 'style', 'style-3' ).limit ).toBe(
			start.limit
		);
	} );
} );
