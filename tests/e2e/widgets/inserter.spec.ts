/**
 * Every Eventsmith widget, the way an editor adds it: all inserted through
 * the block inserter into one new page in one editor session (each pointed
 * at this run's event, speaker, schedule or date in its sidebar where that
 * matters), the page published once, then read once by a logged-out
 * visitor: each widget shows real content, and axe finds nothing on any of
 * them.
 *
 * What makes it steady and quick on Playground (one PHP worker, every
 * request queued):
 * - each step waits for the editor's own state (the new block selected, the
 *   sidebar showing it, the attribute stored), never for time;
 * - an inserter result is clicked only once the result list has stopped
 *   re-rendering, and an insertion is tried again only if no block arrived;
 * - all widgets go in with the inserter kept open, one at a time after the
 *   previews before them came back; the sidebar settings follow, block by
 *   block;
 * - requests of core features unrelated to the widgets (the block
 *   directory's searches on wordpress.org, unreachable here; the compression
 *   test) and the preview of a block's defaults that its settings replace
 *   right away are answered in the browser, not queued on the PHP worker;
 * - the welcome guide is stored off before the editor loads, and the title
 *   is set at once so the new-page pattern chooser never opens;
 * - the page is published only after every server-side preview came back,
 *   and the previews are checked for errors.
 */
import AxeBuilder from '@axe-core/playwright';
import {
	expect,
	test,
	type Locator,
	type Page,
	type Request,
} from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, logInPage, session } from '../../support/wordpress';

type Widget = {
	/** Title in the inserter (block.json). */
	title: string;
	/** Block name without the namespace (its wrapper class follows it). */
	name: string;
	/** Text the visitor sees in it ('' when it has no text, like the QR image). */
	shows: string | RegExp;
	/** Sets what matters in the block's sidebar. */
	setup?: ( sidebar: Locator ) => Promise< void >;
	/** The attributes the setup must have stored. */
	stores?: Json;
};

type Editor = {
	wp: {
		data: {
			select: ( store: string ) => Json;
			dispatch: ( store: string ) => Json;
		};
	};
};

const escape = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/**
 * Counts the page's requests to PHP still waiting for an answer, so the test
 * can wait until the editor's server-side previews have all come back.
 *
 * @param page The editor.
 */
function watchRequests( page: Page ) {
	const open = new Set< Request >();
	const done = ( request: Request ) => open.delete( request );
	page.on( 'request', ( request ) => {
		// Static files cost PHP nothing; core's permission probes (OPTIONS)
		// never read their answer's body, so the browser never reports them
		// finished.
		if (
			/\/wp-json\/|admin-ajax\.php/.test( request.url() ) &&
			request.method() !== 'OPTIONS'
		) {
			open.add( request );
		}
	} );
	page.on( 'requestfinished', done );
	page.on( 'requestfailed', done );
	return {
		/**
		 * Resolves once no request has been open for `quiet` milliseconds.
		 *
		 * @param quiet Milliseconds without a request.
		 */
		settled: ( quiet = 600 ) =>
			expect
				.poll(
					async () => {
						if ( open.size === 0 ) {
							await page.waitForTimeout( quiet );
						}
						return [ ...open ].map( ( r ) => r.url() );
					},
					{ timeout: 60_000, intervals: [ 200 ] }
				)
				.toEqual( [] ),
	};
}

/**
 * Inserts a block through the inserter, searching it by its title, and waits
 * until it is the selected block. A click that landed on a result being
 * re-rendered is tried again, never one that already inserted a block.
 *
 * @param page   The editor.
 * @param widget The block.
 * @return The new block's client id.
 */
async function insert( page: Page, widget: Widget ): Promise< string > {
	const name = `eventsmith/${ widget.name }`;
	const state = () =>
		page.evaluate( () => {
			const editor = ( window as unknown as Editor ).wp.data.select(
				'core/block-editor'
			);
			const selected = editor.getSelectedBlock();
			return {
				count: editor.getBlockCount() as number,
				name: ( selected?.name ?? '' ) as string,
				id: ( selected?.clientId ?? '' ) as string,
			};
		} );
	const before = ( await state() ).count;
	const search = page.locator( '.block-editor-inserter__search input' );
	const results = page
		.getByRole( 'region', { name: 'Block Library' } )
		.getByRole( 'listbox', { name: 'Blocks' } );
	const option = results.locator(
		`.editor-block-list-item-${ name.replace( '/', '-' ) }`
	);
	for ( let attempt = 1; ; attempt++ ) {
		if ( ! ( await search.isVisible() ) ) {
			await page
				.getByRole( 'region', { name: 'Editor top bar' } )
				.getByRole( 'button', { name: 'Toggle block inserter' } )
				.click();
		}
		await search.fill( widget.title );
		// The search is debounced and patterns arrive late: wait until the
		// result list shows the block and has stopped changing.
		let last = '';
		await expect
			.poll(
				async () => {
					const now =
						( await results.count() ) === 1
							? await results.innerHTML()
							: '';
					const steady = now !== '' && now === last;
					last = now;
					return steady && ( await option.count() ) === 1;
				},
				{ timeout: 30_000, intervals: [ 200 ] }
			)
			.toBe( true );
		await option.click();
		try {
			await expect
				.poll( state, { timeout: 15_000 } )
				.toMatchObject( { count: before + 1, name } );
			break;
		} catch ( error ) {
			const now = await state();
			// Retry only when nothing was inserted.
			if ( now.count !== before || attempt === 3 ) {
				throw error;
			}
		}
	}
	return ( await state() ).id;
}

