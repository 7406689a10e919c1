import {
	PREVIEW_SPINNER_MS,
	PREVIEW_WIDTHS,
	blankTemplate,
	builderUrl,
	previewDocument,
	templateFromDesign,
	templateTabs,
} from '../../../../../admin/routes/templates/template-rules';

const design = {
	id: 'ticket-badge',
	type: 'ticket' as const,
	name: 'Badge',
	orientation: 'portrait',
	content:
		'<!-- wp:paragraph --><p>{{event_title}}</p><!-- /wp:paragraph -->',
	thumbnail: 'data:image/png;base64,AAA',
};

describe( 'template chooser rules', () => {
	it( 'has the three tabs with their exact labels', () => {
		expect( templateTabs() ).toEqual( [
			{ name: 'event', title: 'Event Landing' },
			{ name: 'certificate', title: 'Event Certificate' },
			{ name: 'ticket', title: 'Event tickets' },
		] );
	} );

	it( 'creates blank templates as landscape drafts of the tab type', () => {
		expect( blankTemplate( 'certificate' ) ).toEqual( {
			name: 'New Template',
			orientation: 'landscape',
			content: '',
			status: 'draft',
			type: 'certificate',
		} );
	} );

	it( 'copies a design into a draft', () => {
		expect( templateFromDesign( design ) ).toEqual( {
			name: 'Badge',
			orientation: 'portrait',
			content: design.content,
			status: 'draft',
			type: 'ticket',
		} );
		expect(
			templateFromDesign( { ...design, orientation: '' } ).orientation
		).toBe( 'landscape' );
	} );

	it( 'sends the browser to the builder of the new template', () => {
		expect(
			builderUrl(
				'https://x.test/wp-admin/admin.php?page=eventsmith-template-builder',
				42
			)
		).toBe(
			'https://x.test/wp-admin/admin.php?page=eventsmith-template-builder#/template-builder/42'
		);
	} );

	it( 'has the preview constants of the spec', () => {
		expect( PREVIEW_SPINNER_MS ).toBe( 3000 );
		expect( PREVIEW_WIDTHS ).toEqual( {
			desktop: '100%',
			tablet: '768px',
			mobile: '375px',
		} );
	} );

	it( 'previews the design markup, or its thumbnail when it has none', () => {
		expect( previewDocument( design ) ).toContain(
			'<p>{{event_title}}</p>'
		);
		const empty = previewDocument( {
			...design,
			content: ' ',
			thumbnail: 'data:x"><script>',
		} );
		expect( empty ).toContain(
			'<img src="data:x&quot;>&lt;script>" alt="" />'
		);
		expect( empty ).not.toContain( '<script>' );
	} );
} );
