/**
 * The template builder's own admin page: the template list.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, logInPage, session } from '../../support/wordpress';
import { json } from '../../support/json';

test( 'TB-01 / GAP-36: the template list shows templates with type, status and actions, filters by type, and deletes after confirmation', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const created = await admin.rest( 'POST', '/eventsmith/v2/templates', {
		name: 'List ticket',
		type: 'ticket',
	} );
	expect( created.status() ).toBe( 201 );
	const ticket = await json( created );
	await admin.request.dispose();

	await logInPage( page, ADMIN );
	await page.goto( '/wp-admin/admin.php?page=eventsmith-template-builder' );
	await expect( page ).toHaveURL( /#\/template-builder$/ );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Templates' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Add New', exact: true } )
	).toHaveAttribute(
		'href',
		/admin\.php\?page=eventsmith#\/templates\/choose$/
	);

	const row = page.getByRole( 'row', { name: /List ticket/ } );
	await expect( row ).toContainText( 'Ticket', { timeout: 30_000 } );
	await expect( row ).toContainText( 'Draft' );

	await page.getByLabel( 'Type' ).selectOption( 'certificate' );
	await expect( page.getByText( 'Loading templates…' ) ).toHaveCount( 0, {
		timeout: 30_000,
	} );
	await expect(
		page.getByRole( 'row', { name: /List ticket/ } )
	).toHaveCount( 0 );
	await page.getByLabel( 'Type' ).selectOption( 'ticket' );
	await expect( row ).toBeVisible( { timeout: 30_000 } );

	await row.getByRole( 'button', { name: 'Delete “List ticket”' } ).click();
	await expect( page.getByText( 'Are you sure?' ) ).toBeVisible();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: 'Delete', exact: true } )
		.click();
	await expect(
		page.getByRole( 'row', { name: /List ticket/ } )
	).toHaveCount( 0 );

	const check = await session( ADMIN );
	const gone = await json(
		await check.rest( 'GET', '/eventsmith/v2/templates?type=ticket' )
	);
	expect(
		( gone as Array< { id: number } > ).some(
			( item ) => item.id === ticket.id
		)
	).toBe( false );
	await check.request.dispose();
} );
