/**
 * Built scripts must load on WordPress 6.5: a dependency WordPress does not
 * register makes the browser skip the whole script without an error.
 */
import { expect, test } from '@playwright/test';
import { json } from '../support/json';
import { ADMIN, session } from '../support/wordpress';

type Dependency = {
	file: string;
	dependency: string;
	kind: 'script' | 'module';
	registered: boolean;
};

test( 'every handle listed in every built *.asset.php is registered on the running WordPress', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest(
		'GET',
		'/eventsmith-test/v1/asset-dependencies'
	);
	expect( response.status() ).toBe( 200 );
	const dependencies = await json< Dependency[] >( response );

	const files = new Set( dependencies.map( ( d ) => d.file ) );
	expect( files ).toContain( 'admin/index.asset.php' );
	expect( files ).toContain( 'template-editor/index.asset.php' );
	expect( files ).toContain( 'blocks/countdown/view.asset.php' );
	expect( dependencies ).toContainEqual(
		expect.objectContaining( {
			dependency: '@wordpress/interactivity',
			kind: 'module',
		} )
	);

	const missing = dependencies
		.filter( ( d ) => ! d.registered )
		.map( ( d ) => `${ d.file }: ${ d.dependency }` );
	expect( missing ).toEqual( [] );
} );
