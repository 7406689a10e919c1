/**
 * The light PHP date formatter gives what wp-date's format() gives.
 */
import { format, setSettings, getSettings } from '@wordpress/date';
// wp-date's own moment (a dependency of @wordpress/date), to make a locale current.
// eslint-disable-next-line import/no-extraneous-dependencies
import moment from 'moment';
import { ENGLISH, formatPhpDate } from '../../../../front/date/php-date';

const GERMAN = {
	...ENGLISH,
	locale: 'de_DE',
	months: [
		'Januar',
		'Februar',
		'März',
		'April',
		'Mai',
		'Juni',
		'Juli',
		'August',
		'September',
		'Oktober',
		'November',
		'Dezember',
	],
	monthsShort: [
		'Jan.',
		'Feb.',
		'März',
		'Apr.',
		'Mai',
		'Juni',
		'Juli',
		'Aug.',
		'Sep.',
		'Okt.',
		'Nov.',
		'Dez.',
	],
	weekdays: [
		'Sonntag',
		'Montag',
		'Dienstag',
		'Mittwoch',
		'Donnerstag',
		'Freitag',
		'Samstag',
	],
	weekdaysShort: [ 'So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.' ],
};

const FORMATS = [
	'F j, Y',
	'Y-m-d',
	'm/d/Y',
	'd/m/Y',
	'j. F Y',
	'D, M jS Y',
	'l, N w t',
	'g:i a',
	'g:i A',
	'H:i',
	'G:i:s',
	'h:i a',
	'n/j/y',
	'\\d\\a\\y: j',
];

const TIMES = [
	'2024-05-01T00:00:00',
	'2024-05-01T10:05:00',
	'2024-12-31T12:00:00',
	'2024-02-29T23:59:59',
	'2031-01-02T13:07:09',
	'2024-11-11T01:00:00',
	'2024-11-22T07:30:00',
	'2024-11-23T19:45:00',
];

describe( 'formatPhpDate', () => {
	const original = getSettings();
	const originalLocale = moment.locale();
	afterAll( () => {
		setSettings( original );
		moment.locale( originalLocale );
	} );

	for ( const names of [ ENGLISH, GERMAN ] ) {
		it( `matches wp-date's format() with ${ names.locale } names`, () => {
			setSettings( {
				...original,
				l10n: { ...original.l10n, ...names },
			} );
			// As WordPress's inline script does: the site's locale is current.
			moment.locale( names.locale );
			for ( const phpFormat of FORMATS ) {
				for ( const time of TIMES ) {
					expect( formatPhpDate( phpFormat, time, names ) ).toBe(
						format( phpFormat, time )
					);
				}
			}
		} );
	}

	it( 'reads a bare day as midnight and gives nothing for other input', () => {
		expect( formatPhpDate( 'F j, Y g:i a', '2024-05-01', ENGLISH ) ).toBe(
			'May 1, 2024 12:00 am'
		);
		expect( formatPhpDate( 'F j, Y', 'soon', ENGLISH ) ).toBe( '' );
	} );
} );
