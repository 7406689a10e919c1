/**
 * The figures `npm run bench:scale` prints: each request users make of
 * Eventsmith beside WordPress's own equivalent on the same site (which holds
 * as many plain posts as events), timed interleaved.
 */

/**
 * First and last day of the month that holds `date`.
 *
 * @param {Date} date Any day.
 */
function monthOf( date ) {
	const first = new Date(
		Date.UTC( date.getUTCFullYear(), date.getUTCMonth(), 1 )
	);
	const last = new Date(
		Date.UTC( date.getUTCFullYear(), date.getUTCMonth() + 1, 0 )
	);
	const day = ( d ) => d.toISOString().slice( 0, 10 );
	return {
		first: day( first ),
		last: day( last ),
		next: day( new Date( last.getTime() + 86400_000 ) ),
	};
}

/**
 * Each figure: what Eventsmith answers, what WordPress answers for the same
 * need, who asks (staff with an application password, or a visitor), and the
 * goal for the ratio.
 *
 * @param {Object} site       The bench site's addresses: url, event, post, scanner (event id).
 * @param {string} searchTerm A term matching about a hundred event titles.
 * @param {string} postTerm   A term matching about a hundred post titles.
 * @return {{name: string, own: string, core: string, coreName: string, staff: boolean, goal: number}[]} Figures.
 */
export function figures( site, searchTerm, postTerm ) {
	const rest = `${ site.url }/wp-json`;
	const month = monthOf( new Date() );
	return [
		{
			name: 'event list (dashboard default)',
			own: `${ rest }/eventsmith/v2/events?per_page=10`,
			core: `${ rest }/wp/v2/posts?per_page=10`,
			coreName: '/wp/v2/posts',
			staff: true,
			goal: 1.2,
		},
		{
			name: 'event list search box',
			own: `${ rest }/eventsmith/v2/events?per_page=10&search_keyword=${ encodeURIComponent( searchTerm ) }`,
			core: `${ rest }/wp/v2/posts?per_page=10&search=${ encodeURIComponent( postTerm ) }`,
			coreName: '/wp/v2/posts?search=',
			staff: true,
			goal: 1.2,
		},
		{
			name: 'event page',
			own: site.event,
			core: site.post,
			coreName: 'a plain post',
			staff: false,
			goal: 1.2,
		},
		{
			name: '/events/ archive',
			own: `${ site.url }/events/`,
			core: site.post,
			coreName: 'a plain post',
			staff: false,
			goal: 1.2,
		},
		{
			name: "calendar widget's month",
			own: `${ rest }/eventsmith/v2/public/occurrences?start=${ month.first }&end=${ month.last }`,
			core: `${ rest }/wp/v2/posts?per_page=100&after=${ month.first }T00:00:00&before=${ month.next }T00:00:00`,
			coreName: '/wp/v2/posts of the month (100)',
			staff: false,
			goal: 1.2,
		},
		{
			name: 'iCal feed (500 events)',
			own: `${ site.url }/events/feed/ical/`,
			core: `${ site.url }/feed/`,
			coreName: 'RSS feed (500 posts)',
			staff: false,
			goal: 1.2,
		},
		{
			name: "scanner's snapshot (10,000 tickets)",
			own: `${ rest }/eventsmith/v2/scanner/events/${ site.scanner }/snapshot`,
			core: `${ rest }/wp/v2/posts?per_page=100`,
			coreName: '/wp/v2/posts?per_page=100',
			staff: true,
			goal: 1.2,
		},
	];
}

/**
 * Staff lists with no WordPress counterpart, counted for their rows only:
 * none may read more as the site grows.
 *
 * @param {Object} site The bench site's addresses: url, scanner (event id).
 * @return {{name: string, own: string, staff: boolean}[]} Requests.
 */
export function staffLists( site ) {
	const rest = `${ site.url }/wp-json/eventsmith/v2`;
	return [
		[ 'attendee list', '/attendees?per_page=10' ],
		[
			"attendee list of the scanner's event",
			`/attendees?per_page=10&event_id=${ site.scanner }`,
		],
		[ 'order list', '/bookings?per_page=10' ],
		[ 'RSVP report', '/rsvp-report?per_page=10' ],
		[
			"scanner's door counters",
			`/scanner/events/${ site.scanner }/counts`,
		],
		[ 'mail queue', '/mail-queue' ],
	].map( ( [ name, path ] ) => ( {
		name,
		own: `${ rest }${ path }`,
		staff: true,
	} ) );
}
