/**
 * Every widget with a count attribute, asked for 0 or a negative number of
 * items, shows one item (the schema's minimum) instead of an empty wrapper.
 * Block and shortcode share the renderer; both are checked.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { widgetPage } from '../support/widget-page';

const RUN = Date.now().toString( 36 );

/**
 * A published page with the content, as a visitor gets it.
 *
 * @param admin   Administrator session.
 * @param content Post content.
 */
const page = ( admin: Session, content: string ) =>
	widgetPage( admin, `Counts ${ RUN }`, content );

/**
 * How often a class appears as a whole class name.
 *
 * @param html      Markup.
 * @param className Class.
 */
function countClass( html: string, className: string ): number {
	const pattern = new RegExp(
		`class="(?:[^"]*\\s)?${ className.replace( /[-_]/g, '\\$&' ) }(?:\\s[^"]*)?"`,
		'g'
	);
	return ( html.match( pattern ) ?? [] ).length;
}

let speakerId = 0;

test.beforeAll( async () => {
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Count cat ${ RUN }`,
		} )
	);
	const tag = await json(
		await admin.rest( 'POST', '/eventsmith/v2/tags', {
			name: `Count tag ${ RUN }`,
		} )
	);
	const speakers: number[] = [];
	for ( const name of [ 'Ada', 'Grace' ] ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/speakers', {
			name: `${ name } ${ RUN }`,
			category: [ 'speaker', 'organizer' ],
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
		speakers.push( ( await json( response ) ).id );
	}
	speakerId = speakers[ 0 ] ?? 0;
	for ( const day of [ '2033-05-01', '2033-05-02' ] ) {
		await createEvent( admin, {
			title: `Count event ${ day } ${ RUN }`,
			status: 'publish',
			...oneDay( day, '10:00', '11:00' ),
			location: { address: { address: `Count Street ${ day }` } },
			categories: [ category.id ],
			tags: [ tag.id ],
			speakers,
		} );
	}
} );

/** Shortcode (with any fixed attributes) and the class each item carries. */
const WIDGETS: ReadonlyArray< readonly [ string, string ] > = [
	[ 'eventsmith_events', 'eventsmith-events__item' ],
	[ 'eventsmith_events_grid', 'eventsmith-events__item' ],
	[ 'eventsmith_speakers', 'eventsmith-people__item' ],
	[ 'eventsmith_organizers', 'eventsmith-people__item' ],
	[ 'eventsmith_accordion', 'wp-block-eventsmith-accordion__item' ],
	[ 'eventsmith_event_categories', 'wp-block-eventsmith-term-list__item' ],
	[ 'eventsmith_event_tags', 'wp-block-eventsmith-term-list__item' ],
	[ 'eventsmith_event_locations', 'wp-block-eventsmith-term-list__item' ],
	[ 'eventsmith_event_slider', 'eventsmith-slider__slide' ],
	[ 'eventsmith_speaker_slider', 'eventsmith-slider__slide' ],
	[
		'eventsmith_speaker_events',
		'wp-block-eventsmith-speaker-events__event',
	],
];

for ( const limit of [ 0, -3 ] ) {
	test( `limit=${ limit } shows one item in every widget with a count (shortcodes)`, async () => {
		const admin = await session( ADMIN );
		for ( const [ tag, item ] of WIDGETS ) {
			const extra =
				'eventsmith_speaker_events' === tag
					? ` speaker_id="${ speakerId }"`
					: '';
			const html = await page(
				admin,
				`[${ tag } limit="${ limit }"${ extra }]`
			);
			expect( countClass( html, item ), tag ).toBe( 1 );
		}
	} );
}

test( 'limit=0 and limit=-3 on the events and speakers blocks show one item', async () => {
	const admin = await session( ADMIN );
	for ( const limit of [ 0, -3 ] ) {
		const events = await page(
			admin,
			`<!-- wp:eventsmith/events {"limit":${ limit }} /-->`
		);
		expect( countClass( events, 'eventsmith-events__item' ) ).toBe( 1 );
		const people = await page(
			admin,
			`<!-- wp:eventsmith/speakers {"limit":${ limit }} /-->`
		);
		expect( countClass( people, 'eventsmith-people__item' ) ).toBe( 1 );
	}
} );

test( 'SC-10 the speakers, organizers and speaker-events widgets list 20 by default', async () => {
	const admin = await session( ADMIN );
	const group = `Default group ${ RUN }`;
	const ids: number[] = [];
	for ( let n = 1; n <= 8; n++ ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/speakers', {
			name: `Person ${ n } ${ RUN }`,
			category: [ 'speaker', 'organizer' ],
			speaker_group: [ group ],
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
		ids.push( ( await json( response ) ).id );
	}
	for ( const tag of [ 'eventsmith_speakers', 'eventsmith_organizers' ] ) {
		const html = await page( admin, `[${ tag } group="${ group }"]` );
		expect( countClass( html, 'eventsmith-people__item' ), tag ).toBe( 8 );
	}
	for ( let n = 1; n <= 7; n++ ) {
		await createEvent( admin, {
			title: `Talk ${ n } ${ RUN }`,
			status: 'publish',
			...oneDay( `2034-06-0${ n }`, '10:00', '11:00' ),
			speakers: ids.slice( 0, 1 ),
		} );
	}
	const talks = await page(
		admin,
		`[eventsmith_speaker_events speaker_id="${ ids[ 0 ] ?? 0 }"]`
	);
	expect(
		countClass( talks, 'wp-block-eventsmith-speaker-events__event' )
	).toBe( 7 );
} );
