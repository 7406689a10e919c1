/**
 * A formatted description and a featured image (issue: rich events): stored
 * sanitized, shown on the event page, in cards as a plain excerpt cut by
 * words in every script, in JSON-LD and in the social tags. A featured image
 * must be an image of this site's media library.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { uploadImage } from '../../support/media';
import { publishPage } from '../../support/pages';
import { ADMIN, session } from '../../support/wordpress';
import { jsonLd, RUN, visit } from '../pages/support';

const DESCRIPTION = [
	'<!-- wp:paragraph --><p>Join us for <strong>live music</strong> and <em>street food</em>.</p><!-- /wp:paragraph -->',
	'<!-- wp:heading --><h2 class="wp-block-heading">Programme</h2><!-- /wp:heading -->',
	'<!-- wp:list --><ul><!-- wp:list-item --><li>Opening</li><!-- /wp:list-item --><!-- wp:list-item --><li>Concert</li><!-- /wp:list-item --></ul><!-- /wp:list -->',
	'<!-- wp:paragraph --><p><a href="https://example.org/map" onclick="steal()">Map</a><a href="javascript:alert(1)"></a><img src="x" onerror="alert(2)"></p><!-- /wp:paragraph -->',
	'<script>document.cookie</script>',
].join( '\n\n' );

test( 'the description is stored sanitized and shown formatted; JSON-LD, social tags and cards get plain text and the featured image', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const image = await uploadImage(
		admin,
		`stage-${ RUN }`,
		'Stage at night'
	);
	const event = await createEvent( admin, {
		title: `Street Festival ${ RUN }`,
		...oneDay( '2031-07-04', '18:00', '23:00' ),
		status: 'publish',
		description: DESCRIPTION,
		featured_image: image,
	} );
	expect( event.featured_image.id ).toBe( image );
	expect( event.description ).toContain( '<strong>live music</strong>' );
	expect( event.description ).toContain(
		'<h2 class="wp-block-heading">Programme</h2>'
	);
	expect( event.description ).not.toContain( '<script' );
	expect( event.description ).not.toMatch( /onerror|onclick|javascript:/ );

	const html = await visit( request, event.link );
	expect( html ).toContain( '<strong>live music</strong>' );
	expect( html ).toMatch( /<h2[^>]*>Programme<\/h2>/ );
	expect( html ).toContain( '<li>Concert</li>' );
	expect( html ).not.toMatch(
		/<script>document|onerror="alert|javascript:alert|steal\(\)/
	);
	expect( html ).toMatch(
		new RegExp(
			`<img[^>]+stage-${ RUN }[^>]*wp-post-image|wp-post-image[^>]+stage-${ RUN }`
		)
	);

	const data = jsonLd( html ).find( ( item ) => item[ '@type' ] === 'Event' );
	expect( data?.description ).toBe(
		'Join us for live music and street food. Programme Opening Concert Map document.cookie'
	);
	expect( data?.image?.[ 0 ] ).toMatch( new RegExp( `stage-${ RUN }` ) );

	const meta = ( property: string ) =>
		new RegExp(
			`<meta (?:property|name)="${ property }" content="([^"]*)"`
		).exec( html )?.[ 1 ];
	expect( meta( 'og:title' ) ).toBe( `Street Festival ${ RUN }` );
	expect( meta( 'og:description' ) ).toBe(
		'Join us for live music and street food. Programme Opening Concert Map document.cookie'
	);
	expect( meta( 'og:image' ) ).toMatch( new RegExp( `stage-${ RUN }` ) );
	expect( meta( 'og:image:alt' ) ).toBe( 'Stage at night' );
	expect( meta( 'twitter:card' ) ).toBe( 'summary_large_image' );

	const cards = await visit(
		request,
		await publishPage(
			`Cards ${ RUN }`,
			`<!-- wp:eventsmith/events {"descLimit":6,"filterWithStatus":"upcoming"} /-->`
		)
	);
	const at = cards.indexOf( `Street Festival ${ RUN }` );
	const card = cards.slice(
		cards.lastIndexOf( '<li class="eventsmith-events__item', at ),
		cards.indexOf( '</li>', at )
	);
	expect( card ).toContain(
		'<p class="eventsmith-events__excerpt">Join us for live music and…</p>'
	);
	expect( card ).toMatch( new RegExp( `<img[^>]+stage-${ RUN }` ) );
	await admin.request.dispose();
} );

test( 'a Chinese or Japanese description is cut by characters in cards', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const title = `大阪ミートアップ ${ RUN }`;
	await createEvent( admin, {
		title,
		...oneDay( '2031-07-05', '18:00', '20:00', 'Asia/Tokyo' ),
		status: 'publish',
		description:
			'<!-- wp:paragraph --><p>今日は晴れです。みなさん来てください。</p><!-- /wp:paragraph -->',
	} );
	const cards = await visit(
		request,
		await publishPage(
			`Cards JA ${ RUN }`,
			`[eventsmith_events desc_limit="4" filter_with_status="upcoming"]`
		)
	);
	const card = cards.slice( cards.indexOf( title ) );
	expect( card ).toContain(
		'<p class="eventsmith-events__excerpt">今日は晴…</p>'
	);
	await admin.request.dispose();
} );

test( 'a featured image that is not an image of this site is refused with 400 naming featured_image, and nothing is stored', async () => {
	const admin = await session( ADMIN );
	const page = await json(
		await admin.rest( 'POST', '/wp/v2/pages', { title: 'Not an image' } )
	);
	const before = (
		await json(
			await admin.rest( 'GET', '/eventsmith/v2/events?per_page=1' )
		)
	).total_items;
	for ( const featured of [ page.id, 999999 ] ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
			title: `Bad image ${ RUN }`,
			...oneDay( '2031-07-06', '10:00', '11:00' ),
			featured_image: featured,
		} );
		expect( response.status() ).toBe( 400 );
		expect( Object.keys( ( await json( response ) ).data.params ) ).toEqual(
			[ 'featured_image' ]
		);
	}
	const after = (
		await json(
			await admin.rest( 'GET', '/eventsmith/v2/events?per_page=1' )
		)
	).total_items;
	expect( after ).toBe( before );

	const event = await createEvent( admin, {
		title: `Kept image ${ RUN }`,
		...oneDay( '2031-07-07', '10:00', '11:00' ),
		featured_image: await uploadImage( admin, `kept-${ RUN }` ),
	} );
	const refused = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }`,
		{
			featured_image: page.id,
		}
	);
	expect( refused.status() ).toBe( 400 );
	const kept = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ event.id }` )
	);
	expect( kept.featured_image.id ).toBe( event.featured_image.id );
	await admin.request.dispose();
} );
