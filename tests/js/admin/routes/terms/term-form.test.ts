import {
	createFailureNotice,
	termScreenKind,
} from '../../../../../admin/routes/terms/term-kinds';
import {
	emptyTerm,
	parentChoices,
	termPayload,
	validateTerm,
} from '../../../../../admin/routes/terms/term-form';

describe( 'validateTerm', () => {
	it.each( [
		[ 'categories', 'Category Name is Required!' ],
		[ 'tags', 'Tag Name is Required!' ],
		[ 'speakerGroups', 'Group Name is Required!' ],
	] as const )( '%s: a blank name gives "%s"', ( kind, message ) => {
		const screen = termScreenKind( kind );
		expect( validateTerm( emptyTerm(), screen ) ).toEqual( {
			name: message,
		} );
		expect(
			validateTerm( { ...emptyTerm(), name: '   ' }, screen ).name
		).toBe( message );
		expect(
			validateTerm( { ...emptyTerm(), name: 'Music' }, screen )
		).toEqual( {} );
	} );

	it( 'checks extra field names and ignores blank rows', () => {
		const errors = validateTerm(
			{
				...emptyTerm(),
				name: 'Music',
				meta: [
					{ key: '', value: '' },
					{ key: 'color', value: 'red' },
					{ key: 'bad key', value: 'x' },
					{ key: 'color', value: 'blue' },
				],
			},
			termScreenKind( 'categories' )
		);
		expect( Object.keys( errors ) ).toEqual( [ 'meta.2', 'meta.3' ] );
	} );
} );

describe( 'termPayload', () => {
	const values = {
		name: ' Music ',
		description: ' Live ',
		parent: 4,
		meta: [
			{ key: 'color', value: ' red ' },
			{ key: '', value: '' },
		],
	};

	it( 'sends name, parent, description and extra meta for a category', () => {
		expect( termPayload( values, termScreenKind( 'categories' ) ) ).toEqual(
			{
				name: 'Music',
				description: 'Live',
				parent: 4,
				meta: { color: 'red' },
			}
		);
	} );

	it( 'sends name and description for a tag, only the name for a group', () => {
		expect( termPayload( values, termScreenKind( 'tags' ) ) ).toEqual( {
			name: 'Music',
			description: 'Live',
		} );
		expect(
			termPayload( values, termScreenKind( 'speakerGroups' ) )
		).toEqual( { name: 'Music' } );
	} );
} );

describe( 'createFailureNotice', () => {
	it( 'explains a failed group create with the server reason', () => {
		expect( createFailureNotice( 'speakerGroups', 'Taken.' ) ).toEqual( {
			message: "Couldn't Create Speaker Group",
			explanation: 'Reason: Taken.',
		} );
	} );

	it( 'shows the server message for tags and nothing for categories', () => {
		expect( createFailureNotice( 'tags', 'Taken.' ) ).toEqual( {
			message: 'Taken.',
		} );
		expect( createFailureNotice( 'categories', 'Taken.' ) ).toBeNull();
	} );
} );

describe( 'termScreenKind', () => {
	it( 'labels and routes each kind', () => {
		expect( termScreenKind( 'categories' ) ).toMatchObject( {
			listPath: '/categories',
			nameLabel: 'Category Name',
			created: 'Successfully created category!',
			followsCategoriesTagsSwitch: true,
		} );
		expect( termScreenKind( 'tags' ) ).toMatchObject( {
			listPath: '/tags',
			nameLabel: 'Tag',
			created: 'Successfully created tag!',
		} );
		expect( termScreenKind( 'speakerGroups' ) ).toMatchObject( {
			listPath: '/group',
			nameLabel: 'Group Name',
			created: 'Successfully created group!',
			followsCategoriesTagsSwitch: false,
		} );
	} );
} );

describe( 'parentChoices', () => {
	it( 'puts children under their parent, indented', () => {
		expect(
			parentChoices( [
				{ id: 2, name: 'Jazz', parent: 1 },
				{ id: 1, name: 'Music', parent: 0 },
				{ id: 3, name: 'Talks' },
				{ id: 4, name: 'Orphan', parent: 99 },
			] )
		).toEqual( [
			{ id: 1, label: 'Music' },
			{ id: 2, label: '— Jazz' },
			{ id: 3, label: 'Talks' },
			{ id: 4, label: 'Orphan' },
		] );
	} );
} );
