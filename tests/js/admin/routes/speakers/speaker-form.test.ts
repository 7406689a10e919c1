import {
	emptySpeaker,
	isEmail,
	roleLabels,
	speakerPayload,
	speakerValues,
	validateSpeaker,
} from '../../../../../admin/routes/speakers/speaker-form';

describe( 'validateSpeaker', () => {
	it( 'requires a name', () => {
		expect( validateSpeaker( emptySpeaker() ) ).toEqual( {
			name: 'Speaker Name is Required!',
		} );
		expect(
			validateSpeaker( { ...emptySpeaker(), name: '  ' } ).name
		).toBe( 'Speaker Name is Required!' );
	} );

	it( 'checks the e-mail only when one is given', () => {
		const named = { ...emptySpeaker(), name: 'Ada' };
		expect( validateSpeaker( named ) ).toEqual( {} );
		expect( validateSpeaker( { ...named, email: 'ada@' } ) ).toEqual( {
			email: 'Please enter a valid email address!',
		} );
		expect(
			validateSpeaker( { ...named, email: 'ada@example.org' } )
		).toEqual( {} );
	} );

	it( 'needs a role and complete social links, ignoring blank rows', () => {
		const errors = validateSpeaker( {
			...emptySpeaker(),
			name: 'Ada',
			category: [],
			social: [
				{ network: '', url: '' },
				{ network: 'LinkedIn', url: 'linkedin.com/ada' },
				{ network: '', url: 'https://example.org' },
			],
		} );
		expect( errors ).toEqual( {
			category: 'Choose at least one role.',
			'social.1':
				'Enter a web address starting with http:// or https://.',
			'social.2': 'Each social link needs a network name.',
		} );
	} );
} );

describe( 'isEmail', () => {
	it.each( [
		[ 'a@b.co', true ],
		[ ' a@b.co ', true ],
		[ 'a b@c.de', false ],
		[ 'a@b', false ],
		[ '@b.co', false ],
	] )( '%s → %s', ( email, valid ) => {
		expect( isEmail( email ) ).toBe( valid );
	} );
} );

describe( 'speakerPayload', () => {
	it( 'trims, drops blank links and the read-only photo address, orders roles', () => {
		expect(
			speakerPayload( {
				...emptySpeaker(),
				name: ' Ada ',
				email: ' ada@example.org ',
				photo: 12,
				photo_url: 'https://example.org/ada.jpg',
				speaker_group: [ 'Keynote' ],
				category: [ 'organizer', 'speaker' ],
				social: [
					{ network: '', url: '' },
					{ network: ' X ', url: ' https://x.com/ada ' },
				],
			} )
		).toEqual( {
			name: 'Ada',
			email: 'ada@example.org',
			designation: '',
			company: '',
			bio: '',
			photo: 12,
			speaker_group: [ 'Keynote' ],
			category: [ 'speaker', 'organizer' ],
			social: [ { network: 'X', url: 'https://x.com/ada' } ],
		} );
	} );

	it( 'reads a stored speaker', () => {
		const values = speakerValues( {
			id: 3,
			name: 'Ada',
			email: '',
			designation: 'CTO',
			company: 'Acme',
			bio: '',
			photo: 0,
			photo_url: '',
			social: [],
			speaker_group: [ 'Keynote' ],
			category: [ 'organizer' ],
			author_url: 'https://example.org/speaker/ada',
		} );
		expect( values.designation ).toBe( 'CTO' );
		expect( values.category ).toEqual( [ 'organizer' ] );
	} );
} );

describe( 'roleLabels', () => {
	it( 'joins the role labels', () => {
		expect( roleLabels( [ 'speaker', 'organizer' ] ) ).toBe(
			'Speaker, Organizer'
		);
	} );
} );
