/**
 * The production suite's one line, from the figures every spec recorded
 * (tests/production/stack.ts). Runs after all of them; a missing figure or a
 * non-zero failure count fails it.
 */
import { expect, test } from '@playwright/test';
import { recorded } from './stack';

test( 'production stack summary', () => {
	const f = recorded();
	const need = [
		'nodes',
		'object_cache',
		'rsvp_oversold',
		'ticket_oversold',
		'redis_down_oversold',
		'scan_double_checkins',
		'sync_double_checkins',
		'stale_pages',
		'leaked_pages',
		'half_orders',
		'mails_sent',
		'mail_duplicates',
	];
	expect(
		need.filter( ( key ) => ! ( key in f ) ),
		'figures not recorded'
	).toEqual( [] );
	const oversold =
		Number( f.rsvp_oversold ) +
		Number( f.ticket_oversold ) +
		Number( f.redis_down_oversold );
	const doubleCheckins =
		Number( f.scan_double_checkins ) + Number( f.sync_double_checkins );
	process.stdout.write(
		`production-stack: nodes=${ f.nodes } object_cache=${ f.object_cache } page_cache=varnish oversold=${ oversold } double_checkins=${ doubleCheckins } stale_pages=${ f.stale_pages } mails_sent=${ f.mails_sent }\n`
	);
	expect( f.nodes ).toBe( 2 );
	expect( f.object_cache ).toBe( 'redis' );
	expect( {
		oversold,
		doubleCheckins,
		stale: f.stale_pages,
		leaked: f.leaked_pages,
		halfOrders: f.half_orders,
		duplicates: f.mail_duplicates,
	} ).toEqual( {
		oversold: 0,
		doubleCheckins: 0,
		stale: 0,
		leaked: 0,
		halfOrders: 0,
		duplicates: 0,
	} );
	const [ sent, total ] = String( f.mails_sent ).split( '/' ).map( Number );
	expect( sent, 'every invitation delivered' ).toBe( total );
	expect( total ).toBe( 2000 );
} );
