/**
 * SEC-02: 50 XSS payloads sent through every text field staff without
 * administrator rights can save over REST (events, terms, speakers, speaker
 * groups, schedules: each saved by a user holding only that permission) and
 * through the public RSVP form (a visitor's name and reason), then shown in
 * Chromium: the event page, the speaker page, a page of widgets, the
 * dashboard lists, the RSVP e-mails. A hook installed before any page
 * script records every payload that runs: none may. The CSV export is a
 * download, never a page, and its cells cannot start a spreadsheet formula.
 *
 * Each field carries all 50 payloads at once, so only a few records are made.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { json, type Json } from '../support/json';
import {
	ADMIN,
	logInPage,
	session,
	sessionWithOnly,
	type Session,
} from '../support/wordpress';

/** Each calls __xss(n) (or alert(n)) when it runs; n is its number. */
const TEMPLATES = [
	'<script>__xss(N)</script>',
	'<img src=x onerror=__xss(N)>',
	'<svg onload=__xss(N)>',
	'<svg><script>__xss(N)</script></svg>',
	'"><script>__xss(N)</script>',
	"'><img src=x onerror=__xss(N)>",
	'" onmouseover="__xss(N)" x="',
	"' autofocus onfocus='__xss(N)' x='",
	'" autofocus onfocus="__xss(N)',
	'javascript:__xss(N)',
	'<a href="javascript:__xss(N)">link</a>',
	'<iframe src="javascript:parent.__xss(N)"></iframe>',
	'<body onload=__xss(N)>',
	'<details open ontoggle=__xss(N)>',
	'<input autofocus onfocus=__xss(N)>',
	'<video><source onerror=__xss(N)></video>',
	'<audio src=x onerror=__xss(N)>',
	'<object data="javascript:parent.__xss(N)"></object>',
	'<embed src="javascript:parent.__xss(N)">',
	'<math><mtext><table><mglyph><style><img src=x onerror=__xss(N)>',
	'</textarea><script>__xss(N)</script>',
	'</title><script>__xss(N)</script>',
	'</script><script>__xss(N)</script>',
	'</style><script>__xss(N)</script>',
	'<scr<script>ipt>__xss(N)</scr</script>ipt>',
	'<SCRIPT SRC=data:text/javascript,__xss(N)></SCRIPT>',
	'<img src="x" onerror="&#95;&#95;xss(N)">',
	'<svg><animate onbegin=__xss(N) attributeName=x dur=1s>',
	'<marquee onstart=__xss(N)>x</marquee>',
	'<form><button formaction=javascript:__xss(N)>x</button></form>',
	'<img src=x:alert onerror=eval("__xss(N)")>',
	'${__xss(N)}',
	"{{constructor.constructor('__xss(N)')()}}",
	'<img src=1 onerror=__xss(N)//',
	'<svg/onload=__xss(N)//',
	'"-__xss(N)-"',
	"'-__xss(N)-'",
	'\\";__xss(N);//',
	'</script><img src=x onerror=__xss(N)>',
	'<noscript><p title="</noscript><img src=x onerror=__xss(N)>">',
	'<a href="  javascript:__xss(N)">x</a>',
	'<a href="jav&#x09;ascript:__xss(N)">x</a>',
	'<iframe srcdoc="<script>parent.__xss(N)</script>"></iframe>',
	'<img srcset="x" onerror="__xss(N)">',
	'<select autofocus onfocus=__xss(N)></select>',
	'<textarea autofocus onfocus=__xss(N)></textarea>',
	'<style>@import "javascript:__xss(N)";</style>',
	'<img src=x onerror=alert(N)>',
	'<svg><a xlink:href="javascript:__xss(N)"><text x=20 y=20>x</text></a></svg>',
	'<!--<img src="--><img src=x onerror=__xss(N)//">',
];
const PAYLOADS = TEMPLATES.map( ( t, i ) =>
	t.replace( /N/g, String( i + 1 ) )
);
const ALL = PAYLOADS.join( ' ' );
const RUN = Date.now().toString( 36 );

/**
 * The payloads packed into as few strings of at most `max` characters as
 * fit, for fields stored in short columns (term names, attendee names).
 *
 * @param max Longest string.
 */
function packed( max: number ): string[] {
	// Each starts with words, so a field that strips tags never ends up empty.
	const head = ( n: number ) => `Part ${ n } ${ RUN }`;
	const out: string[] = [ head( 1 ) ];
	for ( const payload of PAYLOADS ) {
		const last = out.length - 1;
		if ( out[ last ]!.length + payload.length + 1 > max ) {
			out.push( `${ head( out.length + 1 ) } ${ payload }` );
		} else {
			out[ last ] = `${ out[ last ] } ${ payload }`;
		}
	}
	return out;
}
const SHORT = packed( 170 );

