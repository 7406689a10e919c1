/**
 * SEC-01: every route and method the live REST index lists under
 * eventsmith/v2, called by a visitor, a subscriber, a user holding each
 * single Eventsmith permission and an administrator, answers as ONE table
 * below says. A route or method missing from the table fails the test, so a
 * new route cannot ship unclassified.
 *
 * Requests are harmless: ids that do not exist (a permitted call answers
 * 404/400, a refused one 401/403) and bodies that change nothing shared.
 */
import { expect, test } from '@playwright/test';
import { json } from '../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	type Session,
} from '../support/wordpress';
import { PERMISSIONS } from '../integration/support/permissions';

const EVENT = 'eventsmith_manage_event';
const ORGANIZER = 'eventsmith_manage_organizer';
const SCHEDULE = 'eventsmith_manage_schedule';
const ATTENDEE = 'eventsmith_manage_attendee';
const ORDER = 'eventsmith_manage_order';
const QR_SCAN = 'eventsmith_manage_qr_scan';
const TEMPLATE = 'eventsmith_manage_template';
const SETTINGS = 'eventsmith_manage_settings';
const SHORTCODES = 'eventsmith_manage_shortcodes';

/**
 * Who may call: 'public' (everyone), 'logged-in' (any user), 'form-nonce'
 * (nobody without the form's own nonce, which this matrix never sends), or
 * the one permission required (administrators always pass).
 */
type Access = 'public' | 'logged-in' | 'form-nonce' | string;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * THE table: route (as the index spells it, after /eventsmith/v2) => access
 * for every method, or per method. A key ending in "/*" covers every route
 * below that prefix (the public read routes).
 */
