/**
 * The render route, GET {api}/templates/{id}/render: who may render a
 * template for an event or an attendee, and the per-device styles of each
 * block in what it answers.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { ensureUser, session, sessionWithOnly } from '../../support/wordpress';
import { renderFixtureOnce } from '../support/render';
import { createResource, statusOf } from '../support/rest';
import { TEMPLATES, value } from '../support/templates';

const fixture = renderFixtureOnce();

test( 'the render route needs the template permission (or the attendee permission for an attendee)', async () => {
	const { admin, eventId, templateId, attendee } = fixture();
	const render = `${ TEMPLATES }/${ templateId }/render`;
	const route = `${ render }?event_id=${ eventId }`;
	expect( await statusOf( await session( null ), 'GET', route ) ).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( await statusOf( subscriber, 'GET', route ) ).toBe( 403 );
	const templates = await sessionWithOnly( 'eventsmith_manage_template' );
	const eventOnly = await templates.rest( 'GET', route );
	expect( eventOnly.status() ).toBe( 200 );
	const { html } = await json( eventOnly );
	expect( value( html, 'event_title' ) ).toBe( 'Render Summit' );
	expect( value( html, 'attendee_name' ) ).toBe( '' );
	expect( html ).not.toContain( 'eventsmith-qr-code__image' );
	expect( html ).not.toContain( 'data-eventsmith-qr' );
	const attendees = await sessionWithOnly( 'eventsmith_manage_attendee' );
	expect( await statusOf( attendees, 'GET', route ) ).toBe( 403 );
	expect(
		await statusOf(
			attendees,
			'GET',
			`${ render }?attendee_id=${ attendee.id }`
		)
	).toBe( 200 );
	expect( await statusOf( admin, 'GET', render ) ).toBe( 400 );
	expect(
		await statusOf( admin, 'GET', `${ render }?attendee_id=99999999` )
	).toBe( 404 );
} );

test( "TB-39/40 every block's container class and per-device styles are rendered, scoped, at 768px and 480px", async () => {
	const { admin, eventId } = fixture();
	const content =
		'<!-- wp:paragraph {"containerClassName":"probe-para extra","styles":{"Desktop":{"color":"#123456"},"Tablet":{"fontSize":"15px"},"Mobile":{"textAlign":"center"}}} --><p>styled {{event_title}}</p><!-- /wp:paragraph -->' +
		'<!-- wp:eventsmith/signature {"name":"Sig","containerClassName":"probe-sig","styles":{"Desktop":{},"Tablet":{},"Mobile":{"padding":"3px"}}} /-->' +
		'<!-- wp:paragraph --><p>plain</p><!-- /wp:paragraph -->';
	const { id } = await createResource( admin, TEMPLATES, {
		name: 'Device styles',
		type: 'event',
		content,
	} );
	const { html } = await json(
		await admin.rest(
			'GET',
			`${ TEMPLATES }/${ id }/render?event_id=${ eventId }`
		)
	);
	const para =
		/<style>([^<]*)<\/style><p class="probe-para extra (eventsmith-block-\d+)">styled Render Summit<\/p>/.exec(
			html
		);
	expect( para, html ).not.toBeNull();
	const [ , css, instance ] = para as RegExpExecArray;
	const scope = `.${ instance }.${ instance }`;
	expect( css ).toBe(
		`${ scope }{color:#123456}` +
			`@media (max-width:768px){${ scope }{font-size:15px}}` +
			`@media (max-width:480px){${ scope }{text-align:center}}`
	);
	expect( html ).toMatch(
		/<style>@media \(max-width:480px\)\{(\.eventsmith-block-\d+){2}\{padding:3px\}\}<\/style>\s*<div class="eventsmith-signature [^"]*probe-sig eventsmith-block-\d+"/
	);
	// A block without the attributes is left as it is.
	expect( html ).toContain( '<p>plain</p>' );
} );
