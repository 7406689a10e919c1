import { currentSubmenuIndex } from '../../../../admin/app/current-submenu';

const links = [
	'admin.php?page=eventsmith',
	'admin.php?page=eventsmith-template-builder',
	'admin.php?page=eventsmith#/access-control',
	'admin.php?page=eventsmith#/license',
];

test( 'LIC-02 ACL-01: the License and Access Control entries are marked on their screens, Dashboard on the others', () => {
	expect( currentSubmenuIndex( '/license', links ) ).toBe( 3 );
	expect( currentSubmenuIndex( '/access-control', links ) ).toBe( 2 );
	expect( currentSubmenuIndex( '/events/create/3', links ) ).toBe( 0 );
	expect( currentSubmenuIndex( '/', links ) ).toBe( 0 );
	expect( currentSubmenuIndex( '/license', [] ) ).toBe( -1 );
} );
