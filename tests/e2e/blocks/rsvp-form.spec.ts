/**
 * The public RSVP form (checklist RSVP-01 … RSVP-26, GAP-13, GAP-46) on an
 * event's own page and through its shortcode, answered by a visitor.
 */
import { expect, test, type Page } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { publishPage } from '../../support/pages';
import { createRsvpEvent, going, visitor } from '../../support/rsvp';
import { ADMIN, session } from '../../support/wordpress';
import { axe } from '../admin/support/dashboard';

/**
 * The RSVP form's REST write (not its token route), pretty or plain permalinks.
 * @param url
 */
const RSVP_ROUTE = ( url: URL ) =>
	/events\/\d+\/rsvp$/.test(
		decodeURIComponent( url.pathname + url.search )
	);

/**
 * Creates a published event with RSVP settings; its id and page.
 *
 * @param title    Title.
 * @param capacity RSVP places.
 * @param max      Most attendees per answer.
 * @param enabled  Whether it takes RSVPs.
 */
async function rsvpEvent(
	title: string,
	capacity: number,
	max: number,
	enabled = true
): Promise< { id: number; link: string } > {
	const admin = await session( ADMIN );
	const event = await createRsvpEvent( admin, title, {
		capacity,
		max,
		enabled,
	} );
	await admin.request.dispose();
	return { id: event.id, link: event.link };
}

/**
 * The parts of the form a visitor sees.
 *
 * @param page The page.
 */
function rsvpForm( page: Page ) {
	const block = page.locator( '.wp-block-eventsmith-rsvp-form' );
	return {
		block,
		steps: block.locator( '.wp-block-eventsmith-rsvp-form__steps li' ),
		going: block.getByLabel( 'Going', { exact: true } ),
		notGoing: block.getByLabel( 'Not going' ),
		count: block.getByLabel( 'Number of attendees' ),
		name: block.getByLabel( 'Your name' ),
		email: block.getByLabel( 'Your email' ),
		reason: block.getByLabel( 'Why can’t you come?' ),
		next: block.getByRole( 'button', { name: 'Next' } ),
		previous: block.getByRole( 'button', { name: 'Previous' } ),
		submit: block.getByRole( 'button', { name: 'Submit' } ),
		sameAsFirst: block.getByLabel( 'Same as the first attendee' ),
		extra: ( n: number ) =>
			block.getByRole( 'group', { name: `Attendee ${ n }` } ),
		message: block.getByText( 'Thank you! Your answer has been sent.' ),
	};
}

