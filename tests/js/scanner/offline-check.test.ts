import { createHash } from 'node:crypto';
import {
	checkOffline,
	markCheckedIn,
	snapshotFrom,
} from '../../../scanner/offline/offline-check';
import { codeFromAddress } from '../../../scanner/offline/hash';

const hash = ( code: string ) =>
	createHash( 'sha256' ).update( code ).digest( 'hex' );

const snapshot = snapshotFrom( {
	event_id: 7,
	event_name: 'Gala',
	generated_at: '2031-01-01 10:00:00',
	tickets: [
		{
			hash: hash( 'aa' ),
			name: 'Ann',
			ticket_type: 'VIP',
			checked_in: false,
		},
		{
			hash: hash( 'bb' ),
			name: 'Bo',
			ticket_type: 'Floor',
			checked_in: true,
		},
	],
} )!;

describe( 'offline verification', () => {
	it( 'reads the code of a verify address', () => {
		expect(
			codeFromAddress( 'https://site.example/?eventsmith_verify=ABC12' )
		).toBe( 'abc12' );
		expect( codeFromAddress( 'https://site.example/' ) ).toBeNull();
		expect( codeFromAddress( 'not a url' ) ).toBeNull();
	} );

	it( 'checks a fresh ticket in, once', () => {
		const first = checkOffline( snapshot, hash( 'aa' ), false );
		expect( first.checkIn ).toBe( true );
		expect( first.answer ).toMatchObject( {
			statusCode: 2,
			content: { name: 'Ann', event_name: 'Gala', ticket_name: 'VIP' },
		} );
		const again = checkOffline(
			markCheckedIn( snapshot, hash( 'aa' ) ),
			hash( 'aa' ),
			false
		);
		expect( again.checkIn ).toBe( false );
		expect( again.answer.statusCode ).toBe( 4 );
	} );

	it( 'warns for a ticket checked in before and one not on the list', () => {
		expect(
			checkOffline( snapshot, hash( 'bb' ), false ).answer.statusCode
		).toBe( 4 );
		const unknown = checkOffline( snapshot, hash( 'zz' ), false );
		expect( unknown.checkIn ).toBe( false );
		expect( unknown.answer.statusCode ).toBe( 5 );
	} );

	it( 'two-step mode asks first and checks nobody in', () => {
		const info = checkOffline( snapshot, hash( 'aa' ), true );
		expect( info.checkIn ).toBe( false );
		expect( info.answer ).toMatchObject( {
			statusCode: 2,
			content: { attendee_name: 'Ann' },
		} );
	} );
} );