test.describe.configure( { mode: 'serial' } );

const hits: string[] = [];

/**
 * Records every payload that runs, in every frame and across navigations.
 *
 * @param context   Browser context.
 * @param where     What is being looked at.
 * @param where.now
 */
async function watch( context: BrowserContext, where: { now: string } ) {
	await context.exposeBinding( '__xssReport', ( _source, n: unknown ) => {
		hits.push( `${ where.now }: payload ${ String( n ) }` );
	} );
	await context.addInitScript( () => {
		const report = ( n: unknown ) =>
			( window as any ).__xssReport( String( n ) );
		( window as any ).__xss = report;
		window.alert = report;
		window.confirm = ( n: unknown ) => {
			report( n );
			return false;
		};
		window.prompt = ( n: unknown ) => {
			report( n );
			return null;
		};
	} );
}

async function created( who: Session, route: string, body: Json ) {
	const response = await who.rest( 'POST', `/eventsmith/v2${ route }`, body );
	expect( response.status(), `${ route }: ${ await response.text() }` ).toBe(
		201
	);
	return json( response );
}

let admin: Session;
let event: Json;
let speaker: Json;
let schedule: Json;
let widgets: string;

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	admin = await session( ADMIN );
	const organizers = await sessionWithOnly( 'eventsmith_manage_organizer' );
	const schedulers = await sessionWithOnly( 'eventsmith_manage_schedule' );
	const planners = await sessionWithOnly( 'eventsmith_manage_event' );

	await Promise.all(
		SHORT.map( ( name ) =>
			created( organizers, '/speaker-groups', { name } )
		)
	);
	const profile = {
		name: `Speaker ${ ALL }`,
		designation: ALL,
		company: ALL,
		bio: ALL,
		email: 'xss-speaker@example.org',
		category: [ 'speaker' ],
		social: [ { network: ALL, url: 'javascript:__xss(101)' } ],
	};
	// A javascript: link is refused outright.
	const refused = await organizers.rest(
		'POST',
		'/eventsmith/v2/speakers',
		profile
	);
	expect( refused.status() ).toBe( 400 );
	speaker = await created( organizers, '/speakers', {
		...profile,
		social: [
			{
				network: ALL,
				url: 'https://example.org/"><script>__xss(102)</script>',
			},
		],
	} );
	schedule = await created( schedulers, '/schedules', {
		program_title: ALL,
		date: '2031-06-12',
		sessions: [
			{
				start_time: '10:00',
				end_time: '11:00',
				title: ALL,
				location: ALL,
				speakers: [ speaker.id ],
			},
		],
	} );
	const categories = await Promise.all(
		SHORT.map( ( name ) => created( planners, '/categories', { name } ) )
	);
	const tags = await Promise.all(
		SHORT.map( ( name ) => created( planners, '/tags', { name } ) )
	);
	event = await created( planners, '/events', {
		title: `XSS ${ ALL }`,
		description: ALL,
		status: 'publish',
		start_date: '2031-06-12',
		start_time: '10:00',
		end_date: '2031-06-12',
		end_time: '16:00',
		timezone: 'UTC',
		location: { address: { address: ALL } },
		categories: categories.map( ( term ) => term.id ),
		tags: tags.map( ( term ) => term.id ),
		speakers: [ speaker.id ],
		schedules: [ schedule.id ],
		rsvp: { enabled: true, capacity: 50, max_per_submission: 1 },
	} );

	// A visitor answers the public form twice: going, then not going with a reason.
	const visitor = await session( null );
	const { nonce } = await json(
		await visitor.request.get( '/wp-json/eventsmith-test/v1/rsvp-nonce' )
	);
	for ( const body of [
		...SHORT.map( ( name, i ) => ( {
			response: 'going',
			attendees: [
				{
					name: i === 0 ? `=HYPERLINK("http://x") ${ name }` : name,
					email: `xss-going-${ i }@example.org`,
				},
			],
		} ) ),
		{
			response: 'not_going',
			attendees: [
				{
					name: `@SUM(1) ${ SHORT[ 0 ] }`.slice( 0, 180 ),
					email: 'xss-not@example.org',
				},
			],
			reason: ALL,
		},
	] ) {
		const answered = await visitor.request.post(
			`/wp-json/eventsmith/v2/events/${ event.id }/rsvp`,
			{ data: body, headers: { 'X-Eventsmith-Nonce': nonce } }
		);
		expect( answered.status(), await answered.text() ).toBe( 201 );
	}

	const page = await admin.rest( 'POST', '/wp/v2/pages', {
		title: 'XSS widgets',
		status: 'publish',
		content: `[eventsmith_speakers]\n\n[eventsmith_organizers]\n\n[eventsmith_calendar]\n\n[eventsmith_rsvp event_id="${ event.id }"]`,
	} );
	expect( page.status() ).toBe( 201 );
	widgets = ( await json( page ) ).link;
	await Promise.all(
		[ organizers, schedulers, planners, visitor ].map( ( s ) =>
			s.request.dispose()
		)
	);
} );