test( 'RSVP-01..16, 18..25: a visitor answers going for three people in two steps', async ( {
	page,
} ) => {
	const event = await rsvpEvent( 'Garden Party RSVP', 10, 3 );
	await page.goto( event.link );
	const form = rsvpForm( page );

	// RSVP-01/02: two steps, the buttons, the going / not going choice.
	await expect( form.steps ).toHaveText( [ 'Your answer', 'Attendees' ] );
	await expect( form.steps.first() ).toHaveClass( /is-active/ );
	await expect( form.going ).toHaveAttribute(
		'name',
		'eventsmith_rsvp_value'
	);
	await expect( form.going ).toHaveAttribute( 'value', 'going' );
	await expect( form.notGoing ).toHaveAttribute( 'value', 'not_going' );
	await expect(
		form.block
			.locator( 'button' )
			.filter( { hasText: /^(Previous|Next|Submit)$/ } )
	).toHaveCount( 3 );

	// RSVP-03: not going hides Next and the count, shows the reason, enables submit.
	await form.notGoing.check();
	await expect( form.next ).toBeHidden();
	await expect( form.count ).toBeHidden();
	await expect( form.reason ).toBeVisible();
	await expect( form.submit ).toBeEnabled();

	// RSVP-04: going shows Next, hides submit and the reason.
	await form.going.check();
	await expect( form.next ).toBeVisible();
	await expect( form.submit ).toBeHidden();
	await expect( form.reason ).toBeHidden();

	// RSVP-15/16/21: the count is checked on every keystroke; Next waits for valid input.
	await form.name.fill( 'Ann Lee' );
	await form.email.fill( 'ANN@EXAMPLE.ORG' );
	await form.count.fill( '0' );
	await expect(
		form.block.getByText( 'Please enter a positive number.' )
	).toBeVisible();
	await expect( form.next ).toBeDisabled();
	await form.count.fill( '4' );
	await expect(
		form.block.getByText( 'Input quantity exceeded max submission limit.' )
	).toBeVisible();
	await expect( form.next ).toBeDisabled();

	// RSVP-18/19/20: name and email, the email tested in lower case.
	await form.count.fill( '3' );
	await form.name.fill( '' );
	await expect(
		form.block.getByText( 'Please enter attendee name.' )
	).toBeVisible();
	await expect( form.name ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( form.next ).toBeDisabled();
	await form.name.fill( 'Ann Lee' );
	await form.email.fill( 'bob@' );
	await expect(
		form.block.getByText( 'Enter a valid email address.' )
	).toBeVisible();
	await form.email.fill( 'ANN@EXAMPLE.ORG' );
	await expect( form.email ).toHaveAttribute( 'aria-invalid', 'false' );
	await expect( form.next ).toBeEnabled();

	// RSVP-05/07/08/09/10/11: Next shows two extra attendee blocks numbered from 1.
	await form.next.click();
	await expect( form.steps.first() ).toHaveClass( /is-done/ );
	await expect( form.steps.nth( 1 ) ).toHaveClass( /is-active/ );
	await expect( form.next ).toBeHidden();
	await expect( form.going ).toBeHidden();
	await expect( form.submit ).toBeVisible();
	await expect( form.extra( 1 ) ).toBeVisible();
	await expect( form.extra( 2 ) ).toBeVisible();
	await expect( form.extra( 3 ) ).toHaveCount( 0 );
	const extraName = ( n: number ) =>
		form.extra( n ).getByPlaceholder( 'Enter name of attendee' );
	const extraEmail = ( n: number ) =>
		form.extra( n ).getByPlaceholder( 'Enter email of attendee' );
	await expect( extraName( 1 ) ).toHaveAttribute( 'name', 'attendee_name[]' );
	await expect( extraEmail( 1 ) ).toHaveAttribute(
		'name',
		'attendee_email[]'
	);
	await expect( form.submit ).toBeDisabled();

	// RSVP-22: the attendee checked last decides the submit state.
	await extraName( 2 ).fill( 'Cy' );
	await extraEmail( 2 ).fill( 'cy@example.org' );
	await expect( form.submit ).toBeEnabled();
	await extraName( 2 ).fill( '' );
	await expect( form.submit ).toBeDisabled();

	// RSVP-12/13: same as the first attendee copies and clears.
	await form.sameAsFirst.check();
	await expect( extraName( 1 ) ).toHaveValue( 'Ann Lee' );
	await expect( extraEmail( 2 ) ).toHaveValue( 'ANN@EXAMPLE.ORG' );
	await expect( form.submit ).toBeEnabled();
	await form.sameAsFirst.uncheck();
	await expect( extraName( 1 ) ).toHaveValue( '' );
	await expect( form.submit ).toBeDisabled();

	// RSVP-05: Previous returns to the answer, which kept what was typed.
	await form.previous.click();
	await expect( form.steps.first() ).toHaveClass( /is-active/ );
	await expect( form.name ).toHaveValue( 'Ann Lee' );
	await form.next.click();

	await extraName( 1 ).fill( 'Bo' );
	await extraEmail( 1 ).fill( 'bo@example.org' );
	await extraName( 2 ).fill( 'Cy' );
	await extraEmail( 2 ).fill( 'cy@example.org' );

	// RSVP-23/24: the fields as a JSON list to the REST route, with the token and no cookies; submit is busy meanwhile.
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	let sent = '';
	let token = '';
	let cookie: string | undefined;
	await page.route( RSVP_ROUTE, async ( route ) => {
		const headers = await route.request().allHeaders();
		token = headers[ 'x-eventsmith-nonce' ] ?? '';
		cookie = headers.cookie;
		// Last, so that the poll below finds the headers read too.
		sent = route.request().postData() ?? '';
		await held;
		await route.continue();
	} );
	await form.submit.click();
	await expect( form.submit ).toHaveAttribute( 'aria-busy', 'true' );
	await expect( form.submit ).toBeDisabled();
	// The form first fetches its one-time token, then posts.
	await expect.poll( () => sent ).not.toBe( '' );
	expect( token ).not.toBe( '' );
	expect( cookie ).toBeUndefined();
	const fields = ( JSON.parse( sent ) as { fields: Json[] } )
		.fields as Array< {
		name: string;
		value: string;
	} >;
	const values = ( name: string ) =>
		fields.filter( ( f ) => f.name === name ).map( ( f ) => f.value );
	expect( values( 'eventsmith_rsvp_value' ) ).toEqual( [ 'going' ] );
	expect( values( 'attendee_count' ) ).toEqual( [ '3' ] );
	expect( values( 'attendee_name' ) ).toEqual( [ 'Ann Lee' ] );
	expect( values( 'attendee_name[]' ) ).toEqual( [ 'Bo', 'Cy' ] );
	expect( values( 'attendee_email[]' ) ).toEqual( [
		'bo@example.org',
		'cy@example.org',
	] );
	expect( values( 'not_going_reason' ) ).toEqual( [ '' ] );
	release();

	// RSVP-25: the steps and form give way to the confirmation.
	await expect( form.message ).toBeVisible();
	await expect( form.steps.first() ).toBeHidden();
	await expect( form.going ).toBeHidden();

	const admin = await session( ADMIN );
	const report = await json< Json >(
		await admin.rest(
			'GET',
			`/eventsmith/v2/rsvp-report?event_id=${ event.id }&per_page=10`
		)
	);
	expect( report.going ).toBe( 1 );
	expect( report.attendees ).toBe( 3 );
	await admin.request.dispose();

	// RSVP-14: the people coming are listed on demand.
	await page.unroute( RSVP_ROUTE );
	await page.reload();
	const toggle = form.block.getByRole( 'button', {
		name: 'View all attendees',
	} );
	await toggle.click();
	await expect(
		form.block.getByRole( 'button', { name: 'Hide Attendees' } )
	).toHaveAttribute( 'aria-expanded', 'true' );
	const coming = form.block.locator(
		'.wp-block-eventsmith-rsvp-form__coming li'
	);
	await expect( coming ).toHaveText( [ 'Ann Lee', 'Bo', 'Cy' ] );
	await form.block.getByRole( 'button', { name: 'Hide Attendees' } ).click();
	await expect( toggle ).toBeVisible();
	await expect( coming.first() ).toBeHidden();
} );

test( 'RSVP-17, RSVP-26, GAP-13: the places left cap the count; any success answer confirms; a failure keeps the form', async ( {
	page,
} ) => {
	const event = await rsvpEvent( 'Small Dinner RSVP', 2, 3 );
	const url = await publishPage(
		'Small dinner answers',
		`[eventsmith_rsvp event_id="${ event.id }"]`
	);
	await page.goto( url );
	const form = rsvpForm( page );
	await expect( form.block ).toHaveAttribute(
		'data-remaining-capacity',
		'2'
	);
	expect( await axe( page, '.wp-block-eventsmith-rsvp-form' ) ).toEqual( [] );
	await form.going.check();
	await form.name.fill( 'Dee' );
	await form.email.fill( 'dee@example.org' );
	await form.count.fill( '3' );
	await expect(
		form.block.getByText( 'Input quantity exceeded max capacity limit.' )
	).toBeVisible();
	await expect( form.next ).toBeDisabled();
	await form.count.fill( '1' );
	await form.next.click();

	// GAP-13: a failing answer keeps the form, says so and allows another try.
	await page.route( RSVP_ROUTE, ( route ) =>
		route.fulfill( { status: 500, body: 'boom' } )
	);
	await form.submit.click();
	await expect(
		form.block.getByText( 'Something went wrong, please try again.' )
	).toBeVisible();
	await expect( form.submit ).toBeEnabled();
	await expect( form.message ).toBeHidden();

	// RSVP-26: any success answer counts, whatever its body.
	await page.unroute( RSVP_ROUTE );
	await page.route( RSVP_ROUTE, ( route ) =>
		route.fulfill( { status: 200, body: 'stored' } )
	);
	await form.submit.click();
	await expect( form.message ).toBeVisible();
} );

test( 'GAP-46: a full event and one without RSVPs show a notice instead of the form', async ( {
	page,
} ) => {
	const full = await rsvpEvent( 'Full House RSVP', 1, 1 );
	const guest = await visitor();
	expect( ( await guest.rsvp( full.id, going( 1 ) ) ).status() ).toBe( 201 );
	await guest.context.dispose();
	// The event page's registration area says "Sold out"; the form block placed on its own says why.
	await page.goto( full.link );
	await expect( page.getByText( 'Sold out', { exact: true } ) ).toBeVisible();
	await expect(
		page.locator( '.wp-block-eventsmith-rsvp-form form' )
	).toHaveCount( 0 );
	await page.goto(
		await publishPage(
			'Full house answers',
			`[eventsmith_rsvp event_id="${ full.id }"]`
		)
	);
	await expect(
		page.getByText( 'Sorry, this event is full.' )
	).toBeVisible();

	const closed = await rsvpEvent( 'No RSVP Talk', 10, 1, false );
	await page.goto( closed.link );
	await expect(
		page.locator( '.wp-block-eventsmith-rsvp-form' )
	).toHaveCount( 0 );
	const url = await publishPage(
		'Closed talk answers',
		`[eventsmith_rsvp event_id="${ closed.id }"]`
	);
	await page.goto( url );
	await expect(
		page.getByText( 'This event does not take RSVPs.' )
	).toBeVisible();
} );
