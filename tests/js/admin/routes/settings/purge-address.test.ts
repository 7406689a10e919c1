import {
	draftErrors,
	isPurgeAddress,
} from '../../../../../admin/routes/settings/purge-address';

describe( 'purge address checked before saving', () => {
	test.each( [
		'',
		'  ',
		'http://127.0.0.1:6081',
		'http://127.0.0.1:6081/',
		'https://cache.example.org',
		'HTTP://Varnish:80',
		'http://[::1]:6081',
		'http://localhost',
	] )( 'accepts %p', ( value ) => {
		expect( isPurgeAddress( value ) ).toBe( true );
	} );

	test.each( [
		'ftp://x',
		'127.0.0.1:6081',
		'http://host/path',
		'http://host?purge=1',
		'http://host#top',
		'http://user:secret@host',
		'http://host:0',
		'http://host:99999',
		'http://host:',
		'http://my cache',
		'http://my_cache',
		'http://',
		'javascript:alert(1)',
		'http://' + 'a.'.repeat( 100 ) + 'org',
	] )( 'refuses %p', ( value ) => {
		expect( isPurgeAddress( value ) ).toBe( false );
	} );

	test( 'names the field only when the address is about to be sent', () => {
		const draft = { purge_host: 'http://host/path' };
		expect( draftErrors( draft, [ 'purge_host' ] ).purge_host ).toContain(
			'http://127.0.0.1:6081'
		);
		expect( draftErrors( draft, [ 'currency' ] ) ).toEqual( {} );
		expect(
			draftErrors( { purge_host: 'http://varnish:6081' }, [
				'purge_host',
			] )
		).toEqual( {} );
	} );
} );