const EXPECTED: Record< string, Access | Partial< Record< Method, Access > > > =
	{
		'': { GET: 'public' }, // WordPress's own namespace index.
		'/public/*': { GET: 'public' }, // Published data only (see docs/security.md).
		'/shortcodes/preview': SHORTCODES,
		'/shortcode-scripts': SHORTCODES,
		'/shortcode-scripts/(?P<id>\\d+)': SHORTCODES,
		'/settings': SETTINGS,
		'/settings/choices': SETTINGS,
		'/settings/test-email': SETTINGS, // Mails only the caller's own address.
		'/settings/mail-preview': SETTINGS, // Renders the saved texts; sends nothing.
		'/speakers': ORGANIZER,
		'/speakers/(?P<id>\\d+)': ORGANIZER,
		'/speaker-groups': ORGANIZER,
		'/speaker-groups/(?P<id>\\d+)': ORGANIZER,
		'/categories': EVENT,
		'/categories/(?P<id>\\d+)': EVENT,
		'/tags': EVENT,
		'/tags/(?P<id>\\d+)': EVENT,
		'/permissions': SETTINGS,
		'/permissions/roles': SETTINGS,
		'/permissions/settings': SETTINGS,
		'/permissions/current-user': 'logged-in',
		'/permissions/(?P<role>[a-z0-9_-]+)': SETTINGS,
		'/permissions/roles/(?P<role>[a-z0-9_-]+)': SETTINGS,
		'/license': SETTINGS,
		'/license/activate': SETTINGS,
		'/license/deactivate': SETTINGS,
		'/templates': TEMPLATE,
		'/templates/(?P<id>\\d+)': TEMPLATE,
		'/templates/(?P<id>\\d+)/back-to-wordpress': TEMPLATE,
		'/templates/(?P<id>\\d+)/render': TEMPLATE,
		'/template-library': TEMPLATE,
		'/template-library/(?P<id>[a-z0-9-]+)': TEMPLATE,
		'/events/(?P<id>\\d+)/rsvp': 'form-nonce',
		'/tickets/verify': QR_SCAN,
		'/scanner/events/(?P<id>\\d+)/counts': QR_SCAN,
		'/scanner/events/(?P<id>\\d+)/snapshot': QR_SCAN,
		'/scanner/sync': QR_SCAN,
		'/attendees': ATTENDEE,
		'/attendees/(?P<id>\\d+)': ATTENDEE,
		// Also vendors (eventsmith_vendor or the eventsmith_is_vendor filter), for their own events only: none of the roles here is one; see tests/integration/rest/vendor-attendees.spec.ts.
		'/my/attendees': ATTENDEE,
		// Also vendors, for the events they authored only (another author's event → 403): see tests/integration/rest/vendor-events.spec.ts.
		'/my/events': EVENT,
		'/my/events/(?P<id>\\d+)': EVENT,
		'/bookings': ORDER,
		'/bookings/(?P<id>\\d+)': ORDER,
		'/bookings/(?P<id>\\d+)/refund': ORDER,
		'/bookings/(?P<id>\\d+)/refund-tickets': ORDER,
		'/bookings/(?P<id>\\d+)/resend-invoice': ORDER,
		'/rsvp-report': EVENT,
		// Streams a download. what=events (the default) needs the event permission; what=attendees the attendee
		// permission and what=all both: see tests/integration/export/export.spec.ts.
		'/export': EVENT,
		'/rsvp-invitations': EVENT,
		'/mail-queue': EVENT,
		'/imports': EVENT,
		'/imports/csv-preview': EVENT,
		'/imports/(?P<id>\\d+)': EVENT,
		'/imports/(?P<id>\\d+)/dry-run': EVENT,
		'/imports/(?P<id>\\d+)/start': EVENT,
		'/imports/(?P<id>\\d+)/stop': EVENT,
		'/imports/(?P<id>\\d+)/undo': EVENT,
		'/schedules': SCHEDULE,
		'/schedules/(?P<id>\\d+)': SCHEDULE,
		'/schedules/(?P<id>\\d+)/clone': SCHEDULE,
		'/events': EVENT,
		'/events/(?P<id>\\d+)': EVENT,
		'/events/(?P<id>\\d+)/clone': EVENT,
		'/events/(?P<id>\\d+)/send-certificate': EVENT,
		'/events/(?P<id>\\d+)/ticket-types': EVENT,
		'/events/(?P<id>\\d+)/rsvp/token': { POST: 'public' },
		'/public/events/(?P<id>\\d+)/checkout': { POST: 'public' },
		// Visitors join a sold-out list like they check out (rate-limited); staff read and prune it.
		'/events/(?P<id>\\d+)/waitlist': { POST: 'public', GET: ATTENDEE },
		'/events/(?P<id>\\d+)/waitlist/(?P<entry>\\d+)': { DELETE: ATTENDEE },
		// The e-mailed single-use token is the credential (docs/waitlist.md).
		'/public/waitlist/claim': { POST: 'public' },
		// Discount codes are managed with the order permission; buyers check a code like they check out.
		'/discount-codes': ORDER,
		'/discount-codes/(?P<id>\\d+)': ORDER,
		'/public/events/(?P<id>\\d+)/discount-preview': { POST: 'public' },
		// Stripe calls it without a user; the Stripe-Signature header is the credential (docs/payments.md).
		'/payments/stripe/webhook': { POST: 'public' },
		// PayPal calls it without a user; PayPal's verify-webhook-signature answer is the credential (docs/payments.md).
		'/payments/paypal/webhook': { POST: 'public' },
		// "Test connection" on Settings → Payments: sends the saved key to the provider, nothing else.
		'/payments/(?P<gateway>[a-z0-9_]+)/connection-test': { POST: SETTINGS },
		// The first-run welcome changes site-wide settings (timezone, currency, address): site administrators only.
		'/welcome': 'manage_options',
		'/welcome/settings': 'manage_options',
		'/welcome/samples': 'manage_options',
		'/welcome/dismiss': 'manage_options',
		'/bookings/(?P<id>\\d+)/mark-paid': ORDER,
		'/bookings/(?P<id>\\d+)/resend-tickets': ORDER,
		// Community (BuddyPress) routes, present only on community sites (here: the test stand-in).
		// Any user passes the route; the group's own rules then answer 403 or 404 (docs/community.md).
		'/community/groups/(?P<group_id>\\d+)/events': { POST: 'logged-in' },
		'/community/group-assign': { POST: 'logged-in' },
	};

