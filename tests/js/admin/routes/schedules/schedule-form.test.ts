import {
	emptySchedule,
	emptySession,
	moveItem,
	schedulePayload,
	scheduleValues,
	validateSchedule,
} from '../../../../../admin/routes/schedules/schedule-form';
import {
	idsOf,
	namesOf,
} from '../../../../../admin/routes/schedules/speaker-tokens';

describe( 'validateSchedule', () => {
	it( 'requires the program title and the date', () => {
		expect( validateSchedule( emptySchedule() ) ).toEqual( {
			program_title: 'Program Title is Required!',
			date: 'Date is Required!',
		} );
	} );

	it( 'treats a blank title as missing and rejects a malformed date', () => {
		const errors = validateSchedule( {
			...emptySchedule(),
			program_title: '   ',
			date: '17/05/2031',
		} );
		expect( errors.program_title ).toBe( 'Program Title is Required!' );
		expect( errors.date ).toBe( 'Enter the date as YYYY-MM-DD.' );
	} );

	it( 'names a session that ends before it starts', () => {
		const errors = validateSchedule( {
			program_title: 'Day one',
			date: '2031-05-17',
			sessions: [
				{ ...emptySession(), start_time: '09:00', end_time: '10:00' },
				{ ...emptySession(), start_time: '11:00', end_time: '10:30' },
			],
		} );
		expect( errors ).toEqual( {
			'sessions.1.end_time': 'A session cannot end before it starts.',
		} );
	} );

	it( 'accepts a valid schedule', () => {
		expect(
			validateSchedule( {
				program_title: 'Day one',
				date: '2031-05-17',
				sessions: [],
			} )
		).toEqual( {} );
	} );
} );

describe( 'schedulePayload', () => {
	it( 'trims texts and drops completely blank sessions', () => {
		expect(
			schedulePayload( {
				program_title: ' Day one ',
				date: '2031-05-17',
				sessions: [
					emptySession(),
					{
						...emptySession(),
						title: ' Keynote ',
						speakers: [ 3 ],
					},
				],
			} )
		).toEqual( {
			program_title: 'Day one',
			date: '2031-05-17',
			sessions: [
				{ ...emptySession(), title: 'Keynote', speakers: [ 3 ] },
			],
		} );
	} );

	it( 'reads a stored schedule, filling missing session fields', () => {
		const values = scheduleValues( {
			id: 4,
			program_title: 'Day two',
			date: '2031-05-18',
			sessions: [ { title: 'Panel' } as never ],
		} );
		expect( values.sessions[ 0 ] ).toEqual( {
			...emptySession(),
			title: 'Panel',
		} );
	} );
} );

describe( 'moveItem', () => {
	it( 'moves an item up and down and ignores moves off the ends', () => {
		expect( moveItem( [ 'a', 'b', 'c' ], 2, -1 ) ).toEqual( [
			'a',
			'c',
			'b',
		] );
		expect( moveItem( [ 'a', 'b', 'c' ], 0, 1 ) ).toEqual( [
			'b',
			'a',
			'c',
		] );
		const list = [ 'a', 'b' ];
		expect( moveItem( list, 0, -1 ) ).toBe( list );
		expect( moveItem( list, 1, 1 ) ).toBe( list );
	} );
} );

describe( 'speaker tokens', () => {
	const options = [
		{ id: 3, name: 'Ada' },
		{ id: 5, name: 'Grace' },
	];
	it( 'maps ids to names and back, keeping unknown ids', () => {
		expect( namesOf( [ 5, 9 ], options ) ).toEqual( [ 'Grace', '#9' ] );
		expect(
			idsOf( [ 'Grace', '#9', 'Nobody', 'Grace' ], options )
		).toEqual( [ 5, 9 ] );
	} );
} );
