/**
 * Waitlists and the mail queue in Tools → Export / Erase Personal Data
 * (32.9): the export lists a waiting visitor's entry and the e-mails to
 * their address; the erasure takes the entry off its list and anonymises
 * it, deletes the e-mails, and leaves other people alone.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { rsvpEvent } from '../../support/rsvp';
import {
	soldOutType,
	waitlistEntries,
	waitlistRoute,
} from '../../support/waitlist';
import { ADMIN, session } from '../../support/wordpress';
import { runToken } from '../support/rest';
import {
	DELETED_EMAIL,
	DELETED_NAME,
	erased,
	exported,
	run,
	type Item,
	type Report,
} from './support';

const WAITLIST = 'eventsmith-waitlist';
const MAIL = 'eventsmith-mail-queue';

test( 'a waiting visitor: export lists the waitlist entry and the e-mails; erase takes the entry off the list, anonymises it and deletes the e-mails (32.9)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'wlpriv' );
	const email = `${ token }@example.org`;
	const other = `${ token }-other@example.org`;
	const { eventId, typeId } = await soldOutType(
		admin,
		`Privacy waitlist ${ token }`,
		1
	);
	const guest = await session( null );
	for ( const [ name, address ] of [
		[ 'Wanda Waiting', email ],
		[ 'Otto Other', other ],
	] ) {
		const joined = await guest.rest( 'POST', waitlistRoute( eventId ), {
			name,
			email: address,
			ticket_type_id: typeId,
		} );
		expect( joined.status(), await joined.text() ).toBe( 201 );
	}
	const party = await rsvpEvent( admin, `Privacy mail ${ token }`, 50 );
	const invited = await admin.rest(
		'POST',
		'/eventsmith/v2/rsvp-invitations',
		{ event_id: party, emails: [ email, other ] }
	);
	expect( invited.ok(), await invited.text() ).toBe( true );
	const queued = async ( to: string ): Promise< Json[] > =>
		json(
			await admin.rest(
				'GET',
				`/eventsmith-test/v1/mail-queue/rows?recipient=${ encodeURIComponent(
					to
				) }`
			)
		);
	expect( ( await queued( email ) ).length ).toBeGreaterThan( 0 );

	const data = exported(
		await run( admin, 'export', email.toUpperCase() )
	) as unknown as Record< string, Item[] >;
	expect( data[ WAITLIST ] ).toEqual( [
		expect.objectContaining( {
			Event: `Privacy waitlist ${ token }`,
			Name: 'Wanda Waiting',
			Email: email,
			Status: 'waiting',
		} ),
	] );
	expect( data[ MAIL ]!.length ).toBe( ( await queued( email ) ).length );
	expect( data[ MAIL ] ).toContainEqual(
		expect.objectContaining( { Event: `Privacy mail ${ token }` } )
	);

	const report = erased(
		await run( admin, 'erase', email )
	) as unknown as Record< string, Report >;
	expect( report[ WAITLIST ] ).toMatchObject( {
		removed: true,
		retained: false,
		done: true,
	} );
	expect( report[ WAITLIST ]!.messages.join( ' ' ) ).toContain(
		'anonymised'
	);
	expect( report[ MAIL ] ).toMatchObject( {
		removed: true,
		retained: false,
		done: true,
	} );

	const entries = await waitlistEntries( admin, eventId );
	expect( entries ).toEqual(
		expect.arrayContaining( [
			expect.objectContaining( {
				name: DELETED_NAME,
				email: DELETED_EMAIL,
				state: 'removed',
			} ),
			expect.objectContaining( {
				name: 'Otto Other',
				email: other,
				state: 'waiting',
			} ),
		] )
	);
	expect( await queued( email ) ).toEqual( [] );
	expect( ( await queued( other ) ).length ).toBeGreaterThan( 0 );

	const again = exported(
		await run( admin, 'export', email, 100 )
	) as unknown as Record< string, Item[] >;
	expect( again[ WAITLIST ] ).toEqual( [] );
	expect( again[ MAIL ] ).toEqual( [] );
	const second = erased(
		await run( admin, 'erase', email, 100 )
	) as unknown as Record< string, Report >;
	for ( const group of [ WAITLIST, MAIL ] ) {
		expect( second[ group ], group ).toEqual( {
			removed: false,
			retained: false,
			messages: [],
			done: true,
		} );
	}
} );