/** An id no record has. */
const MISSING_ID = 999999999;

/**
 * Harmless bodies per route and method (default: none, or `{}` for writes).
 * Collection creates get a body their handler refuses (400) after the
 * permission check, so nothing is created.
 */
const BODIES: Record< string, unknown > = {
	'DELETE *': { ids: [ MISSING_ID ] },
	'POST /permissions/(?P<role>[a-z0-9_-]+)': { permissions: [] },
	'PUT /permissions/(?P<role>[a-z0-9_-]+)': { permissions: [] },
	'PATCH /permissions/(?P<role>[a-z0-9_-]+)': { permissions: [] },
	'GET /tickets/verify': { code: 'NO-SUCH-TICKET' },
	'POST /tickets/verify': { code: 'NO-SUCH-TICKET' },
	'POST /scanner/sync': { event_id: MISSING_ID, items: [] },
	'GET /rsvp-report': { event_id: MISSING_ID },
	'POST /rsvp-invitations': { event_id: MISSING_ID, emails: [] },
	'GET /templates/(?P<id>\\d+)/render': { event_id: MISSING_ID },
	'POST /events': { title: '' },
	'POST /community/groups/(?P<group_id>\\d+)/events': { title: 'Matrix' },
	'POST /community/group-assign': {
		action: 'post_assign_group',
		group_id: MISSING_ID,
		event_id: MISSING_ID,
	},
	'POST /my/events': { title: '' },
	'POST /speakers': { name: '' },
	'POST /schedules': { program_title: '' },
	'POST /templates': { title: '', type: 'no-such-type' },
	'POST /categories': { name: '' },
	'POST /tags': { name: '' },
	'POST /speaker-groups': { name: '' },
	'POST /bookings': { event_id: MISSING_ID },
	'POST /discount-codes': { code: '' },
	'POST /license/activate': { license_key: '' },
	'POST /settings': {},
	'POST /shortcodes/preview': { shortcode: '[no_such_widget]' },
	'POST /shortcode-scripts': {
		post_name: 'Matrix',
		shortcode: '[no_such_widget]',
	},
};

type Role = { name: string; session: Session; holds: ( a: Access ) => boolean };

function accessFor( route: string, method: Method ): Access | undefined {
	let rule = EXPECTED[ route ];
	if ( rule === undefined ) {
		const prefix = Object.keys( EXPECTED ).find(
			( key ) =>
				key.endsWith( '/*' ) && route.startsWith( key.slice( 0, -1 ) )
		);
		rule = prefix ? EXPECTED[ prefix ] : undefined;
	}
	if ( rule === undefined || typeof rule === 'string' ) {
		return rule;
	}
	return rule[ method ];
}

/**
 * The route with sample values in its placeholders: ids that do not exist.
 *
 * @param route Route pattern.
 */
function concrete( route: string ): string {
	return route.replace(
		/\(\?P<(\w+)>([^)]*)\)/g,
		( _m, name: string, pattern: string ) => {
			if ( pattern.includes( '\\d' ) ) {
				return String( MISSING_ID );
			}
			// A name the pattern matches (a literal "-" closes its class), so the route
			// answers rather than rest_no_route.
			const dash = pattern.includes( '-]' ) ? '-' : '_';
			return `no${ dash }such${ dash }${ name }`;
		}
	);
}

async function inBatches< T >(
	jobs: Array< () => Promise< T > >,
	width: number
): Promise< T[] > {
	const results: T[] = [];
	let next = 0;
	await Promise.all(
		Array.from( { length: width }, async () => {
			while ( next < jobs.length ) {
				const index = next++;
				results[ index ] = await jobs[ index ]!();
			}
		} )
	);
	return results;
}

