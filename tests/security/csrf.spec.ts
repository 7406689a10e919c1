/**
 * SEC-03: every admin-post and admin-ajax handler the plugin registers
 * (found in its PHP source, so a new one cannot be missed) refuses a request
 * without a valid nonce, even from an administrator, and does nothing: no
 * setting changes, no export is streamed. With the right nonce the same
 * request is served, so the refusal is the nonce's doing.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { json } from '../support/json';
import { ADMIN, session, type Session } from '../support/wordpress';

const ROOT = join( __dirname, '..', '..' );

type Handler = {
	hook: 'admin_post' | 'wp_ajax';
	action: string;
};

function phpFiles( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return phpFiles( path );
		}
		return name.endsWith( '.php' ) ? [ path ] : [];
	} );
}

/**
 * Every `add_action( 'admin_post_…' / 'wp_ajax_…' )` in includes/ and
 * plugin.php, with `self::ACTION`-style constants resolved in their file.
 */
function handlers(): Handler[] {
	const found = new Map< string, Handler >();
	for ( const file of [
		...phpFiles( join( ROOT, 'includes' ) ),
		join( ROOT, 'plugin.php' ),
	] ) {
		const source = readFileSync( file, 'utf8' );
		const calls = source.matchAll(
			/add_action\(\s*'(admin_post|wp_ajax)_(?:nopriv_)?(?:'\s*\.\s*self::(\w+)|([\w-]+)')/g
		);
		for ( const [ , hook, constant, literal ] of calls ) {
			const action =
				literal ??
				new RegExp( `const\\s+${ constant }\\s*=\\s*'([^']+)'` ).exec(
					source
				)?.[ 1 ];
			expect( action, `action name in ${ file }` ).toBeTruthy();
			found.set( `${ hook } ${ action }`, {
				hook: hook as Handler[ 'hook' ],
				action: action as string,
			} );
		}
	}
	return [ ...found.values() ];
}

/**
 * How each handler is called: method, fields, the nonce's field and action,
 * and what a served request looks like.
 */
const CALLS: Record<
	string,
	{
		method: 'GET' | 'POST';
		fields: Record< string, string >;
		nonceField: string;
		served: ( status: number, type: string, body: string ) => boolean;
	}
> = {
	eventsmith_scanner_mode: {
		method: 'POST',
		fields: { ask_first: '1', event_id: '0' },
		nonceField: '_wpnonce',
		served: ( status ) => status === 302,
	},
	eventsmith_export_attendees: {
		method: 'GET',
		fields: {},
		nonceField: '_wpnonce',
		served: ( status, type ) =>
			status === 200 && type.includes( 'text/csv' ),
	},
	eventsmith_export_bookings: {
		method: 'GET',
		fields: {},
		nonceField: '_wpnonce',
		served: ( status, type ) =>
			status === 200 && type.includes( 'text/csv' ),
	},
	eventsmith_export_rsvps: {
		method: 'GET',
		fields: {},
		nonceField: '_wpnonce',
		served: ( status, type ) =>
			status === 200 && type.includes( 'text/csv' ),
	},
	eventsmith_rsvp_insert: {
		method: 'POST',
		// An event that does not exist: served means "not found", never stored.
		fields: {
			fields: JSON.stringify( [
				{ name: 'event_id', value: '999999999' },
				{ name: 'attendee_name', value: 'Mallory' },
				{ name: 'attendee_email', value: 'mallory@example.org' },
			] ),
		},
		nonceField: 'security',
		served: ( status ) => status !== 403,
	},
};

async function call( admin: Session, handler: Handler, nonce: string | null ) {
	const spec = CALLS[ handler.action ]!;
	const url =
		handler.hook === 'admin_post'
			? '/wp-admin/admin-post.php'
			: '/wp-admin/admin-ajax.php';
	const fields: Record< string, string > = {
		action: handler.action,
		...spec.fields,
		...( nonce === null ? {} : { [ spec.nonceField ]: nonce } ),
	};
	const response =
		spec.method === 'GET'
			? await admin.request.get(
					`${ url }?${ new URLSearchParams( fields ) }`,
					{ maxRedirects: 0 }
				)
			: await admin.request.post( url, {
					form: fields,
					maxRedirects: 0,
				} );
	return {
		status: response.status(),
		type: response.headers()[ 'content-type' ] ?? '',
		body: await response.text(),
	};
}

/**
 * Read-only admin-ajax actions: they change nothing and their answers cannot
 * be read by another site, so they take no nonce; each still checks who asks
 * (docs/community.md). A new handler is a write unless it is listed here.
 */
const READS = new Set( [ 'eventsmith_bp_event_list', 'eventsmith_bp_event' ] );

test( 'SEC-03 every admin-post and admin-ajax handler refuses a request without a valid nonce', async () => {
	const all = handlers();
	expect(
		[ ...READS ].filter(
			( action ) => ! all.some( ( h ) => h.action === action )
		),
		'READS names handlers that exist'
	).toEqual( [] );
	const found = all.filter( ( h ) => ! READS.has( h.action ) );
	expect( found.length ).toBeGreaterThanOrEqual( 4 );
	const unknown = found
		.filter( ( h ) => ! CALLS[ h.action ] )
		.map( ( h ) => `${ h.hook } ${ h.action }` );
	expect(
		unknown,
		'handlers to add to CALLS in tests/security/csrf.spec.ts'
	).toEqual( [] );

	const admin = await session( ADMIN );
	const settingsBefore = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	for ( const handler of found ) {
		const spec = CALLS[ handler.action ]!;
		for ( const nonce of [ null, 'badc0ffee0' ] ) {
			const answer = await call( admin, handler, nonce );
			expect(
				answer.status,
				`${ handler.hook } ${ handler.action } with nonce ${ nonce }`
			).toBe( 403 );
			expect(
				spec.served( answer.status, answer.type, answer.body )
			).toBe( false );
		}
	}
	// Nothing changed behind the refusals.
	expect(
		await json( await admin.rest( 'GET', '/eventsmith/v2/settings' ) )
	).toEqual( settingsBefore );

	// The same requests with the right nonce are served.
	for ( const handler of found ) {
		const nonceAction =
			handler.action === 'eventsmith_rsvp_insert'
				? 'eventsmith_rsvp'
				: handler.action;
		const { nonce } = await json(
			await admin.rest(
				'GET',
				`/eventsmith-test/v1/nonce?action=${ nonceAction }`
			)
		);
		const answer = await call( admin, handler, nonce );
		expect(
			CALLS[ handler.action ]!.served(
				answer.status,
				answer.type,
				answer.body
			),
			`${ handler.action } with its nonce: ${ answer.status } ${ answer.body.slice( 0, 120 ) }`
		).toBe( true );
	}
	await admin.request.dispose();
} );
