/**
 * The Eventin half of `npm run bench:import`: 10,000 Eventin events with
 * 50,000 attendees (and their orders), seeded in bulk SQL the way Eventin
 * 4.1.18 stores them (eventin-seed.php, next to this file), imported with
 * `wp eventsmith import eventin`. Goal: every event imported within
 * 5 minutes. EVENTIN_EVENTS and EVENTIN_ATTENDEES (per event) change the
 * size. The Eventin zip comes from ../shared/plugins/ (see its README).
 */
import { runWp } from './import-run.mjs';
import { activateEventin } from './eventin-site.mjs';

/**
 * Seconds since the start at which the import's progress first reached `count` records.
 *
 * @param {{ms: number, text: string}[]} lines Printed lines.
 * @param {number}                       count Records.
 */
function reached( lines, count ) {
	const line = lines.find( ( l ) => {
		const progress = /^(\d+)\/\d+ created=/.exec( l.text );
		return progress && Number( progress[ 1 ] ) >= count;
	} );
	return line ? line.ms / 1000 : null;
}

export default async function bench( site ) {
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- the seeding below is what is timed.
	const seedStarted = process.hrtime.bigint();
	const seeded = activateEventin(
		site,
		Number( process.env.EVENTIN_EVENTS || 10000 ),
		Number( process.env.EVENTIN_ATTENDEES || 5 )
	);
	if ( seeded === null ) {
		console.log(
			'  (not measured: ../shared/plugins/wp-event-solution-4.1.18.zip is missing)'
		);
		return [];
	}
	console.log(
		`  Seeded ${ seeded.trim() } in ${ (
			Number( process.hrtime.bigint() - seedStarted ) / 1e9
		).toFixed( 1 ) } s`
	);
	// Speakers, schedules and events come first: every event is imported once
	// the progress passes their count.
	const [ speakers, schedules, events ] = JSON.parse(
		site.php(
			`global $wpdb; echo wp_json_encode( array( (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = 'etn_speaker_category'" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn-schedule' AND post_status NOT IN ('trash','auto-draft')" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn' AND post_parent = 0 AND post_status NOT IN ('trash','auto-draft')" ) ) );`
		)
	);
	const { lines, ms } = await runWp( site, [
		'eventsmith',
		'import',
		'eventin',
	] );
	const find = ( pattern ) => lines.find( ( l ) => pattern.test( l.text ) );
	const dry = find( /^Import \d+, dry run:/ );
	const done = find( /^Success: Import \d+ done:/ );
	const peak = find( /^Peak memory: / );
	if ( ! dry || ! done ) {
		throw new Error(
			`Unexpected output:\n${ lines.map( ( l ) => l.text ).join( '\n' ) }`
		);
	}
	console.log( `  ${ dry.text }\n  ${ done.text }` );
	const total = Number(
		/^(\d+)\/\d+/.exec(
			[ ...lines ]
				.reverse()
				.find( ( l ) => /^\d+\/\d+ created=/.test( l.text ) )?.text ??
				'0/0'
		)[ 1 ]
	);
	const eventsAt = reached( lines, speakers + schedules + events );
	const mb = peak ? /([\d.]+) MB/.exec( peak.text )[ 1 ] : '?';
	return [
		{
			step: 'dry run',
			items: total,
			seconds: ( dry.ms / 1000 ).toFixed( 1 ),
			'items/s': Math.round( total / ( dry.ms / 1000 ) ),
			'peak MB': '',
		},
		{
			step: `speakers, schedules and ${ events } events imported`,
			items: speakers + schedules + events,
			seconds: eventsAt ? eventsAt.toFixed( 1 ) : '-',
			'items/s': eventsAt
				? Math.round( ( speakers + schedules + events ) / eventsAt )
				: '-',
			'peak MB': '',
		},
		{
			step: 'everything (ticket types, orders, attendees, RSVPs too)',
			items: total,
			seconds: ( ms / 1000 ).toFixed( 1 ),
			'items/s': Math.round( total / ( ms / 1000 ) ),
			'peak MB': mb,
		},
	];
}