test.describe( 'SEC-01 route × role matrix', () => {
	let routes: Array< { route: string; methods: Method[] } > = [];
	const roles: Role[] = [];

	test.beforeAll( async () => {
		test.setTimeout( 120_000 );
		const admin = await session( ADMIN );
		// The community routes exist only where BuddyPress runs: switch its test stand-in on.
		expect(
			(
				await admin.rest( 'POST', '/eventsmith-test/v1/buddypress', {
					active: true,
				} )
			).status()
		).toBe( 200 );
		const index = await json(
			await admin.request.get( '/wp-json/eventsmith/v2' )
		);
		routes = Object.entries(
			index.routes as Record<
				string,
				{ endpoints: Array< { methods: Method[] } > }
			>
		).map( ( [ path, info ] ) => ( {
			route: path.replace( /^\/eventsmith\/v2/, '' ),
			methods: [
				...new Set( info.endpoints.flatMap( ( e ) => e.methods ) ),
			],
		} ) );

		const isPermission = ( a: Access ) => a.startsWith( 'eventsmith_' );
		roles.push(
			{
				name: 'anonymous',
				session: await session( null ),
				holds: ( a ) => a === 'public',
			},
			{
				name: 'subscriber',
				session: await session( await ensureUser( 'subscriber' ) ),
				holds: ( a ) => a === 'public' || a === 'logged-in',
			},
			{
				name: 'administrator',
				session: admin,
				holds: ( a ) => a !== 'form-nonce',
			}
		);
		for ( const permission of PERMISSIONS ) {
			roles.push( {
				name: permission,
				session: await sessionWithOnly( permission ),
				holds: ( a ) =>
					a === 'public' ||
					a === 'logged-in' ||
					( isPermission( a ) && a === permission ),
			} );
		}
	} );

	test.afterAll( async () => {
		const admin = roles.find( ( r ) => r.name === 'administrator' );
		await admin?.session.rest( 'POST', '/eventsmith-test/v1/buddypress', {
			active: false,
		} );
		await Promise.all( roles.map( ( r ) => r.session.request.dispose() ) );
	} );

	test( 'every route and method in the REST index is classified in the table', () => {
		expect( routes.length ).toBeGreaterThan( 30 );
		expect( routes.map( ( r ) => r.route ) ).toContain(
			'/community/group-assign'
		);
		const missing = routes.flatMap( ( { route, methods } ) =>
			methods
				.filter(
					( method ) => accessFor( route, method ) === undefined
				)
				.map( ( method ) => `${ method } ${ route }` )
		);
		expect(
			missing,
			'routes to add to EXPECTED in tests/security/route-matrix.spec.ts'
		).toEqual( [] );
	} );

	test( 'each role is refused or served exactly as the table says', async () => {
		test.setTimeout( 300_000 );
		const calls = routes.flatMap( ( { route, methods } ) =>
			methods.flatMap( ( method ) => {
				const access = accessFor( route, method );
				if ( access === undefined ) {
					return [];
				}
				return roles.map( ( role ) => ( {
					route,
					method,
					access,
					role,
				} ) );
			} )
		);
		const problems = await inBatches(
			calls.map( ( { route, method, access, role } ) => async () => {
				const body =
					BODIES[ `${ method } ${ route }` ] ??
					BODIES[ `${ method } *` ] ??
					( method === 'GET' ? undefined : {} );
				let path = `/eventsmith/v2${ concrete( route ) }`;
				let data = body;
				if ( method === 'GET' && body ) {
					path += `?${ new URLSearchParams(
						Object.entries( body ).map( ( [ k, v ] ) => [
							k,
							String( v ),
						] )
					) }`;
					data = undefined;
				}
				const response = await role.session.rest( method, path, data );
				const status = response.status();
				const allowed = role.holds( access );
				const refusedAs = role.name === 'anonymous' ? 401 : 403;
				let ok: boolean;
				if ( access === 'form-nonce' ) {
					ok = status === 403;
				} else if ( allowed ) {
					ok = status !== 401 && status !== 403 && status < 500;
				} else {
					ok = status === refusedAs;
				}
				return ok
					? null
					: `${ method } ${ path } as ${ role.name }: ${ status } (expected ${
							allowed ? 'served' : refusedAs
						}) ${ ( await response.text() ).slice( 0, 160 ) }`;
			} ),
			8
		);
		expect( calls.length ).toBeGreaterThan( 300 );
		expect( problems.filter( Boolean ) ).toEqual( [] );
	} );
} );
