/**
 * The replica stack's one line, from the figures its specs recorded. Runs
 * after all of them; a missing figure or a non-zero count fails it.
 */
import { expect, test } from '@playwright/test';
import { recorded } from '../stack';

test( 'replica stack summary', () => {
	const f = recorded();
	const need = [
		'rsvp_oversold',
		'ticket_oversold',
		'scan_double_checkins',
		'waitlist_claimed_twice',
		'waitlist_oversold',
		'replica_stale_pages',
		'replica_down_oversold',
		'primary_down_half_orders',
	];
	expect(
		need.filter( ( key ) => ! ( key in f ) ),
		'figures not recorded'
	).toEqual( [] );
	const oversold =
		Number( f.rsvp_oversold ) +
		Number( f.ticket_oversold ) +
		Number( f.waitlist_oversold ) +
		Number( f.replica_down_oversold );
	process.stdout.write(
		`production-replica: database=primary+replica(delay=2s) drop_in=ludicrousdb oversold=${ oversold } double_checkins=${ f.scan_double_checkins } waitlist_claimed_twice=${ f.waitlist_claimed_twice } stale_pages=${ f.replica_stale_pages } half_orders=${ f.primary_down_half_orders }\n`
	);
	expect( {
		oversold,
		doubleCheckins: f.scan_double_checkins,
		claimedTwice: f.waitlist_claimed_twice,
		stale: f.replica_stale_pages,
		halfOrders: f.primary_down_half_orders,
	} ).toEqual( {
		oversold: 0,
		doubleCheckins: 0,
		claimedTwice: 0,
		stale: 0,
		halfOrders: 0,
	} );
} );