// A step that stalls should fail fast, not at the end of the test's budget.
test.use( {
	actionTimeout: 30_000,
	// Wide enough for the inserter and the block settings to stay open together.
	viewport: { width: 1600, height: 1000 },
} );

test( 'SC-04 SC-17 SLD-01 CD-01 FE-04 every widget inserted through the block inserter into one page renders real content for a visitor; axe finds nothing', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 420_000 );
	const RUN = `${ Date.now().toString( 36 ) }${ test.info().repeatEachIndex }`;
	const PLACE = `Harbour Hall ${ RUN }`;

	// This run's data, seeded over REST.
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
	const group = await created( '/speaker-groups', {
		name: `Inserter panel ${ RUN }`,
	} );
	const speaker = await created( '/speakers', {
		name: `Ada Inserter ${ RUN }`,
		designation: 'Keynote',
		category: [ 'speaker' ],
		speaker_group: [ group.id ],
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
	// The status widget speaks of ongoing, ended or cancelled events only.
	const ended: Json = await createEvent( admin, {
		title: `Inserter rehearsal ${ RUN }`,
		...oneDay( '2021-03-01', '18:00', '20:00' ),
	} );
	const types = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }/ticket-types`,
		{ ticket_types: [ { name: `Day pass ${ RUN }`, capacity: 10 } ] }
	);
	expect( types.status(), await types.text() ).toBe( 200 );
	// The editor's welcome guide stays shut: stored as the editor stores it,
	// before the editor loads (set from the page, it can lose the race with
	// the editor loading the stored preferences, and the guide opens late).
	const me = await json(
		await admin.rest( 'GET', '/wp/v2/users/me?context=edit' )
	);
	const stored: Json = me.meta?.persisted_preferences ?? {};
	const preferences = await admin.rest( 'POST', '/wp/v2/users/me', {
		meta: {
			persisted_preferences: {
				...stored,
				'core/edit-post': {
					...( stored[ 'core/edit-post' ] ?? {} ),
					welcomeGuide: false,
				},
				_modified: new Date().toISOString(),
			},
		},
	} );
	expect( preferences.status(), await preferences.text() ).toBe( 200 );
	await admin.request.dispose();

	const eventId =
		( id: number ): Widget[ 'setup' ] =>
		( sidebar ) =>
			sidebar
				.getByRole( 'spinbutton', { name: 'Event ID', exact: true } )
				.fill( `${ id }` );
	const terms =
		( which: string ): Widget[ 'setup' ] =>
		async ( sidebar ) => {
			if ( which !== 'category' ) {
				await sidebar
					.getByRole( 'combobox', { name: 'List', exact: true } )
					.selectOption( which );
			}
			// Other tests' terms may outnumber the default: show them all.
			await sidebar
				.getByRole( 'spinbutton', { name: 'Most items', exact: true } )
				.fill( '100' );
		};
	const inGroup: Widget[ 'setup' ] = ( sidebar ) =>
		sidebar
			.getByRole( 'textbox', { name: 'Group (name or id)', exact: true } )
			.fill( `${ group.id }` );
	const piece = (
		title: string,
		name: string,
		shows: Widget[ 'shows' ],
		id = event.id
	): Widget => ( {
		title,
		name,
		shows,
		setup: eventId( id ),
		stores: { eventId: id },
	} );
	const widgets: Widget[] = [
		{ title: 'Events List and Grid', name: 'events', shows: event.title },
		{ title: 'Event Slider', name: 'event-slider', shows: event.title },
		{ title: 'Event Accordion', name: 'accordion', shows: event.title },
		{ title: 'Event Calendar', name: 'calendar', shows: 'Today' },
		{
			title: 'Event Countdown',
			name: 'countdown',
			shows: /days/i,
			setup: ( sidebar ) =>
				sidebar
					.getByRole( 'textbox', {
						name: 'Date and time',
						exact: true,
					} )
					.fill( '12/24/2031 18:30:00' ),
			stores: { date: '12/24/2031 18:30:00' },
		},
		{ title: 'Event Filter', name: 'event-filter', shows: 'Show events' },
		{
			title: 'Event Categories, Tags or Locations',
			name: 'term-list',
			shows: category.name,
			setup: terms( 'category' ),
			stores: { limit: 100 },
		},
		{
			title: 'Event Categories, Tags or Locations',
			name: 'term-list',
			shows: tag.name,
			setup: terms( 'tag' ),
			stores: { taxonomy: 'tag', limit: 100 },
		},
		{
			title: 'Event Categories, Tags or Locations',
			name: 'term-list',
			shows: PLACE,
			setup: terms( 'location' ),
			stores: { taxonomy: 'location', limit: 100 },
		},
		{
			title: 'Event Speakers and Organizers',
			name: 'speakers',
			shows: speaker.name,
			setup: inGroup,
			stores: { group: `${ group.id }` },
		},
		{
			title: 'Speaker Slider',
			name: 'speaker-slider',
			shows: speaker.name,
			setup: inGroup,
			stores: { group: `${ group.id }` },
		},
		{
			title: "Speaker's Upcoming Events",
			name: 'speaker-events',
			shows: event.title,
			setup: async ( sidebar ) => {
				// The list of people comes from the (queued) server.
				await sidebar
					.getByRole( 'combobox', {
						name: 'Speaker or organizer',
						exact: true,
					} )
					.selectOption( `${ speaker.id }`, { timeout: 90_000 } );
			},
			stores: { speakerId: speaker.id },
		},
		{
			title: 'Speaker Profile',
			name: 'speaker-profile',
			shows: event.title,
			setup: ( sidebar ) =>
				sidebar
					.getByRole( 'spinbutton', {
						name: 'Speaker ID',
						exact: true,
					} )
					.fill( `${ speaker.id }` ),
			stores: { speakerId: speaker.id },
		},
		{
			title: 'Event Schedule',
			name: 'schedule',
			shows: `Opening ${ RUN }`,
			setup: ( sidebar ) =>
				sidebar
					.getByRole( 'checkbox', {
						name: `${ schedule.program_title } (${ schedule.date })`,
						exact: true,
					} )
					.check( { timeout: 90_000 } ),
			stores: { ids: `${ schedule.id }` },
		},
		{
			title: 'Certificates',
			name: 'certificates',
			shows: 'Get certificate',
		},
		{ title: 'QR Image', name: 'qr-image', shows: '' },
		{
			title: 'Attendee list',
			name: 'attendee-list',
			shows: 'Please log in to see the attendees of your events.',
		},
		piece( 'Event RSVP Form', 'rsvp-form', 'Will you attend?' ),
		piece( 'Ticket Form', 'ticket-form', `Day pass ${ RUN }` ),
		{
			title: 'Ticket scanner',
			name: 'ticket-scanner',
			shows: 'Door staff: log in to scan tickets.',
		},
		piece( 'Event Date', 'event-date', '2031' ),
		piece( 'Event Status', 'event-status', 'Ended', ended.id ),
		piece( 'Event Location', 'event-location', PLACE ),
		piece( 'Event Programme', 'event-schedule', `Opening ${ RUN }` ),
		piece( 'Event Speakers', 'event-speakers', speaker.name ),
		piece( 'Event Categories and Tags', 'event-terms', category.name ),
		piece( 'Event Tickets', 'event-tickets', 'Registration' ),
		piece( 'Add to Calendar', 'event-add-to-calendar', 'Download .ics' ),
	];

	// One editor session on a new page. Its title is set as soon as the
	// editor runs, so the page is no longer "clean" and the pattern chooser
	// for new pages (which opens whenever the patterns arrive) never shows.
	const requests = watchRequests( page );
	// Core features that ask wordpress.org (unreachable here) or probe the
	// server, unrelated to these widgets: answered in the browser, so they do
	// not queue in front of the previews on the one PHP worker.
	await page.route( /\/wp\/v2\/block-directory\/search/, ( route ) =>
		route.fulfill( { json: [] } )
	);
	await page.route( /action=wp-compression-test/, ( route ) =>
		route.fulfill( { body: '' } )
	);
	// The preview of a block's defaults, about to be replaced by the one of
	// the settings made next, is not asked of the server.
	let unconfigured = '';
	await page.route( /\/wp\/v2\/block-renderer\//, ( route ) => {
		if ( unconfigured && route.request().url().includes( unconfigured ) ) {
			unconfigured = '';
			return route.fulfill( { json: { rendered: '' } } );
		}
		return route.continue();
	} );
	await logInPage( page, ADMIN );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction(
		() =>
			!! ( window as unknown as Partial< Editor > ).wp?.data
				?.select( 'core/editor' )
				?.getCurrentPostId?.(),
		null,
		{ timeout: 60_000, polling: 100 }
	);
	await page.evaluate( ( title ) => {
		( window as unknown as Editor ).wp.data
			.dispatch( 'core/editor' )
			.editPost( { title } );
	}, `Every widget ${ RUN }` );
	await expect(
		page
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.getByRole( 'textbox', { name: 'Add title' } )
	).toHaveText( `Every widget ${ RUN }`, { timeout: 60_000 } );
	await expect( page.locator( '.components-modal__frame' ) ).toHaveCount( 0 );
	// No autosaves in the middle: the page is published once, at the end.
	await page.evaluate( () =>
		( window as unknown as Editor ).wp.data
			.dispatch( 'core/editor' )
			.updateEditorSettings( { autosaveInterval: 3600 } )
	);

	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const settings = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );
	// Every widget through the inserter, which stays open all along (a click
	// in the sidebar would close it): one at a time, each after the previews
	// before it came back. Playground answers one request at a time, so this
	// costs little, and a pile of parallel previews (the browser keeps six
	// connections, one held by core's OPTIONS probe) stalled the editor.
	const ids: string[] = [];
	for ( const widget of widgets ) {
		await requests.settled( 150 );
		unconfigured = widget.setup
			? `/block-renderer/eventsmith/${ widget.name }?`
			: '';
		ids.push( await insert( page, widget ) );
	}
	unconfigured = '';

	// Then the sidebar settings that matter, block by block.
	if ( ( await settings.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await settings.click();
	}
	for ( const [ index, widget ] of widgets.entries() ) {
		if ( ! widget.setup ) {
			continue;
		}
		await requests.settled();
		await page.evaluate(
			( clientId ) =>
				( window as unknown as Editor ).wp.data
					.dispatch( 'core/block-editor' )
					.selectBlock( clientId ),
			ids[ index ]
		);
		// The sidebar shows this block, not the one before it.
		await expect(
			sidebar.locator( '.block-editor-block-card__title' )
		).toHaveText( widget.title );
		await widget.setup( sidebar );
		await expect
			.poll(
				() =>
					page.evaluate(
						( clientId ) =>
							( window as unknown as Editor ).wp.data
								.select( 'core/block-editor' )
								.getBlockAttributes( clientId ),
						ids[ index ]
					),
				{ message: widget.title }
			)
			.toMatchObject( widget.stores ?? {} );
	}
	expect(
		await page.evaluate( () =>
			( window as unknown as Editor ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.map( ( block: Json ) => block.name )
		)
	).toEqual( widgets.map( ( widget ) => `eventsmith/${ widget.name }` ) );

	// Every server-side preview came back, none with an error.
	await requests.settled();
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( canvas.locator( '.components-spinner' ) ).toHaveCount( 0 );
	await expect( canvas.getByText( /^Error loading block/ ) ).toHaveCount( 0 );

	// Publish once.
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect
		.poll(
			() =>
				page.evaluate( () => {
					const editor = (
						window as unknown as Editor
					 ).wp.data.select( 'core/editor' );
					return (
						editor.isCurrentPostPublished() &&
						! editor.isSavingPost()
					);
				} ),
			{ timeout: 90_000 }
		)
		.toBe( true );
	const url: string = await page.evaluate(
		() =>
			( window as unknown as Editor ).wp.data
				.select( 'core/editor' )
				.getCurrentPost().link
	);

	// Once, as a visitor who is not logged in.
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
			await expect( wrapper, widget.title ).toContainText(
				typeof widget.shows === 'string'
					? new RegExp( escape( widget.shows ) )
					: widget.shows
			);
		}
	}
	await expect(
		view.locator( '.wp-block-eventsmith-qr-image' ).getByRole( 'img' )
	).toBeVisible();
	// FE-04: the filter button opens the folded form (and axe then reads it).
	const filter = view.locator( '.wp-block-eventsmith-event-filter' );
	const toggle = filter.getByRole( 'button', { name: 'Filter events' } );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( filter.getByRole( 'search' ) ).toBeHidden();
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( filter.getByRole( 'search' ) ).toBeVisible();

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
