/**
 * Every Eventsmith widget, the way an editor adds it: inserted through the
 * block inserter of a new page (and pointed at an event, a speaker or a
 * date in the block's sidebar where it needs one), published, then read by
 * a logged-out visitor. Each widget shows real content, and axe finds
 * nothing on any of them.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, logInPage, session } from '../../support/wordpress';

const RUN = Date.now().toString( 36 );
const PLACE = `Harbour Hall ${ RUN }`;

/** What a block's sidebar needs set after it is inserted. */
type Setup = ( sidebar: Locator ) => Promise< void >;

type Widget = {
	/** Title in the inserter (block.json). */
	title: string;
	/** Block name without the namespace (its wrapper class follows it). */
	name: string;
	/** Text the visitor sees in it. */
	shows: string | RegExp;
	setup?: Setup;
};

/**
 * Opens the block inserter (when closed) and inserts a block by its title.
 *
 * @param page  The editor.
 * @param title The block's title.
 */
async function insert( page: Page, title: string ): Promise< void > {
	// The result list re-renders while slow PHP answers the pattern search;
	// a click that misses is tried again (never one that already inserted).
	const count = () =>
		page.evaluate(
			() =>
				( window as unknown as { wp: { data: Json } } ).wp.data
					.select( 'core/block-editor' )
					.getBlockCount() as number
		);
	const before = await count();
	await expect( async () => {
		if ( ( await count() ) > before ) {
			return;
		}
		// The welcome guide (or a pattern chooser) may open late: close it.
		const modal = page.locator( '.components-modal__frame' );
		while ( ( await modal.count() ) > 0 ) {
			await modal
				.first()
				.getByRole( 'button', { name: 'Close' } )
				.click( { timeout: 5_000 } );
		}
		const search = page.locator( '.block-editor-inserter__search input' );
		if ( ! ( await search.isVisible() ) ) {
			await page
				.getByRole( 'button', {
					name: /^(Toggle block inserter|Block Inserter)$/,
				} )
				.click( { timeout: 5_000 } );
		}
		await search.fill( title );
		await page
			.getByRole( 'region', { name: 'Block Library' } )
			.getByRole( 'listbox', { name: 'Blocks' } )
			.getByRole( 'option', {
				// The name starts with the icon's (empty) text.
				name: new RegExp(
					`^\\W*${ title.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) }$`
				),
			} )
			.click( { timeout: 5_000 } );
	} ).toPass( { timeout: 120_000 } );
}

// A step that stalls should fail fast, not at the end of the test's long budget.
test.use( { actionTimeout: 60_000 } );

