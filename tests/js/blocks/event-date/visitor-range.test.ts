/**
 * The "Your time" line of the event date block: the event's range on the
 * visitor's clock, only when it differs from the event's.
 */
import { visitorRange } from '../../../../blocks/event-date/visitor-range';

const BERLIN_START = '2031-06-12T10:00:00+02:00';
const BERLIN_END = '2031-06-12T16:00:00+02:00';

describe( 'visitorRange', () => {
	it( 'gives the range on the visitor’s clock with their zone named', () => {
		expect(
			visitorRange(
				BERLIN_START,
				BERLIN_END,
				'Europe/Berlin',
				false,
				'en-GB',
				'America/New_York'
			)
		).toBe( 'Thu 12 June, 4:00–10:00 (America/New_York)' );
	} );

	it( 'names both days when the range crosses midnight on the visitor’s clock', () => {
		expect(
			visitorRange(
				BERLIN_START,
				BERLIN_END,
				'Europe/Berlin',
				false,
				'en-GB',
				'Pacific/Auckland'
			)
		).toBe( 'Thu 12 June, 20:00 – Fri 13 June, 2:00 (Pacific/Auckland)' );
	} );

	it( 'is empty in the event’s own zone, or in a zone on the same clock', () => {
		expect(
			visitorRange(
				BERLIN_START,
				BERLIN_END,
				'Europe/Berlin',
				false,
				'en-GB',
				'Europe/Berlin'
			)
		).toBe( '' );
		expect(
			visitorRange(
				BERLIN_START,
				BERLIN_END,
				'Europe/Berlin',
				false,
				'en-GB',
				'Europe/Paris'
			)
		).toBe( '' );
	} );

	it( 'leaves out the end when the event has no end time of its own', () => {
		expect(
			visitorRange(
				BERLIN_START,
				BERLIN_END,
				'Europe/Berlin',
				true,
				'en-GB',
				'Asia/Tokyo'
			)
		).toBe( 'Thu 12 June, 17:00 (Asia/Tokyo)' );
	} );
} );
