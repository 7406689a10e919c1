/**
 * The concurrency scenarios as functions, sized by their caller: the
 * concurrency suite runs them on one PHP server, the production suite
 * (tests/production/) on two php-fpm nodes behind haproxy and Varnish.
 * Both point them at their site through EVENTSMITH_TEST_URL (siteUrl()).
 * Each asserts its invariants and returns its figures.
 *
 * One module per family: oversell (RSVP and ticket bursts), check-in (door
 * scans, offline uploads) and interrupted bookings.
 */
export { rsvpOversell, ticketTypesOversell } from './oversell-scenarios';
export { doubleCheckin, offlineSync } from './checkin-scenarios';
export {
	CLEAN_LEDGER,
	killedRequest,
	pausedBooking,
} from './interrupted-booking-scenarios';