test.afterAll( async () => {
	await admin?.request.dispose();
} );

async function look( page: Page, where: { now: string }, url: string ) {
	where.now = url;
	await page.goto( url, { waitUntil: 'load' } );
	// Let focus, media errors and late scripts fire.
	await page.waitForTimeout( 300 );
}

test( 'SEC-02 no payload runs on the event page, the speaker page, a widget page or the RSVP e-mails', async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	const where = { now: '' };
	await watch( context, where );
	const page = await context.newPage();
	for ( const url of [ event.link, speaker.author_url, widgets ] ) {
		await look( page, where, url );
		// The payloads are on the page (as text), so the test did look at them.
		expect( await page.content(), url ).toContain( '__xss(' );
	}

	const mails = await json<
		Array< { subject: string; message: string; html: string } >
	>( await admin.rest( 'GET', '/eventsmith-test/v1/mail' ) );
	for ( const mail of mails ) {
		// The plain-text part, and the HTML part of an HTML e-mail.
		for ( const body of [ mail.message, mail.html ].filter( Boolean ) ) {
			where.now = `e-mail "${ mail.subject.slice( 0, 40 ) }"`;
			await page.setContent( body, { waitUntil: 'load' } );
			await page.waitForTimeout( 100 );
		}
	}
	expect( mails.some( ( mail ) => mail.html.includes( '<table' ) ) ).toBe(
		true
	);
	await context.close();
	expect( hits ).toEqual( [] );
} );

test( 'SEC-02 no payload runs in the dashboard lists', async ( {
	browser,
} ) => {
	test.setTimeout( 180_000 );
	const context = await browser.newContext();
	const where = { now: '' };
	await watch( context, where );
	const page = await context.newPage();
	await logInPage( page, ADMIN );
	const dashboard = '/wp-admin/admin.php?page=eventsmith';
	await look( page, where, `${ dashboard }#/events` );
	for ( const route of [
		'events',
		'speakers',
		'schedules',
		'categories',
		'attendees',
		`rsvp-report/${ event.id }`,
		`events/create/${ event.id }`,
	] ) {
		where.now = `dashboard #/${ route }`;
		await page.evaluate(
			( hash ) => ( window.location.hash = hash ),
			`#/${ route }`
		);
		await expect( page.locator( '#eventsmith-dashboard' ) ).toContainText(
			'__xss(',
			{ timeout: 15_000 }
		);
		await page.waitForTimeout( 200 );
	}
	await context.close();
	expect( hits ).toEqual( [] );
} );

test( 'SEC-02 the attendee CSV is a download whose cells start no formula', async () => {
	const { nonce } = await json(
		await admin.rest(
			'GET',
			'/eventsmith-test/v1/nonce?action=eventsmith_export_attendees'
		)
	);
	const response = await admin.request.get(
		`/wp-admin/admin-post.php?action=eventsmith_export_attendees&event_id=${ event.id }&_wpnonce=${ nonce }`
	);
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( response.headers()[ 'content-disposition' ] ).toContain(
		'attachment'
	);
	const csv = await response.text();
	expect( csv ).toContain( '__xss(' );
	// Cells as a spreadsheet reads them (quoted cells may hold commas and "").
	const cells = [
		...csv.matchAll( /(?:^|,)(?:"((?:[^"]|"")*)"|([^,\r\n]*))/gm ),
	].map( ( [ , quoted, bare ] ) =>
		( quoted ?? bare ?? '' ).replace( /""/g, '"' )
	);
	expect( cells.some( ( cell ) => cell.startsWith( "'=HYPERLINK" ) ) ).toBe(
		true
	);
	expect( cells.filter( ( cell ) => /^[=+\-@]/.test( cell ) ) ).toEqual( [] );
} );