test( 'SC-04 SLD-01 FE-04 every widget from the block inserter renders for a visitor; axe finds nothing', async ( {
	page,
	browser,
} ) => {
	// Seeding, two dozen live previews and a publish on PHP-as-WebAssembly.
	test.setTimeout( 480_000 );
	const admin = await session( ADMIN );
	const created = async ( route: string, body: unknown ) => {
		const response = await admin.rest(
			'POST',
			`/eventsmith/v2${ route }`,
			body
		);
		expect( response.status(), await response.text() ).toBe( 201 );
		return json( response );
	};
	const category = await created( '/categories', {
		name: `Inserted ${ RUN }`,
	} );
	const tag = await created( '/tags', { name: `inserted-${ RUN }` } );
	const speaker = await created( '/speakers', {
		name: `Ada Inserter ${ RUN }`,
		designation: 'Keynote',
		category: [ 'speaker' ],
	} );
	const schedule = await created( '/schedules', {
		program_title: `Inserter day ${ RUN }`,
		date: '2031-07-01',
		sessions: [
			{
				start_time: '10:00',
				end_time: '11:00',
				title: `Opening ${ RUN }`,
				speakers: [ speaker.id ],
			},
		],
	} );
	const event: Json = await createEvent( admin, {
		title: `Inserter gala ${ RUN }`,
		description: 'An evening of talks and music.',
		...oneDay( '2031-07-01', '18:00', '22:00' ),
		categories: [ category.id ],
		tags: [ tag.id ],
		speakers: [ speaker.id ],
		schedules: [ schedule.id ],
		location: { address: { address: PLACE } },
		total_ticket: 20,
		rsvp: { enabled: true, capacity: 50, max_per_submission: 2 },
	} );
	const types = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }/ticket-types`,
		{ ticket_types: [ { name: `Day pass ${ RUN }`, capacity: 10 } ] }
	);
	expect( types.status(), await types.text() ).toBe( 200 );
	await admin.request.dispose();

	const eventId: Setup = ( sidebar ) =>
		sidebar
			.getByLabel( 'Event ID', { exact: true } )
			.fill( `${ event.id }` );
	const list =
		( which: string ): Setup =>
		( sidebar ) =>
			sidebar
				.getByRole( 'combobox', { name: 'List', exact: true } )
				.selectOption( which );
	const widgets: Widget[] = [
		{ title: 'Events List and Grid', name: 'events', shows: event.title },
		{ title: 'Event Slider', name: 'event-slider', shows: event.title },
		{ title: 'Event Accordion', name: 'accordion', shows: event.title },
		{
			title: 'Event Calendar',
			name: 'calendar',
			shows: 'Today',
		},
		{
			title: 'Event Countdown',
			name: 'countdown',
			shows: /Days/i,
			setup: ( sidebar ) =>
				sidebar
					.getByLabel( 'Date and time', { exact: true } )
					.fill( '12/24/2031 18:30:00' ),
		},
		{ title: 'Event Filter', name: 'event-filter', shows: 'Show events' },
		{
			title: 'Event Categories, Tags or Locations',
			name: 'term-list',
			shows: category.name,
		},
		{
			title: 'Event Categories, Tags or Locations',
			name: 'term-list',
			shows: tag.name,
			setup: list( 'tag' ),
		},
		{
			title: 'Event Categories, Tags or Locations',
			name: 'term-list',
			shows: PLACE,
			setup: list( 'location' ),
		},
		{
			title: 'Event Speakers and Organizers',
			name: 'speakers',
			shows: speaker.name,
		},
		{
			title: 'Speaker Slider',
			name: 'speaker-slider',
			shows: speaker.name,
		},
		{
			title: "Speaker's Upcoming Events",
			name: 'speaker-events',
			shows: event.title,
			setup: ( sidebar ) =>
				sidebar
					.getByLabel( 'Speaker or organizer', { exact: true } )
					.selectOption(
						{ label: speaker.name },
						{ timeout: 120_000 }
					),
		},
		{
			title: 'Speaker Profile',
			name: 'speaker-profile',
			shows: event.title,
			setup: ( sidebar ) =>
				sidebar
					.getByLabel( 'Speaker ID', { exact: true } )
					.fill( `${ speaker.id }` ),
		},
		{
			title: 'Event Schedule',
			name: 'schedule',
			shows: `Opening ${ RUN }`,
		},
		{
			title: 'Certificates',
			name: 'certificates',
			shows: 'Get certificate',
		},
		{ title: 'QR Image', name: 'qr-image', shows: '' },
		{
			title: 'Event RSVP Form',
			name: 'rsvp-form',
			shows: 'Will you attend?',
			setup: eventId,
		},
		{
			title: 'Ticket Form',
			name: 'ticket-form',
			shows: `Day pass ${ RUN }`,
			setup: eventId,
		},
		{
			title: 'Ticket scanner',
			name: 'ticket-scanner',
			shows: 'Door staff: log in to scan tickets.',
		},
		{
			title: 'Event Date',
			name: 'event-date',
			shows: '2031',
			setup: eventId,
		},
		{
			title: 'Event Status',
			name: 'event-status',
			shows: /\S/,
			setup: eventId,
		},
		{
			title: 'Event Location',
			name: 'event-location',
			shows: PLACE,
			setup: eventId,
		},
		{
			title: 'Event Programme',
			name: 'event-schedule',
			shows: `Opening ${ RUN }`,
			setup: eventId,
		},
		{
			title: 'Event Speakers',
			name: 'event-speakers',
			shows: speaker.name,
			setup: eventId,
		},
		{
			title: 'Event Categories and Tags',
			name: 'event-terms',
			shows: category.name,
			setup: eventId,
		},
		{
			title: 'Event Tickets',
			name: 'event-tickets',
			shows: 'Registration',
			setup: eventId,
		},
		{
			title: 'Add to Calendar',
			name: 'event-add-to-calendar',
			shows: 'Download .ics',
			setup: eventId,
		},
	];

	// The editor of a new page, with its welcome guide and pattern chooser closed.
	await logInPage( page, ADMIN );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction(
		() =>
			!! (
				window as unknown as {
					wp?: { data?: { select: ( s: string ) => unknown } };
				}
			 ).wp?.data?.select( 'core/editor' ),
		null,
		{ timeout: 60_000 }
	);
	await expect(
		page
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.getByRole( 'textbox', { name: 'Add title' } )
	).toBeVisible( { timeout: 60_000 } );
	await page.evaluate( ( run ) => {
		const { data } = ( window as unknown as { wp: { data: Json } } ).wp;
		data.dispatch( 'core/preferences' ).set(
			'core/edit-post',
			'welcomeGuide',
			false
		);
		data.dispatch( 'core/editor' ).editPost( {
			title: `Every widget ${ run }`,
		} );
	}, RUN );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const settings = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );

	for ( const widget of widgets ) {
		await insert( page, widget.title );
		if ( widget.setup ) {
			// The inserter and the block's settings share the screen: open the settings.
			if (
				( await settings.getAttribute( 'aria-expanded' ) ) !== 'true'
			) {
				await settings.click();
			}
			await widget.setup( sidebar );
		}
	}
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { wp: { data: Json } } ).wp.data
					.select( 'core/block-editor' )
					.getBlocks().length
		)
	).toBe( widgets.length );

	// Publish.
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect(
		page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'link', { name: 'View Page', exact: true } )
			.first()
	).toBeVisible( { timeout: 60_000 } );
	const url: string = await page.evaluate(
		() =>
			( window as unknown as { wp: { data: Json } } ).wp.data
				.select( 'core/editor' )
				.getCurrentPost().link
	);

	// A visitor who is not logged in.
	const visitor = await browser.newContext();
	const view = await visitor.newPage();
	const answer = await view.goto( url );
	expect( answer?.status() ).toBe( 200 );
	const seen: Record< string, number > = {};
	for ( const widget of widgets ) {
		const index = seen[ widget.name ] ?? 0;
		seen[ widget.name ] = index + 1;
		const wrapper = view
			.locator( `.wp-block-eventsmith-${ widget.name }` )
			.nth( index );
		await expect( wrapper, widget.title ).toBeVisible();
		await expect( wrapper, widget.title ).not.toHaveClass( /is-error/ );
		// Live regions for later answers stay empty; an error would fill one.
		await expect(
			wrapper.getByRole( 'alert' ).filter( { hasText: /\S/ } ),
			widget.title
		).toHaveCount( 0 );
		if ( widget.shows ) {
			await expect( wrapper, widget.title ).toContainText( widget.shows );
		}
	}
	await expect(
		view.locator( '.wp-block-eventsmith-qr-image' ).getByRole( 'img' )
	).toBeVisible();

	let axe = new AxeBuilder( { page: view } );
	for ( const name of Object.keys( seen ) ) {
		axe = axe.include( `.wp-block-eventsmith-${ name }` );
	}
	const results = await axe.analyze();
	expect(
		results.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ' ' ) }`
		)
	).toEqual( [] );
	await visitor.close();
} );
