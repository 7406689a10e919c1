/**
 * A published page holding widgets, read as a logged-out visitor reads it.
 */
import { expect } from '@playwright/test';
import { json } from '../../support/json';
import { session, type Session } from '../../support/wordpress';

/**
 * Publishes a page with the given content and answers its HTML as a visitor gets it.
 *
 * @param admin   Administrator session.
 * @param title   Page title.
 * @param content Block markup or shortcodes.
 */
export async function widgetPage(
	admin: Session,
	title: string,
	content: string
): Promise< string > {
	const created = await json(
		await admin.rest( 'POST', '/wp/v2/pages', {
			title,
			status: 'publish',
			content,
		} )
	);
	const visitor = await session( null );
	const response = await visitor.request.get( created.link );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	await visitor.request.dispose();
	return html;
}
